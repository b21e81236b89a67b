DROP INDEX "listings_public_newest_idx";--> statement-breakpoint
DROP INDEX "listings_city_newest_idx";--> statement-breakpoint
DROP INDEX "listings_city_category_newest_idx";--> statement-breakpoint
DROP INDEX "listings_category_newest_idx";--> statement-breakpoint
DROP INDEX "listings_country_newest_idx";--> statement-breakpoint
DROP INDEX "listings_condition_idx";--> statement-breakpoint
DROP INDEX "listings_user_idx";--> statement-breakpoint
CREATE INDEX "listings_public_newest_idx" ON "listings" USING btree ("created_at","id") WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_city_newest_idx" ON "listings" USING btree ("city","created_at","id") WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_city_category_newest_idx" ON "listings" USING btree ("city","category","created_at","id") WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_category_newest_idx" ON "listings" USING btree ("category","subcategory","created_at","id") WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_country_newest_idx" ON "listings" USING btree ("country_code","region","created_at","id") WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_condition_idx" ON "listings" USING btree ("condition","created_at") WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id","created_at");