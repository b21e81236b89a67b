-- The language and zone of the page a person acted on, for every later mail to them (#26).
-- A constant default and nullable columns: metadata-only changes, no table rewrite.
ALTER TABLE "conversation_participants" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "time_zone" varchar(64);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "time_zone" varchar(64);