-- The item each outbox message is about, '<type>:<id>', kept after it leaves: the console's item
-- page lists its messages by it (an index, where it used to search every payload's text), and
-- Deliveries links a failing message to its item (decision 112). The ALTER and the index are
-- drizzle-kit generate's; its snapshots stop at 0010, so the file is written like 0011-0016.
-- Earlier messages get their item from what they name: a hold, the home assessment's and the
-- comment's keys, and the reference of a lead, claim, inquiry or plan selection in their text.
ALTER TABLE "outbox_messages" ADD COLUMN "item" text;
--> statement-breakpoint
CREATE INDEX "outbox_item_idx" ON "outbox_messages" USING btree ("item");
--> statement-breakpoint
UPDATE "outbox_messages" SET "item" = "held_for" WHERE "held_for" IS NOT NULL;
--> statement-breakpoint
UPDATE "outbox_messages" SET "item" = 'home_assessment:' || split_part("idempotency_key", ':', 2)
  WHERE "item" IS NULL AND "idempotency_key" ~ '^home_assessment\.submitted:[0-9]+:';
--> statement-breakpoint
UPDATE "outbox_messages" SET "item" = 'comment:' || split_part("idempotency_key", ':', 2)
  WHERE "item" IS NULL AND "idempotency_key" ~ '^comment\.posted:[0-9a-f-]{36}$';
--> statement-breakpoint
UPDATE "outbox_messages" AS "message" SET "item" = 'lead:' || "leads"."id" FROM "leads"
  WHERE "message"."item" IS NULL
    AND substring("message"."payload"::text from 'LEAD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}') = "leads"."reference";
--> statement-breakpoint
UPDATE "outbox_messages" AS "message" SET "item" = 'claim:' || "claims"."id" FROM "claims"
  WHERE "message"."item" IS NULL
    AND substring("message"."payload"::text from 'CLM-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}') = "claims"."reference";
--> statement-breakpoint
UPDATE "outbox_messages" AS "message" SET "item" = 'business_inquiry:' || "business_inquiries"."id"
  FROM "business_inquiries"
  WHERE "message"."item" IS NULL
    AND substring("message"."payload"::text from 'BIZ-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}') = "business_inquiries"."reference";
--> statement-breakpoint
UPDATE "outbox_messages" AS "message" SET "item" = 'home_assessment:' || "selection"."assessment_id"
  FROM "home_insurance_selections" AS "selection"
  WHERE "message"."item" IS NULL
    AND substring("message"."payload"::text from 'HOME-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}') = "selection"."reference";
