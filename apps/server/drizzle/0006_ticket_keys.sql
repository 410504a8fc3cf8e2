CREATE TABLE "ticket_keys" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "admitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "admitted_scan_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "admitted_by" integer;--> statement-breakpoint
ALTER TABLE "ticket_keys" ADD CONSTRAINT "ticket_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_admitted_by_consumers_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;