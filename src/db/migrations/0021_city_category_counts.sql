-- A city's counts (category bar, result totals) test only the expiry beyond city and
-- category: with it in an index they are read from the index alone, not the heap (ADR 003).
CREATE INDEX "listings_city_category_counts_idx" ON "listings" USING btree ("city","category","expires_at") WHERE "listings"."moderation_status" = 'approved';
