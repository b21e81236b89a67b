CREATE TABLE "reviewer_sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"reviewer_name" varchar(100) NOT NULL,
	"token_fingerprint" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reviewer_sessions_expires_idx" ON "reviewer_sessions" USING btree ("expires_at");