ALTER TABLE "listings" ADD COLUMN "price_status" varchar(30);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_percent_off" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_confidence" numeric(3, 2);