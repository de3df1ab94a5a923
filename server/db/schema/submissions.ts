import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import type { StoredEstimate } from '@/lib/estimate/stored';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageColumn } from './language';
import { submissionStore } from './submission-store';

/*
 * What visitors send, one table per submission type, each with its `submissionStore` (decision 178):
 * a new type adds its table and store here, and server/submissions/tables.ts, retention, suspected
 * spam, backup counts and the console's inbox read it from the schema's exports.
 */

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

/** A claim as the visitor filed it. `reference` is the random public reference (never sequential). */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    agent: text('agent').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** 'health' | 'life' | 'disability' */
    claimType: text('claim_type').notNull(),
    /** Medical details: stays in the database, never in an e-mail or a log line. */
    description: text('description').notNull(),
    /** 'low' | 'medium' | 'high' | 'emergency' */
    urgency: text('urgency').notNull(),
    /**
     * Set when the submission tripped the honeypot or the fill-time check: 'honeypot-filled' | 'submitted-too-fast'
     * (decision 042).
     */
    suspectedSpam: text('suspected_spam'),
    language: languageColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's inbox lists newest first (decision 112).
  (table) => [index('claims_created_idx').on(table.createdAt)],
);

/** A document attached to a claim: its bytes are encrypted in the file store under `storageKey`. */
export const claimAttachments = pgTable(
  'claim_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    /** Detected from the bytes, not the name: application/pdf, image/jpeg, image/png, application/msword, ...docx */
    mediaType: text('media_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** SHA-256 of the plaintext, hex. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claim_attachments_claim_idx').on(table.claimId)],
);

/** Retention blanks the contact details and the description (decision 126). */
export const claimsStore = submissionStore('claim', claims, {
  retentionMarker: claims.email,
  retentionBlank: (removed) => ({
    firstName: removed,
    lastName: removed,
    email: removed,
    phone: removed,
    description: removed,
  }),
});

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimAttachmentRow = typeof claimAttachments.$inferSelect;

/** A small-business group quote request. `reference` is random, never sequential. */
export const businessInquiries = pgTable(
  'business_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    employeeCount: text('employee_count').notNull(),
    /** The state's name, as the form lists it. */
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    /** 'yes' | 'no' */
    subsidizePlans: text('subsidize_plans').notNull(),
    additionalDetails: text('additional_details').notNull().default(''),
    /**
     * Set when the submission tripped the honeypot or the fill-time check: 'honeypot-filled' | 'submitted-too-fast'
     * (decision 042).
     */
    suspectedSpam: text('suspected_spam'),
    language: languageColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's inbox lists newest first (decision 112).
  (table) => [index('business_inquiries_created_idx').on(table.createdAt)],
);

export const businessInquiriesStore = submissionStore('business_inquiry', businessInquiries, {
  retentionMarker: businessInquiries.email,
  retentionBlank: (removed) => ({ contactName: removed, email: removed, phone: removed, additionalDetails: removed }),
});

export type BusinessInquiryRow = typeof businessInquiries.$inferSelect;

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
