ALTER TABLE "purchases" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "mailed_status" smallint;--> statement-breakpoint
-- Purchases settled before purchase mails existed are not mailed about afterwards.
UPDATE "purchases" SET "mailed_status" = "status" WHERE "status" IN (20, 30);
