import 'server-only';
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ITEM_TYPES, type ItemType } from '@/lib/fields/console-item';
import * as schema from '../db/schema';
import { isSubmissionStore, type SubmissionStore } from '../db/schema/submission-store';

/**
 * Where each submission type is stored, for the jobs that go over every type: suspected spam
 * (mark genuine, purge), the retention job (count and blank personal fields) and the backup's
 * counts. Each type declares its table's part once, beside the table (`submissionStore` in its
 * server/db/schema file; issue 28, decision 178); this reads them all, in the console's order of
 * types, so a new type adds nothing here and no branch in any job.
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
  /** Set for a table that numbers its rows (home assessments: a bigint read as a number); the others' ids are UUIDs. */
  numericId?: true;
}

const STORES: SubmissionStore[] = Object.values(schema).filter(isSubmissionStore);

function tableOf(type: ItemType): SubmissionTable {
  const store = STORES.find((candidate) => candidate.submissionType === type);
  // A console type without its table cannot be listed, purged or counted: the first import says so.
  if (!store) throw new Error(`no submissionStore in server/db/schema for the item type '${type}'`);
  const { table } = store;
  return {
    table,
    id: table.id,
    spam: table.suspectedSpam,
    createdAt: table.createdAt,
    name: getTableName(table),
    retentionMarker: store.retentionMarker,
    retentionBlank: store.retentionBlank,
    ...(table.id.dataType === 'number' ? { numericId: true as const } : {}),
  };
}

export const SUBMISSION_TABLES = Object.fromEntries(ITEM_TYPES.map((type) => [type, tableOf(type)])) as Record<
  ItemType,
  SubmissionTable
>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id from a URL or a form as the type's id column takes it (a number or a UUID), or null when
 * it cannot be one of the type's ids: the query is never sent a value the column would refuse.
 */
export function idFor(type: ItemType, id: string): string | number | null {
  if (SUBMISSION_TABLES[type].numericId) return /^\d{1,16}$/.test(id) ? Number(id) : null;
  return UUID.test(id) ? id : null;
}
