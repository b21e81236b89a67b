CREATE TABLE "rate_limit_points" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "rate_limit_points_expire_idx" ON "rate_limit_points" USING btree ("expire");