CREATE TABLE "mail_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"topic" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"email" text,
	"phone" text,
	"reason" text,
	"source" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opt_outs_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "contact_statement" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "recipient_key" text;--> statement-breakpoint
CREATE INDEX "mail_suppressions_recipient_idx" ON "mail_suppressions" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "opt_outs_email_idx" ON "opt_outs" USING btree ("email");--> statement-breakpoint
CREATE INDEX "opt_outs_phone_idx" ON "opt_outs" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_messages" USING btree ("recipient_key","created_at");