-- A listing's attributes are read by filters (year, bedrooms, pay) and shown on its card
-- and page: a change to them (by the seller, or the extraction job) moves the listings'
-- version too, so counts and kept pages (the render cache) are never older than it.
DROP TRIGGER IF EXISTS listings_bump_version_filters ON listings;--> statement-breakpoint
CREATE TRIGGER listings_bump_version_filters
  AFTER UPDATE OF title, description, price, category, subcategory, condition, neighborhood, country, country_code, region, city,
    moderation_status, is_verified_user, status, created_at, expires_at, attributes ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION cityboard_bump_listing_version();
