import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a form posted without JavaScript came to (decision 103): the reference of a stored
 * submission, or the messages and typed values of a refused one, kept between the post (answered
 * 303) and the page that shows it. The visitor holds the token in the page's address; the row is
 * keyed by its SHA-256 and its contents are sealed (a failed claim's values carry its description).
 */
export const formOutcomes = pgTable(
  'form_outcomes',
  {
    /** SHA-256 (hex) of the token in the address: the database alone does not open the page. */
    id: text('id').primaryKey(),
    /** Which form: 'claim'. */
    form: text('form').notNull(),
    /** The FormState as JSON, sealed (server/storage/sealed-text.ts). */
    state: text('state').notNull(),
    /**
     * SHA-256 (hex) of the browser's `outcome-owner` cookie when the post came through the site: only
     * that browser opens the page, not whoever else holds its address. Null: saved outside a request.
     */
    owner: text('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('form_outcomes_expires_idx').on(table.expiresAt)],
);
