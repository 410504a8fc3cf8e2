CREATE TABLE "access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"link_id" text NOT NULL,
	"mode" text NOT NULL,
	"consumer_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approved_oauth_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"consumer_id" integer NOT NULL,
	"hostname" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_register_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"screener_id" integer NOT NULL,
	"register_chat_room" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"city" text,
	"country_code" text,
	"language" text,
	"password_hash" text,
	"is_password_skipped" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"phone_verified_at" timestamp with time zone,
	"role" text DEFAULT 'consumer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"secret" text NOT NULL,
	"company_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"session_mode" text DEFAULT 'consumer' NOT NULL,
	"access_link_type" smallint,
	"screener_id" integer,
	"oauth_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_reason" text
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"key" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_room_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"profile_image" text,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen" timestamp with time zone,
	"last_active" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_room_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_room_id" integer NOT NULL,
	"sender_member_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"media_url" text,
	"reactions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"title" text NOT NULL,
	"premiere_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"screener_id" integer NOT NULL,
	"consumer_id" integer,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"other_member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_room_id" integer NOT NULL,
	"key" text NOT NULL,
	"first_member_id" integer NOT NULL,
	"second_member_id" integer NOT NULL,
	"requested_by_member_id" integer NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"private_chat_id" integer NOT NULL,
	"sender_member_id" integer NOT NULL,
	"receiver_member_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"message_type" text DEFAULT 'text' NOT NULL,
	"media_url" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"reactions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"domain" text NOT NULL,
	"logo_url" text,
	"favicon_url" text,
	"notes" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"show_company_branding" boolean DEFAULT false NOT NULL,
	"custom_properties" jsonb NOT NULL,
	"payment_setting" jsonb NOT NULL,
	"mailing_list_api_key" text,
	"mailing_list_id" text,
	"vod_commission_percent" integer DEFAULT 0 NOT NULL,
	"ask_mobile_at_registration" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"consumer_id" integer,
	"device_key" text NOT NULL,
	"short_code" text NOT NULL,
	"short_code_expires_at" timestamp with time zone,
	"paired_at" timestamp with time zone,
	"name" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_short_code_format" CHECK ("devices"."short_code" ~ '^[A-Z0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"purchase_id" integer,
	"event_starts_at" timestamp with time zone,
	"event_ends_at" timestamp with time zone,
	"event_type" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_external" boolean DEFAULT false NOT NULL,
	"external_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"pricing_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"receipt_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"purchase_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"purchase_type" smallint NOT NULL,
	"pricing_id" integer,
	"screener_id" integer,
	"booking_id" integer,
	"subscription_plan_id" integer,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"payment_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"affiliation_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_amounts_not_negative" CHECK ("purchases"."amount_minor" >= 0 and "purchases"."discount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"plan_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"screener_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_format" CHECK ("coupons"."code" ~ '^[A-Za-z0-9]{6}$'),
	CONSTRAINT "coupons_percent_off_range" CHECK ("coupons"."percent_off" between 1 and 100),
	CONSTRAINT "coupons_used_count_range" CHECK ("coupons"."used_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_plan_screenings" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"screener_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"purchasing_end_date" timestamp with time zone,
	"festival_start_date" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL,
	"purchase_message" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_plans_price_not_negative" CHECK ("pricing_plans"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "films" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text DEFAULT '' NOT NULL,
	"thumburls" text[] DEFAULT '{}'::text[] NOT NULL,
	"trailer_url" text,
	"producer_name" text,
	"director_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"film_id" integer NOT NULL,
	"kind" text NOT NULL,
	"hls_path" text NOT NULL,
	"duration_seconds" integer,
	"status" text DEFAULT 'ready' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"screener_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"current_movie_index" integer DEFAULT 0 NOT NULL,
	"current_time_seconds" double precision DEFAULT 0 NOT NULL,
	"preroll_ended" boolean DEFAULT false NOT NULL,
	"subtitle_lang" text DEFAULT 'en' NOT NULL,
	"resolution" text DEFAULT 'auto' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screener_films" (
	"id" serial PRIMARY KEY NOT NULL,
	"screener_id" integer NOT NULL,
	"film_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screeners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"logo_url" text,
	"venue" text,
	"screening_starts_at" timestamp with time zone NOT NULL,
	"screening_ends_at" timestamp with time zone NOT NULL,
	"registration_ends_at" timestamp with time zone,
	"screening_tolerance" integer,
	"limitation" integer,
	"event_type" smallint DEFAULT 10 NOT NULL,
	"is_vod_event" boolean DEFAULT false NOT NULL,
	"vod_availability" integer,
	"allow_chat_room" boolean DEFAULT false NOT NULL,
	"donation_enabled" boolean DEFAULT false NOT NULL,
	"donation_purpose" text,
	"donation_email" text,
	"qa_info" jsonb,
	"event_configuration" jsonb DEFAULT '{"is_full_screen_mode":false,"no_skip":false,"movie_switching_enabled":false}'::jsonb NOT NULL,
	"monetization_enabled" boolean DEFAULT false NOT NULL,
	"geo_mode" text DEFAULT 'all' NOT NULL,
	"geo_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"hides_header" boolean DEFAULT false NOT NULL,
	"custom_link_url" text,
	"custom_link_label" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"screener_id" integer NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"force" boolean DEFAULT false NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subtitles" (
	"id" serial PRIMARY KEY NOT NULL,
	"film_id" integer NOT NULL,
	"lang" text NOT NULL,
	"src_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"number" text,
	"customer_email" text,
	"due_date" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"pdf_url" text,
	"gateway_invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"interval" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"plan_name" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"gateway_price_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancel_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"gateway" text NOT NULL,
	"gateway_subscription_id" text,
	"gateway_customer_id" text,
	"discount" jsonb,
	"payment_method_brand" text,
	"payment_method_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"provider_status" text DEFAULT 'local' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"purchase_id" integer,
	"booking_id" integer,
	"screener_id" integer,
	"type" text DEFAULT 'refund' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screener_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"refer_page" text,
	"consumer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"seat_indexes" text[] DEFAULT '{}'::text[] NOT NULL,
	"seat_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_types_discount" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"code" text,
	"purchase_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screener_venues" (
	"screener_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"seat_category_prices" jsonb NOT NULL,
	"currency" text NOT NULL,
	"ticket_type_discounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_seats_per_purchase" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"screener_id" integer NOT NULL,
	"seat_index" text NOT NULL,
	"status" smallint DEFAULT 10 NOT NULL,
	"locked_by" integer,
	"lock_expires_at" timestamp with time zone,
	"booking_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"navigation_link" text,
	"notes" text,
	"row_count" integer NOT NULL,
	"column_count" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"not_for_sale" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_grid_size" CHECK ("venues"."row_count" > 0 and "venues"."column_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"film_id" integer,
	"consumer_id" integer,
	"session_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"watch_seconds" integer DEFAULT 0 NOT NULL,
	"play_length" integer DEFAULT 0 NOT NULL,
	"country_code" text,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_viewers" (
	"id" serial PRIMARY KEY NOT NULL,
	"screener_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"socket_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_oauth_domains" ADD CONSTRAINT "approved_oauth_domains_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_register_links" ADD CONSTRAINT "auto_register_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_register_links" ADD CONSTRAINT "auto_register_links_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_messages" ADD CONSTRAINT "chat_room_messages_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_room_messages" ADD CONSTRAINT "chat_room_messages_sender_member_id_chat_members_id_fk" FOREIGN KEY ("sender_member_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_member_id_chat_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_other_member_id_chat_members_id_fk" FOREIGN KEY ("other_member_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_chats" ADD CONSTRAINT "private_chats_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_chats" ADD CONSTRAINT "private_chats_first_member_id_chat_members_id_fk" FOREIGN KEY ("first_member_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_chats" ADD CONSTRAINT "private_chats_second_member_id_chat_members_id_fk" FOREIGN KEY ("second_member_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_chats" ADD CONSTRAINT "private_chats_requested_by_member_id_chat_members_id_fk" FOREIGN KEY ("requested_by_member_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_private_chat_id_private_chats_id_fk" FOREIGN KEY ("private_chat_id") REFERENCES "public"."private_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_sender_member_id_chat_members_id_fk" FOREIGN KEY ("sender_member_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_receiver_member_id_chat_members_id_fk" FOREIGN KEY ("receiver_member_id") REFERENCES "public"."chat_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_pricing_id_pricing_plans_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_purchases" ADD CONSTRAINT "group_purchases_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pricing_id_pricing_plans_id_fk" FOREIGN KEY ("pricing_id") REFERENCES "public"."pricing_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_subscription_plan_id_subscription_plans_id_fk" FOREIGN KEY ("subscription_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plan_screenings" ADD CONSTRAINT "pricing_plan_screenings_plan_id_pricing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plan_screenings" ADD CONSTRAINT "pricing_plan_screenings_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "films" ADD CONSTRAINT "films_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_states" ADD CONSTRAINT "player_states_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_states" ADD CONSTRAINT "player_states_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_films" ADD CONSTRAINT "screener_films_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_films" ADD CONSTRAINT "screener_films_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screeners" ADD CONSTRAINT "screeners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streams" ADD CONSTRAINT "streams_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtitles" ADD CONSTRAINT "subtitles_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queries" ADD CONSTRAINT "booking_queries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queries" ADD CONSTRAINT "booking_queries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_queries" ADD CONSTRAINT "booking_queries_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_notices" ADD CONSTRAINT "screener_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_notices" ADD CONSTRAINT "screener_notices_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_venues" ADD CONSTRAINT "screener_venues_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_venues" ADD CONSTRAINT "screener_venues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screener_venues" ADD CONSTRAINT "screener_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_locked_by_consumers_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_links_link_id_unique" ON "access_links" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "access_links_screener_idx" ON "access_links" USING btree ("screener_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approved_oauth_domains_unique" ON "approved_oauth_domains" USING btree ("consumer_id","hostname");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_register_links_token_unique" ON "auto_register_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_company_email_unique" ON "consumers" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_uuid_unique" ON "consumers" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_key_unique" ON "sessions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "sessions_consumer_live_idx" ON "sessions" USING btree ("consumer_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_codes_key_unique" ON "verification_codes" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_members_room_consumer_unique" ON "chat_members" USING btree ("chat_room_id","consumer_id");--> statement-breakpoint
CREATE INDEX "chat_members_consumer_idx" ON "chat_members" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "chat_room_messages_room_idx" ON "chat_room_messages" USING btree ("chat_room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_screener_unique" ON "chat_rooms" USING btree ("screener_id");--> statement-breakpoint
CREATE INDEX "live_chat_messages_screener_idx" ON "live_chat_messages" USING btree ("screener_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_relations_unique" ON "member_relations" USING btree ("member_id","other_member_id","kind");--> statement-breakpoint
CREATE INDEX "member_relations_other_idx" ON "member_relations" USING btree ("other_member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "private_chats_room_key_unique" ON "private_chats" USING btree ("chat_room_id","key");--> statement-breakpoint
CREATE INDEX "private_chats_first_member_idx" ON "private_chats" USING btree ("first_member_id");--> statement-breakpoint
CREATE INDEX "private_chats_second_member_idx" ON "private_chats" USING btree ("second_member_id");--> statement-breakpoint
CREATE INDEX "private_messages_chat_idx" ON "private_messages" USING btree ("private_chat_id","id");--> statement-breakpoint
CREATE INDEX "private_messages_unread_idx" ON "private_messages" USING btree ("receiver_member_id") WHERE not "private_messages"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "affiliations_company_code_unique" ON "affiliations" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_unique" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_domain_unique" ON "companies" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_key_unique" ON "devices" USING btree ("device_key");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_pending_short_code_unique" ON "devices" USING btree ("company_id","short_code") WHERE "devices"."paired_at" is null;--> statement-breakpoint
CREATE INDEX "devices_consumer_idx" ON "devices" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_screener_consumer_unique" ON "enrollments" USING btree ("screener_id","consumer_id");--> statement-breakpoint
CREATE INDEX "enrollments_company_consumer_idx" ON "enrollments" USING btree ("company_id","consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_company_slug_unique" ON "pages" USING btree ("company_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "group_purchases_purchase_unique" ON "group_purchases" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "group_purchases_company_consumer_idx" ON "group_purchases" USING btree ("company_id","consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_unique" ON "payment_webhook_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_consumer_idempotency_unique" ON "purchases" USING btree ("consumer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_processing_per_plan" ON "purchases" USING btree ("consumer_id","pricing_id") WHERE "purchases"."status" = 20 and "purchases"."pricing_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_gateway_reference_unique" ON "purchases" USING btree ("gateway","gateway_reference") WHERE "purchases"."gateway_reference" is not null;--> statement-breakpoint
CREATE INDEX "purchases_company_consumer_idx" ON "purchases" USING btree ("company_id","consumer_id");--> statement-breakpoint
CREATE INDEX "purchases_screener_idx" ON "purchases" USING btree ("screener_id");--> statement-breakpoint
CREATE INDEX "purchases_booking_idx" ON "purchases" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_company_code_unique" ON "coupons" USING btree ("company_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_plan_screenings_pair_unique" ON "pricing_plan_screenings" USING btree ("plan_id","screener_id");--> statement-breakpoint
CREATE INDEX "pricing_plan_screenings_screener_idx" ON "pricing_plan_screenings" USING btree ("screener_id");--> statement-breakpoint
CREATE INDEX "pricing_plans_company_type_idx" ON "pricing_plans" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "films_company_idx" ON "films" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "media_film_kind_idx" ON "media" USING btree ("film_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "player_states_screener_consumer_unique" ON "player_states" USING btree ("screener_id","consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screener_films_pair_unique" ON "screener_films" USING btree ("screener_id","film_id");--> statement-breakpoint
CREATE INDEX "screener_films_film_idx" ON "screener_films" USING btree ("film_id");--> statement-breakpoint
CREATE INDEX "screeners_company_starts_idx" ON "screeners" USING btree ("company_id","screening_starts_at");--> statement-breakpoint
CREATE INDEX "screeners_company_ends_idx" ON "screeners" USING btree ("company_id","screening_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "streams_screener_type_unique" ON "streams" USING btree ("screener_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "subtitles_film_lang_unique" ON "subtitles" USING btree ("film_id","lang");--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_gateway_id_unique" ON "invoices" USING btree ("gateway_invoice_id") WHERE "invoices"."gateway_invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "subscription_plans_company_idx" ON "subscription_plans" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_consumer" ON "subscriptions" USING btree ("consumer_id") WHERE "subscriptions"."status" <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_gateway_id_unique" ON "subscriptions" USING btree ("gateway","gateway_subscription_id") WHERE "subscriptions"."gateway_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "booking_queries_booking_idx" ON "booking_queries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_company_email_unique" ON "newsletter_subscribers" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_purchase_unique" ON "refund_requests" USING btree ("purchase_id","type") WHERE "refund_requests"."status" = 'open' and "refund_requests"."purchase_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_booking_unique" ON "refund_requests" USING btree ("booking_id","type") WHERE "refund_requests"."status" = 'open' and "refund_requests"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "refund_requests_company_idx" ON "refund_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "screener_notices_screener_idx" ON "screener_notices" USING btree ("screener_id","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_company_idx" ON "support_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_code_unique" ON "bookings" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_per_consumer" ON "bookings" USING btree ("screener_id","consumer_id") WHERE "bookings"."status" in (20, 30);--> statement-breakpoint
CREATE INDEX "bookings_company_consumer_idx" ON "bookings" USING btree ("company_id","consumer_id");--> statement-breakpoint
CREATE INDEX "bookings_screener_status_idx" ON "bookings" USING btree ("screener_id","status");--> statement-breakpoint
CREATE INDEX "screener_venues_venue_idx" ON "screener_venues" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_screener_seat_unique" ON "seats" USING btree ("screener_id","seat_index");--> statement-breakpoint
CREATE INDEX "seats_booking_idx" ON "seats" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "venues_company_idx" ON "venues" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "analytics_events_company_created_idx" ON "analytics_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_company_screener_idx" ON "analytics_events" USING btree ("company_id","screener_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_screener_consumer_idx" ON "analytics_events" USING btree ("screener_id","consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_viewers_socket_unique" ON "live_viewers" USING btree ("node_id","socket_id");--> statement-breakpoint
CREATE INDEX "live_viewers_screener_seen_idx" ON "live_viewers" USING btree ("screener_id","last_seen");