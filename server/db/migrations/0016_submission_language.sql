-- The language the visitor used (issue 26, decision 183): on every visitor submission, and on the
-- consent record beside the words shown. Earlier rows were all made on English pages.
-- The statements are drizzle-kit generate's for these columns; its snapshots stop at 0010, so the
-- file is written like 0011-0015 (a full generate would repeat their changes).
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_inquiries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "home_assessments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
