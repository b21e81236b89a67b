ALTER TABLE "listings" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "attributes_source" varchar(10);--> statement-breakpoint
ALTER TABLE "media_uploads" ADD COLUMN "perceptual_hash" varchar(16);--> statement-breakpoint
CREATE INDEX "listings_attributes_idx" ON "listings" USING gin ("attributes" jsonb_path_ops) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_attr_year_idx" ON "listings" USING btree ("category",(("attributes"->>'year')::int)) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_attr_mileage_idx" ON "listings" USING btree ("category",(("attributes"->>'mileageKm')::int)) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_attr_bedrooms_idx" ON "listings" USING btree ("category",(("attributes"->>'bedrooms')::int)) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_attr_area_idx" ON "listings" USING btree ("category",(("attributes"->>'floorAreaM2')::numeric)) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_attr_storage_idx" ON "listings" USING btree ("category",(("attributes"->>'storageGb')::int)) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "media_uploads_perceptual_hash_idx" ON "media_uploads" USING btree ("perceptual_hash") WHERE "media_uploads"."perceptual_hash" IS NOT NULL;