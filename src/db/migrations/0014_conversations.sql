CREATE TABLE "conversation_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" varchar(10) NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(60),
	"language" varchar(5) DEFAULT 'en' NOT NULL,
	"visitor_id" varchar(64),
	"last_read_at" timestamp (3) with time zone,
	"notified_up_to" timestamp (3) with time zone,
	"last_mailed_at" timestamp (3) with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"participant_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"listing_title" varchar(100) NOT NULL,
	"listing_price" numeric(10, 2),
	"listing_price_unit" varchar(10),
	"listing_currency" varchar(3) NOT NULL,
	"listing_image" text,
	"listing_path" varchar(300),
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"reported_at" timestamp with time zone,
	"reported_by" varchar(10),
	"report_reason" varchar(500),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_screenings" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"reasons" jsonb NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" varchar(100),
	"decision" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author_role" varchar(10) NOT NULL,
	"body" varchar(2000) NOT NULL,
	"event" varchar(30),
	"via" varchar(10) NOT NULL,
	"state" varchar(25) NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"fingerprint" varchar(64),
	"sender_email" varchar(254),
	"sender_visitor_id" varchar(64),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_tokens" ADD CONSTRAINT "conversation_tokens_participant_id_conversation_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."conversation_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_screenings" ADD CONSTRAINT "message_screenings_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_participants_role_idx" ON "conversation_participants" USING btree ("conversation_id","role");--> statement-breakpoint
CREATE INDEX "conversation_participants_email_idx" ON "conversation_participants" USING btree ("email");--> statement-breakpoint
CREATE INDEX "conversation_tokens_participant_idx" ON "conversation_tokens" USING btree ("participant_id");--> statement-breakpoint
CREATE INDEX "conversations_listing_idx" ON "conversations" USING btree ("listing_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_reported_idx" ON "conversations" USING btree ("reported_at") WHERE "conversations"."reported_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_held_idx" ON "messages" USING btree ("created_at") WHERE "messages"."state" = 'held';--> statement-breakpoint
CREATE INDEX "messages_fingerprint_idx" ON "messages" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_email","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_visitor_idx" ON "messages" USING btree ("sender_visitor_id","created_at");