-- Price high to low keeps listings without a price last, which a backward scan of
-- listings_city_price_idx cannot give (it reads them first): without an index in this
-- order every price_desc page of a city sorted all of the city's matches (ADR 003).
CREATE INDEX "listings_city_price_desc_idx" ON "listings" USING btree ("city","price" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "listings"."moderation_status" = 'approved';
