CREATE TABLE "listing_changes" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "listing_changes" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Once per statement, whoever writes (API, moderation, seed, bulk loads): a listing added,
-- removed, or changed in a column that visibility or a filter reads. Price verdicts,
-- photos and spam scores written in the background leave the version alone, so the
-- counts stay cached while they are filled in.
CREATE OR REPLACE FUNCTION cityboard_bump_listing_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_changes SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_bump_version_rows
  AFTER INSERT OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION cityboard_bump_listing_version();--> statement-breakpoint
CREATE TRIGGER listings_bump_version_filters
  AFTER UPDATE OF title, description, price, category, subcategory, condition, neighborhood, country, country_code, region, city,
    moderation_status, is_verified_user, status, created_at, expires_at ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION cityboard_bump_listing_version();
