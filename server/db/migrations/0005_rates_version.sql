-- Every assessment stored before this column was priced from the built-in illustrative table:
-- mark them as example quotes, so their invented carriers are never shown in production.
ALTER TABLE "home_assessments" ADD COLUMN "rates_example" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "home_assessments" ALTER COLUMN "rates_example" DROP DEFAULT;
