CREATE TABLE "login_throttles" (
	"consumer_id" integer NOT NULL,
	"method" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttles_consumer_id_method_pk" PRIMARY KEY("consumer_id","method")
);
--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "author_uuid" text;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "author_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "embed_origins" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_use_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;