import 'server-only';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ItemType } from '@/lib/fields/console-item';
import { businessInquiries, claims, comments, homeAssessments, leads } from '../db/schema';

/**
 * Where each submission type is stored, for the jobs that go over every type: suspected spam
 * (mark genuine, purge), the retention job (count and blank personal fields) and the backup's
 * counts. One entry per type (issue 28, decision 178), so a new type is one more line here
 * rather than one more branch in each job.
 */
export interface SubmissionTable {
  table: PgTable;
  id: PgColumn;
  spam: PgColumn;
  createdAt: PgColumn;
  /** The table's SQL name: the retention report's and the backup manifest's key. */
  name: string;
  /** The field the retention job blanks first: once it reads '[removed]', the row is done. */
  retentionMarker: PgColumn;
  /** The personal fields the retention job blanks (decision 126), given the word that replaces them. */
  retentionBlank(removed: string): Record<string, string | null>;
  /** Set for a table that numbers its rows (home assessments); the others' ids are UUIDs. */
  numericId?: true;
}

export const SUBMISSION_TABLES: Record<ItemType, SubmissionTable> = {
  claim: {
    table: claims,
    id: claims.id,
    spam: claims.suspectedSpam,
    createdAt: claims.createdAt,
    name: 'claims',
    retentionMarker: claims.email,
    retentionBlank: (removed) => ({
      firstName: removed,
      lastName: removed,
      email: removed,
      phone: removed,
      description: removed,
    }),
  },
  business_inquiry: {
    table: businessInquiries,
    id: businessInquiries.id,
    spam: businessInquiries.suspectedSpam,
    createdAt: businessInquiries.createdAt,
    name: 'business_inquiries',
    retentionMarker: businessInquiries.email,
    retentionBlank: (removed) => ({ contactName: removed, email: removed, phone: removed, additionalDetails: removed }),
  },
  lead: {
    table: leads,
    id: leads.id,
    spam: leads.suspectedSpam,
    createdAt: leads.createdAt,
    name: 'leads',
    retentionMarker: leads.email,
    // A call-back request's note is the visitor's own words: it goes with the contact details.
    retentionBlank: (removed) => ({ name: removed, email: removed, phone: removed, note: null }),
  },
  home_assessment: {
    table: homeAssessments,
    id: homeAssessments.id,
    spam: homeAssessments.suspectedSpam,
    createdAt: homeAssessments.createdAt,
    name: 'home_assessments',
    retentionMarker: homeAssessments.email,
    retentionBlank: (removed) => ({ fullName: removed, email: removed, phone: removed }),
    numericId: true,
  },
  comment: {
    table: comments,
    id: comments.id,
    spam: comments.suspectedSpam,
    createdAt: comments.createdAt,
    name: 'comments',
    retentionMarker: comments.authorName,
    retentionBlank: (removed) => ({ authorName: removed, authorEmail: null }),
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id from a URL or a form as the type's id column takes it (a number or a UUID), or null when
 * it cannot be one of the type's ids: the query is never sent a value the column would refuse.
 */
export function idFor(type: ItemType, id: string): string | number | null {
  if (SUBMISSION_TABLES[type].numericId) return /^\d{1,16}$/.test(id) ? Number(id) : null;
  return UUID.test(id) ? id : null;
}
