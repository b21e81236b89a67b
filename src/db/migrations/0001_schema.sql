CREATE TABLE "ai_moderations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" varchar(100) NOT NULL,
	"content_type" varchar(30) NOT NULL,
	"moderation_result" jsonb NOT NULL,
	"human_review_required" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" varchar(100),
	"final_decision" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" varchar(50) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" varchar(100) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(100) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"path_country" varchar(10) NOT NULL,
	"language" varchar(50) NOT NULL,
	"language_code" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"currency_symbol" varchar(10) NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"subdomain" varchar(100) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"adsense_allowed" boolean DEFAULT true NOT NULL,
	"population" integer NOT NULL,
	"market_priority" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geolocations" (
	"ip" varchar(45) PRIMARY KEY NOT NULL,
	"country" varchar(100) NOT NULL,
	"region" varchar(100),
	"city" varchar(100),
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"timezone" varchar(64),
	"vpn_detected" boolean DEFAULT false NOT NULL,
	"proxy_detected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) DEFAULT 'city' NOT NULL,
	"population" integer,
	"latitude" double precision,
	"longitude" double precision,
	"url_slug" varchar(100) NOT NULL,
	"is_main_hub" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"price" numeric(10, 2),
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"category" varchar(50) NOT NULL,
	"subcategory" varchar(50),
	"condition" varchar(20),
	"neighborhood" varchar(100) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery_available" boolean DEFAULT false NOT NULL,
	"price_negotiable" boolean DEFAULT false NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"country" varchar(100),
	"country_code" varchar(2),
	"region" varchar(100),
	"city" varchar(100),
	"spam_score" integer DEFAULT 0 NOT NULL,
	"moderation_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"is_verified_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', cityboard_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', cityboard_unaccent(coalesce(description, ''))), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "localised_cities" (
	"city_id" varchar(100) PRIMARY KEY NOT NULL,
	"native_name" varchar(100) NOT NULL,
	"country_native" varchar(100) NOT NULL,
	"url_slug" varchar(100) NOT NULL,
	"country_slug" varchar(100) NOT NULL,
	"search_terms" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"storage_key" varchar(200),
	"width" integer,
	"height" integer,
	"bytes" integer,
	"listing_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"action" varchar(30) NOT NULL,
	"time_window" varchar(10) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_reset" timestamp with time zone DEFAULT now() NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"block_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"url_slug" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spam_detections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" varchar(64),
	"listing_id" uuid,
	"message_id" varchar(100),
	"spam_score" integer NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"action" varchar(20),
	"review_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(100) NOT NULL,
	"country_code" varchar(3) NOT NULL,
	"abbreviation" varchar(10),
	"timezone" varchar(64),
	"currency" varchar(3) DEFAULT 'AUD' NOT NULL,
	"currency_symbol" varchar(10) DEFAULT '$' NOT NULL,
	"language_code" varchar(10) DEFAULT 'en' NOT NULL,
	"url_slug" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "states_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"category_slug" varchar(50) NOT NULL,
	"slug" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "subcategories_category_slug_slug_pk" PRIMARY KEY("category_slug","slug")
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hub_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"postcode" varchar(10),
	"latitude" double precision,
	"longitude" double precision,
	"url_slug" varchar(100) NOT NULL,
	"population" integer
);
--> statement-breakpoint
CREATE TABLE "user_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"verification_type" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" varchar(100),
	"metadata" jsonb,
	"cost" integer NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hubs" ADD CONSTRAINT "hubs_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localised_cities" ADD CONSTRAINT "localised_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_detections" ADD CONSTRAINT "spam_detections_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suburbs" ADD CONSTRAINT "suburbs_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_moderations_content_idx" ON "ai_moderations" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_path_idx" ON "cities" USING btree ("path_country","subdomain");--> statement-breakpoint
CREATE UNIQUE INDEX "hubs_slug_idx" ON "hubs" USING btree ("region_id","url_slug");--> statement-breakpoint
CREATE INDEX "listings_public_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_city_newest_idx" ON "listings" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_city_category_newest_idx" ON "listings" USING btree ("city","category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_category_newest_idx" ON "listings" USING btree ("category","subcategory","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_country_newest_idx" ON "listings" USING btree ("country_code","region","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_category_price_idx" ON "listings" USING btree ("category","currency","price") WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_condition_idx" ON "listings" USING btree ("condition","created_at" DESC NULLS LAST) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_neighborhood_idx" ON "listings" USING btree (lower("neighborhood")) WHERE "listings"."moderation_status" = 'approved';--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_moderation_idx" ON "listings" USING btree ("moderation_status","created_at");--> statement-breakpoint
CREATE INDEX "media_uploads_user_idx" ON "media_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_user_action_window_idx" ON "rate_limits" USING btree ("user_id","action","time_window");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_slug_idx" ON "regions" USING btree ("state_id","url_slug");--> statement-breakpoint
CREATE INDEX "spam_detections_listing_idx" ON "spam_detections" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suburbs_slug_idx" ON "suburbs" USING btree ("hub_id","url_slug");--> statement-breakpoint
CREATE INDEX "user_verifications_user_idx" ON "user_verifications" USING btree ("user_id");