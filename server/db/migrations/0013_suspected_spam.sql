-- Nothing a person sends is dropped (issue 24, decision 042): a submission that trips the honeypot
-- or the fill-time check is stored with the reason, its messages held in the outbox until a person
-- marks it genuine, and purged after SPAM_RETENTION_DAYS.
ALTER TABLE "claims" ADD COLUMN "suspected_spam" text;
--> statement-breakpoint
ALTER TABLE "business_inquiries" ADD COLUMN "suspected_spam" text;
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "suspected_spam" text;
--> statement-breakpoint
ALTER TABLE "home_assessments" ADD COLUMN "suspected_spam" text;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "suspected_spam" text;
--> statement-breakpoint
-- Messages of a suspected-spam item wait here ('held', held_for = '<type>:<id>') until released.
ALTER TABLE "outbox_messages" ADD COLUMN "held_for" text;
--> statement-breakpoint
CREATE INDEX "outbox_held_idx" ON "outbox_messages" USING btree ("held_for") WHERE "held_for" IS NOT NULL;
--> statement-breakpoint
-- The confirmed plan's reference (decision 085): shown on the confirmation and in the agency's e-mail.
ALTER TABLE "home_insurance_selections" ADD COLUMN "reference" text;
