ALTER TABLE "purchases" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchases_refund_due_idx" ON "purchases" USING btree ("id") WHERE "purchases"."refund_status" = 'due';--> statement-breakpoint
CREATE INDEX "bookings_payment_ends_idx" ON "bookings" USING btree ("payment_ends_at") WHERE "bookings"."status" = 30;