ALTER TABLE "enrollments" ADD COLUMN "via_subscription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "gateway_payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "challenge_reference" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_period" ON "invoices" USING btree ("subscription_id","period_start") WHERE "invoices"."period_start" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_attempt_unique" ON "subscriptions" USING btree ("consumer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "subscriptions_billing_due_idx" ON "subscriptions" USING btree ("billing_due_at") WHERE "subscriptions"."billing_due_at" is not null;