-- Nothing a person sends is dropped (issue 24, decision 042): a submission that trips the honeypot
-- or the fill-time check is stored with the reason, its messages held in the outbox until a person
-- marks it genuine, and purged after SPAM_RETENTION_DAYS.
-- Idempotent, and recorded 1 ms after 0011: both first carried the same time, so a database that had
-- applied 0011 alone skipped this one (the migrator runs only entries newer than the last applied).
ALTER TABLE "claims" ADD COLUMN IF NOT EXISTS "suspected_spam" text;
--> statement-breakpoint
ALTER TABLE "business_inquiries" ADD COLUMN IF NOT EXISTS "suspected_spam" text;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN IF NOT EXISTS "suspected_spam" text;
--> statement-breakpoint
ALTER TABLE "home_assessments" ADD COLUMN IF NOT EXISTS "suspected_spam" text;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN IF NOT EXISTS "suspected_spam" text;
--> statement-breakpoint
-- Messages of a suspected-spam item wait here ('held', held_for = '<type>:<id>') until released.
ALTER TABLE "outbox_messages" ADD COLUMN IF NOT EXISTS "held_for" text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_held_idx" ON "outbox_messages" USING btree ("held_for") WHERE "held_for" IS NOT NULL;
--> statement-breakpoint
-- The confirmed plan's reference (decision 085): shown on the confirmation and in the agency's e-mail.
ALTER TABLE "home_insurance_selections" ADD COLUMN IF NOT EXISTS "reference" text;
