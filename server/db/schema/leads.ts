import type { StoredEstimate } from '@/lib/estimate/stored';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageColumn } from './language';
import { submissionStore } from './submission-store';

/** A lead (POST /api/leads): an assessment or a call-back request, with the page and campaign it came from. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    /** 'assessment' or 'callback' (lib/schemas/lead.ts LEAD_KINDS). */
    kind: text('kind').notNull().default('assessment'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    zipCode: text('zip_code'),
    /** Two-letter postal code. */
    state: text('state'),
    householdSize: integer('household_size'),
    yearlyIncome: integer('yearly_income'),
    /** One age per household member, when given. */
    ages: jsonb('ages').$type<number[]>(),
    coverage: jsonb('coverage').$type<string[]>().notNull().default([]),
    /** A call-back request's window (lib/schemas/lead.ts CALL_TIMES) and the visitor's note. */
    bestTime: text('best_time'),
    note: text('note'),
    pageUrl: text('page_url'),
    utm: jsonb('utm').$type<Record<string, string>>().notNull().default({}),
    /** The premium tax credit estimate computed at submission (decision 180); null for a call-back request. */
    estimate: jsonb('estimate').$type<StoredEstimate>(),
    /**
     * Set when the submission tripped the honeypot or the fill-time check: 'honeypot-filled' | 'submitted-too-fast'
     * (decision 042).
     */
    suspectedSpam: text('suspected_spam'),
    language: languageColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's inbox lists newest first (decision 112).
  (table) => [index('leads_created_idx').on(table.createdAt)],
);

export const leadsStore = submissionStore('lead', leads, {
  retentionMarker: leads.email,
  // A call-back request's note is the visitor's own words: it goes with the contact details.
  retentionBlank: (removed) => ({ name: removed, email: removed, phone: removed, note: null }),
});

export type LeadRow = typeof leads.$inferSelect;
