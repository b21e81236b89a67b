-- The price-verdicts job's next batch: public listings without a verdict, oldest first.
-- Empty once all have one, so the hourly run costs nothing at a million listings.
CREATE INDEX "listings_price_verdict_missing_idx" ON "listings" USING btree ("created_at") WHERE "listings"."moderation_status" = 'approved' AND "listings"."price_status" IS NULL;