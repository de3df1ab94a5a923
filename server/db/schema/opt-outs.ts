import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A request to stop contacting someone (the /opt-out page and POST /api/opt-out, decision 124):
 * the normalised e-mail and/or phone it names, the reason as typed (optional), where and when it
 * came from. Kept for as long as the agency keeps contact details (decision 126): it is what stops
 * the next confirmation e-mail and marks every later CRM webhook `doNotContact`.
 */
export const optOuts = pgTable(
  'opt_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** OPT- and 12 random characters: shown to the visitor and in the confirmation. */
    reference: text('reference').notNull().unique(),
    /** Lower-case, trimmed; null when only a phone was given. */
    email: text('email'),
    /** Ten digits (US national number); null when only an e-mail was given. */
    phone: text('phone'),
    reason: text('reason'),
    /** 'web_form' (the page, with or without JavaScript) | 'api' (another client of POST /api/opt-out) */
    source: text('source').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('opt_outs_email_idx').on(table.email), index('opt_outs_phone_idx').on(table.phone)],
);

export type OptOut = typeof optOuts.$inferSelect;

/**
 * A visitor e-mail that was not sent, and why (decision 125): the recipient opted out (found when
 * queueing or when delivering), or the per-recipient daily limit of confirmation e-mails was
 * reached. The submission itself was stored and the agency notified either way.
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The normalised address. */
    recipient: text('recipient').notNull(),
    topic: text('topic').notNull(),
    /** 'opted_out' | 'throttled' */
    reason: text('reason').notNull(),
    /** The submission's reference, when it has one. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_suppressions_recipient_idx').on(table.recipient, table.createdAt)],
);

export type MailSuppression = typeof mailSuppressions.$inferSelect;
