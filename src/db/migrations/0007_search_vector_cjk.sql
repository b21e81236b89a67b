ALTER TABLE "listings" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', cityboard_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', cityboard_cjk_bigrams(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', cityboard_unaccent(coalesce(description, ''))), 'B') || setweight(to_tsvector('simple', cityboard_cjk_bigrams(coalesce(description, ''))), 'B')) STORED;--> statement-breakpoint
-- Dropping the column dropped its index; the snapshot still lists it, so it is rebuilt here.
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");
