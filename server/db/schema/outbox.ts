import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages waiting to leave the server (e-mails, CRM webhooks). A submission writes its rows in
 * the same transaction as the record itself; the outbox worker delivers them afterwards, with
 * retries, so an SMTP or CRM outage delays a notification but never loses it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'email' or 'webhook' */
    channel: text('channel').notNull(),
    /** What the message is about, e.g. 'claim.submitted' (for logs and the webhook's event). */
    topic: text('topic').notNull(),
    /** Stays the same across every try: the CRM uses it to drop duplicates. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payload: jsonb('payload').notNull(),
    /**
     * 'pending' | 'delivered' | 'dead' | 'suppressed' (a visitor e-mail whose recipient opted out before it left)
     * | 'filed' (an e-mail written to DATA_DIR/mail-outbox because no SMTP_URL is set: done, but not sent)
     * | 'held' (a suspected-spam item's message, waiting for a person to mark it genuine: never taken by the worker)
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker holds the message, so a crashed worker's claim expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Set on e-mails to a visitor (confirmations): the normalised address, for the daily limit per
     * recipient and the opt-out check at delivery (decision 125). Null for the agency's e-mails and webhooks.
     */
    recipientKey: text('recipient_key'),
    /** For 'held' messages: the item they announce, '<type>:<id>' (server/spam/suspected.ts). */
    heldFor: text('held_for'),
    /**
     * The item the message is about, '<type>:<id>', kept after it leaves (unlike `heldFor`): the item
     * page lists its messages by it and Deliveries links a failing message to its item. Null for
     * messages about no item (an opt-out's confirmation, a console account's e-mail).
     */
    item: text('item'),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_recipient_idx').on(table.recipientKey, table.createdAt),
    index('outbox_item_idx').on(table.item),
    index('outbox_held_idx')
      .on(table.heldFor)
      .where(sql`held_for is not null`),
  ],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
