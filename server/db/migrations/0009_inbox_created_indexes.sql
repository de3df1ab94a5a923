-- The console's inbox lists every type newest first (decision 112): one index per table on
-- created_at lets PostgreSQL merge the five ordered lists instead of sorting them all.
-- (The snapshot of this migration also records 0008's document tables, written by hand.)
CREATE INDEX "business_inquiries_created_idx" ON "business_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");
