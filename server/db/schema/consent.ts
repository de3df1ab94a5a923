import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageColumn } from './language';

/**
 * What a visitor agreed to, kept with every submission that takes a phone number (TCPA record):
 * the exact disclosure text and version shown, the checkbox state, when (UTC), from where.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the consent belongs to: a ConsentSubject (content/consent.ts), e.g. 'claim' */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    disclosureText: text('disclosure_text').notNull(),
    disclosureVersion: text('disclosure_version').notNull(),
    /** The language of the words shown (and kept in disclosure_text): 'en' | 'es'. */
    language: languageColumn(),
    checkboxChecked: boolean('checkbox_checked').notNull(),
    /**
     * What the record means, in words (decision 123): consent to calls and texts, or "no consent to
     * calls or texts: reply by e-mail, or call only in answer to this request". Null on rows stored
     * before the wording of 2026-11.
     */
    contactStatement: text('contact_statement'),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    pageUrl: text('page_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consent_subject_idx').on(table.subjectType, table.subjectId)],
);

export type ConsentRecord = typeof consentRecords.$inferSelect;
