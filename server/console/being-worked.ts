import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ItemType } from '@/lib/fields/console-item';
import { itemNotes, itemWorkflow } from '../db/schema';

/**
 * Whether staff are on an item: it is In progress, or, with `since`, its desk state (status,
 * assignee) changed or a note was written on it after that time. The jobs that remove what a
 * visitor sent by its age leave such an item alone (decision 126, addendum of 2026-12-03): a
 * period counts from the last time the agency worked on an item, never through one in hand.
 * `id` is the item's id column (a UUID or a number), compared as the desk stores it: as text.
 */
export function beingWorked(type: ItemType, id: PgColumn, since?: Date): SQL {
  const after = since ? sql`${since.toISOString()}::timestamptz` : null;
  const workflow = after
    ? sql`(${itemWorkflow.status} = 'in_progress' or ${itemWorkflow.updatedAt} >= ${after})`
    : sql`${itemWorkflow.status} = 'in_progress'`;
  const inWorkflow = sql`exists (
    select 1 from ${itemWorkflow}
    where ${itemWorkflow.subjectType} = ${type} and ${itemWorkflow.subjectId} = ${id}::text and ${workflow}
  )`;
  if (!after) return inWorkflow;
  return sql`(${inWorkflow} or exists (
    select 1 from ${itemNotes}
    where ${itemNotes.subjectType} = ${type} and ${itemNotes.subjectId} = ${id}::text and ${itemNotes.createdAt} >= ${after}
  ))`;
}
