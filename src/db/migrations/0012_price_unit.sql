ALTER TABLE "listings" ADD COLUMN "price_unit" varchar(10);--> statement-breakpoint
-- Listings posted before units existed get the unit their category implied then
-- (domain/taxonomy/price-units.ts at the time of this migration), so rents keep being
-- compared with rents.
UPDATE "listings" SET "price_unit" = CASE
  WHEN "category" = 'housing' AND "subcategory" = 'vacation-rentals' THEN 'night'
  WHEN "category" = 'housing' AND "subcategory" IN ('apartments', 'houses', 'rooms', 'sublets', 'parking', 'storage', 'office-space') THEN 'month'
  WHEN "category" = 'jobs' AND "subcategory" IN ('part-time', 'contract', 'temporary', 'internship') THEN 'hour'
  WHEN "category" = 'jobs' THEN 'year'
END
WHERE "price" IS NOT NULL;
