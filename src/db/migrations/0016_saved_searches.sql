CREATE TABLE "alert_addresses" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"manage_token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_addresses_manage_token_idx" UNIQUE("manage_token_hash")
);
--> statement-breakpoint
CREATE TABLE "alert_listing_inbox" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"saved_search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"matched_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp (3) with time zone,
	CONSTRAINT "alert_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"status" varchar(15) DEFAULT 'pending' NOT NULL,
	"city" varchar(100),
	"category" varchar(50),
	"subcategory" varchar(50),
	"query" varchar(200),
	"query_tsquery" "tsquery",
	"price_min" numeric(10, 2),
	"price_max" numeric(10, 2),
	"conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"neighborhood" varchar(100),
	"country_code" varchar(2),
	"region" varchar(100),
	"verified_only" boolean DEFAULT false NOT NULL,
	"delivery_only" boolean DEFAULT false NOT NULL,
	"timezone" varchar(64) DEFAULT 'UTC' NOT NULL,
	"confirm_token_hash" varchar(64),
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token_hash" varchar(64) NOT NULL,
	"visitor_id" varchar(64),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"unsubscribed_at" timestamp (3) with time zone,
	"last_matched_at" timestamp (3) with time zone,
	"last_mailed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_unmailed_idx" ON "alert_matches" USING btree ("saved_search_id") WHERE "alert_matches"."mailed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "alert_matches_listing_idx" ON "alert_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "saved_searches_active_city_category_idx" ON "saved_searches" USING btree ("city","category") WHERE "saved_searches"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_idx" ON "saved_searches" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree ("email");--> statement-breakpoint
-- Listings that become public wait in alert_listing_inbox for the alerts-match sweep,
-- whoever made them public (posting, a reviewer, a bulk load). Inserts are handled per
-- statement (one INSERT … SELECT for a bulk load); updates per row, but only the rows
-- whose status turns to approved fire.
CREATE OR REPLACE FUNCTION cityboard_queue_inserted_public_listings() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_listing_inbox (listing_id)
    SELECT id FROM inserted_listings WHERE moderation_status = 'approved'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_queue_alerts_insert
  AFTER INSERT ON listings
  REFERENCING NEW TABLE AS inserted_listings
  FOR EACH STATEMENT EXECUTE FUNCTION cityboard_queue_inserted_public_listings();--> statement-breakpoint
CREATE OR REPLACE FUNCTION cityboard_queue_approved_listing() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_listing_inbox (listing_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_queue_alerts_approved
  AFTER UPDATE OF moderation_status ON listings
  FOR EACH ROW WHEN (NEW.moderation_status = 'approved' AND OLD.moderation_status IS DISTINCT FROM 'approved')
  EXECUTE FUNCTION cityboard_queue_approved_listing();
