ALTER TABLE "bookings" DROP CONSTRAINT "bookings_admitted_by_consumers_id_fk";
--> statement-breakpoint
-- Admissions were scanned by viewer administrators; door staff are now staff accounts, so the old ids name no one.
UPDATE "bookings" SET "admitted_by" = NULL WHERE "admitted_by" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_admitted_by_staff_members_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;
