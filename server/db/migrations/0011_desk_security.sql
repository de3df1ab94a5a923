-- Issue 23 (decisions 110 and 112): a second factor for every account, a failure budget per
-- browser, refused sign-ins counted instead of logged one by one, and an audit log that the
-- database keeps whole.

-- The TOTP time step last accepted: a code is good once (a replay in its 90 seconds is refused).
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
-- A session is 'complete', or a step of signing in: 'code' (password right, awaiting the code),
-- 'enrol' (password right, no second factor yet: the sealed secret being set up is in "pending"),
-- 'codes' (just enrolled: the sealed recovery codes to show once are in "pending").
ALTER TABLE "operator_sessions" ADD COLUMN "stage" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD COLUMN "pending" text;--> statement-breakpoint
-- Failures from a browser that signed in before count against that browser's own budget.
ALTER TABLE "login_attempts" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "login_attempts_email_device_at_idx" ON "login_attempts" USING btree ("email","device","at");--> statement-breakpoint
CREATE TABLE "operator_recovery_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"operator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "operator_recovery_codes" ADD CONSTRAINT "operator_recovery_codes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_operator_idx" ON "operator_recovery_codes" USING btree ("operator_id");--> statement-breakpoint
-- Refused sign-ins per window, typed address and client address: one counter row, and at most
-- two audit rows (the first refusal, and the count once the window has closed).
CREATE TABLE "login_refusals" (
	"window_start" timestamp with time zone NOT NULL,
	"account" text NOT NULL,
	"ip_address" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_reason" text NOT NULL,
	"summarised_at" timestamp with time zone,
	CONSTRAINT "login_refusals_window_start_account_ip_address_pk" PRIMARY KEY("window_start","account","ip_address")
);
--> statement-breakpoint
CREATE INDEX "login_refusals_open_idx" ON "login_refusals" USING btree ("summarised_at","window_start");--> statement-breakpoint
-- The audit log refuses UPDATE, DELETE and now TRUNCATE. One door stays, for the audit retention
-- command only (`npm run retention -- audit`): inside its transaction it sets
-- insurancematch.audit_retention_before (SET LOCAL, gone at commit), and a DELETE may then remove
-- rows older than that time, never rows from the last 365 days whatever the setting says.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := current_setting('insurancematch.audit_retention_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' AND cutoff IS NOT NULL AND cutoff <> '' THEN
    IF OLD.at < cutoff::timestamptz AND cutoff::timestamptz <= now() - interval '365 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
