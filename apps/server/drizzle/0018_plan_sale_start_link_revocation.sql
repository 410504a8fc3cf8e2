ALTER TABLE "access_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auto_register_links" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pricing_plans" ADD COLUMN "purchasing_start_date" timestamp with time zone;