import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import { languageColumn } from './language';
import { submissionStore } from './submission-store';

/**
 * A home assessment and the options quoted for it. The id is a random positive integer below
 * 2^53 (server/insurance/assessment-id.ts), never a sequence: it is the only key to the results
 * page, so nobody can page through other people's results.
 */
export const homeAssessments = pgTable(
  'home_assessments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    /** 'site' (our form) or 'survey_webhook' (the external survey) */
    source: text('source').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    dwellingCoverage: integer('dwelling_coverage').notNull(),
    squareFeet: integer('square_feet').notNull(),
    yearBuilt: integer('year_built').notNull(),
    construction: text('construction').notNull(),
    roofAge: integer('roof_age').notNull(),
    claimsLastFiveYears: integer('claims_last_five_years').notNull(),
    preferredDeductible: integer('preferred_deductible').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The quoted options exactly as shown (the product specification, section 3, Option), and the table version. */
    options: jsonb('options').$type<InsuranceOption[]>().notNull(),
    ratingVersion: text('rating_version').notNull(),
    /**
     * Priced from an example rating table (RATES_FILE unset): in production its carriers are never
     * shown, and the PDF and messages say the figures are estimates (server/insurance/presentation.ts).
     */
    ratesExample: boolean('rates_example').notNull(),
    /**
     * Set when the submission tripped the honeypot or the fill-time check: 'honeypot-filled' | 'submitted-too-fast'
     * (decision 042).
     */
    suspectedSpam: text('suspected_spam'),
    language: languageColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('home_assessments_created_idx').on(table.createdAt)],
);

/** The plan the visitor confirmed; choosing again replaces it (one row per assessment). */
export const homeAssessmentsStore = submissionStore('home_assessment', homeAssessments, {
  retentionMarker: homeAssessments.email,
  retentionBlank: (removed) => ({ fullName: removed, email: removed, phone: removed }),
});

export const homeInsuranceSelections = pgTable('home_insurance_selections', {
  assessmentId: bigint('assessment_id', { mode: 'number' })
    .primaryKey()
    .references(() => homeAssessments.id, { onDelete: 'cascade' }),
  insuranceId: text('insurance_id').notNull(),
  /** How many times the visitor confirmed (the last choice wins). */
  confirmations: integer('confirmations').notNull().default(1),
  /**
   * The confirmation's reference (HOME-...), kept when the visitor confirms again (decision 085); null before migration
   * 0013.
   */
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type HomeAssessmentRow = typeof homeAssessments.$inferSelect;
export type HomeInsuranceSelectionRow = typeof homeInsuranceSelections.$inferSelect;
