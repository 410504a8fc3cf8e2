ALTER TABLE "bookings" ADD COLUMN "short_code" text;--> statement-breakpoint
-- Tickets issued before get their door code as ticketShortCodeOf (contracts) makes it: the first
-- 60 bits of the code's SHA-256, five bits a character of Crockford's base32.
UPDATE "bookings" SET "short_code" = (
  SELECT string_agg(
    substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', substring(digest.bits from position * 5 + 1 for 5)::integer + 1, 1),
    '' ORDER BY position
  )
  FROM (SELECT ('x' || substr(encode(sha256(convert_to("bookings"."code", 'UTF8')), 'hex'), 1, 15))::bit(60) AS bits) AS digest,
    generate_series(0, 11) AS position
) WHERE "code" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_company_short_code_unique" ON "bookings" USING btree ("company_id","short_code");
