DROP INDEX "screeners_company_starts_idx";--> statement-breakpoint
CREATE INDEX "screeners_company_starts_id_idx" ON "screeners" USING btree ("company_id","screening_starts_at","id");--> statement-breakpoint
CREATE INDEX "screeners_company_title_idx" ON "screeners" USING btree ("company_id","title","id");