-- The item each outbox message is about, '<type>:<id>', kept after it leaves: the console's
-- Deliveries page links a failing message to its lead, claim, inquiry, assessment or comment.
-- The ALTER is drizzle-kit generate's for the column; its snapshots stop at 0010, so the file is
-- written like 0011-0016. Earlier messages get their item where it is known: held ones name it, and
-- the home assessment's and the comment's keys carry their id. The others stay without a link.
ALTER TABLE "outbox_messages" ADD COLUMN "item" text;
--> statement-breakpoint
UPDATE "outbox_messages" SET "item" = "held_for" WHERE "held_for" IS NOT NULL;
--> statement-breakpoint
UPDATE "outbox_messages" SET "item" = 'home_assessment:' || split_part("idempotency_key", ':', 2)
  WHERE "item" IS NULL AND "idempotency_key" ~ '^home_assessment\.submitted:[0-9]+:';
--> statement-breakpoint
UPDATE "outbox_messages" SET "item" = 'comment:' || split_part("idempotency_key", ':', 2)
  WHERE "item" IS NULL AND "idempotency_key" ~ '^comment\.posted:[0-9a-f-]{36}$';
