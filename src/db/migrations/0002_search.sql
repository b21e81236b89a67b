CREATE TABLE "search_log" (
	"city" varchar(100) NOT NULL,
	"query" varchar(100) NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_log_city_day_query_pk" PRIMARY KEY("city","day","query")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" varchar(100) PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "listings_city_price_idx" ON "listings" USING btree ("city","price","id") WHERE "listings"."moderation_status" = 'approved';