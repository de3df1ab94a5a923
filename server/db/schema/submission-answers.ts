import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answer each stored submission got, by the key the visitor's browser sent with it (the
 * `Idempotency-Key` header, decision 096): a send whose answer was lost on the way back and is sent
 * again gets this answer, not a second record, a second e-mail to the agency and a second
 * confirmation. Written in the submission's own transaction, so a key has an answer exactly when
 * its submission is stored; kept a day.
 */
export const submissionAnswers = pgTable(
  'submission_answers',
  {
    /** The submission type the key was sent to: a key names one send to one endpoint. */
    type: text('type').notNull(),
    /** SHA-256 (hex) of the key: the database alone does not answer for the browser. */
    keyHash: text('key_hash').notNull(),
    /** What the endpoint answered (a reference, the thank-you page's address...), as JSON, sealed. */
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.keyHash] }),
    index('submission_answers_expires_idx').on(table.expiresAt),
  ],
);
