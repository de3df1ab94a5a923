-- Where a form posted without JavaScript (the claim form) keeps its outcome for the page the
-- post redirects to (decision 103): sealed state, keyed by the hash of the token in the address.
CREATE TABLE "form_outcomes" (
	"id" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_outcomes_expires_idx" ON "form_outcomes" USING btree ("expires_at");