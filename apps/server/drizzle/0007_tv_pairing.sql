-- Nothing wrote this table before pairing existed; the new columns are NOT NULL.
DELETE FROM "devices";--> statement-breakpoint
ALTER TABLE "devices" DROP CONSTRAINT "devices_short_code_format";--> statement-breakpoint
DROP INDEX "devices_device_key_unique";--> statement-breakpoint
DROP INDEX "devices_pending_short_code_unique";--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "device_code_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "user_code_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "poll_interval_seconds" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "denied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "token_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_code_hash_unique" ON "devices" USING btree ("device_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_pending_user_code_unique" ON "devices" USING btree ("company_id","user_code_hash") WHERE "devices"."paired_at" is null and "devices"."denied_at" is null;--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "device_key";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "short_code";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "short_code_expires_at";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "last_seen_at";