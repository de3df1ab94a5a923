import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageColumn } from './language';
import { submissionStore } from './submission-store';

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
