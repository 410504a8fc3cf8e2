CREATE TABLE "purchase_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"online" boolean NOT NULL,
	"by_email" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "purchase_refunds_amount_positive" CHECK ("purchase_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"by_email" text,
	"decision" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_request_id" integer,
	"booking_query_id" integer,
	"support_request_id" integer,
	"consumer_id" integer,
	"email" text NOT NULL,
	"name" text,
	"language" text,
	"purchase_id" integer,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD CONSTRAINT "purchase_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_refunds" ADD CONSTRAINT "purchase_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_request_id_inbox_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."inbox_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_refund_request_id_refund_requests_id_fk" FOREIGN KEY ("refund_request_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_booking_query_id_booking_queries_id_fk" FOREIGN KEY ("booking_query_id") REFERENCES "public"."booking_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_support_request_id_support_requests_id_fk" FOREIGN KEY ("support_request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_requests" ADD CONSTRAINT "inbox_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_refunds_purchase_idx" ON "purchase_refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "inbox_messages_request_idx" ON "inbox_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "inbox_requests_company_created_idx" ON "inbox_requests" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbox_requests_company_status_idx" ON "inbox_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_requests_refund_request_unique" ON "inbox_requests" USING btree ("refund_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_requests_booking_query_unique" ON "inbox_requests" USING btree ("booking_query_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_requests_support_request_unique" ON "inbox_requests" USING btree ("support_request_id");--> statement-breakpoint
CREATE INDEX "consumers_company_email_prefix_idx" ON "consumers" USING btree ("company_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "consumers_company_name_prefix_idx" ON "consumers" USING btree ("company_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchases_company_created_idx" ON "purchases" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchases_company_coupon_idx" ON "purchases" USING btree ("company_id","coupon_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_refunded_within_amount" CHECK ("purchases"."refunded_minor" between 0 and "purchases"."amount_minor");
--> statement-breakpoint
-- The requests filed before the inbox: each joins it with the viewer's words as its thread's first message.
INSERT INTO "inbox_requests" ("company_id", "kind", "status", "refund_request_id", "consumer_id", "email", "name", "language", "purchase_id", "booking_id", "created_at", "updated_at")
SELECT r."company_id", r."type", r."status", r."id", r."consumer_id", coalesce(c."contact_email", c."email"), c."name", c."language", r."purchase_id", r."booking_id", r."created_at", r."updated_at"
FROM "refund_requests" r JOIN "consumers" c ON c."id" = r."consumer_id";
--> statement-breakpoint
INSERT INTO "inbox_requests" ("company_id", "kind", "status", "booking_query_id", "consumer_id", "email", "name", "language", "purchase_id", "booking_id", "created_at", "updated_at")
SELECT q."company_id", 'booking_question', 'open', q."id", q."consumer_id", coalesce(c."contact_email", c."email"), c."name", c."language", b."purchase_id", q."booking_id", q."created_at", q."created_at"
FROM "booking_queries" q JOIN "consumers" c ON c."id" = q."consumer_id" JOIN "bookings" b ON b."id" = q."booking_id";
--> statement-breakpoint
INSERT INTO "inbox_requests" ("company_id", "kind", "status", "support_request_id", "consumer_id", "email", "name", "created_at", "updated_at")
SELECT s."company_id", 'message', 'open', s."id", s."consumer_id", s."email", s."name", s."created_at", s."created_at"
FROM "support_requests" s;
--> statement-breakpoint
INSERT INTO "inbox_messages" ("company_id", "request_id", "author", "body", "created_at")
SELECT i."company_id", i."id", 'viewer', coalesce(r."reason", q."query", s."message"), i."created_at"
FROM "inbox_requests" i
LEFT JOIN "refund_requests" r ON r."id" = i."refund_request_id"
LEFT JOIN "booking_queries" q ON q."id" = i."booking_query_id"
LEFT JOIN "support_requests" s ON s."id" = i."support_request_id";
