ALTER TABLE "leads" ADD COLUMN "kind" text DEFAULT 'assessment' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "ages" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "best_time" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "note" text;