CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"language" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"claim_token_hash" text,
	"claimed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_in_line_unique" ON "waitlist_entries" USING btree ("screener_id","consumer_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered', 'claimed');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_unique" ON "waitlist_entries" USING btree ("claim_token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_company_screener_idx" ON "waitlist_entries" USING btree ("company_id","screener_id","joined_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_open_idx" ON "waitlist_entries" USING btree ("status","offer_expires_at") WHERE "waitlist_entries"."status" in ('waiting', 'offered', 'claimed');