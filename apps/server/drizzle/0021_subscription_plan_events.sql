CREATE TABLE "subscription_plan_screenings" (
	"plan_id" integer NOT NULL,
	"screener_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "all_events" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plan_screenings" ADD CONSTRAINT "subscription_plan_screenings_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plan_screenings" ADD CONSTRAINT "subscription_plan_screenings_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plan_screenings_unique" ON "subscription_plan_screenings" USING btree ("plan_id","screener_id");--> statement-breakpoint
CREATE INDEX "subscription_plan_screenings_screener_idx" ON "subscription_plan_screenings" USING btree ("screener_id");