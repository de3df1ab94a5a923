import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageColumn } from './language';
import { submissionStore } from './submission-store';

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
