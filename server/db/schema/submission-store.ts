import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ItemType } from '@/lib/fields/console-item';

/** A table of visitor submissions: an id, the suspected-spam reason and the time received. */
type SubmissionTableShape = PgTable & { id: PgColumn; suspectedSpam: PgColumn; createdAt: PgColumn };

/**
 * What the jobs that go over every submission type need of one type's table (suspected spam, the
 * retention job, the backup's counts): declared beside the table, in the file a new type adds
 * anyway, and found by server/submissions/tables.ts among this folder's exports (decision 178).
 */
export interface SubmissionStore {
  readonly submissionType: ItemType;
  readonly table: SubmissionTableShape;
  /** The field the retention job blanks first: once it reads '[removed]', the row is done. */
  readonly retentionMarker: PgColumn;
  /** The personal fields the retention job blanks (decision 126), given the word that replaces them. */
  retentionBlank(removed: string): Record<string, string | null>;
}

const STORE = Symbol('submission store');

export function submissionStore(
  submissionType: ItemType,
  table: SubmissionTableShape,
  retention: Pick<SubmissionStore, 'retentionMarker' | 'retentionBlank'>,
): SubmissionStore {
  // A plain object: drizzle reads this folder's exports and asks each for its constructor.
  const store: SubmissionStore & { [STORE]: true } = { [STORE]: true, submissionType, table, ...retention };
  return store;
}

export function isSubmissionStore(value: unknown): value is SubmissionStore {
  return typeof value === 'object' && value !== null && STORE in value;
}
