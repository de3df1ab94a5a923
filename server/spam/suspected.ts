import 'server-only';
import { and, eq, inArray, isNotNull, lt, not, sql } from 'drizzle-orm';
import { getDb, resultRows } from '../db/client';
import { claimAttachments, comments, consentRecords, itemNotes, itemWorkflow, outboxMessages } from '../db/schema';
import type { EnqueueOptions } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/worker';
import { getFileStore } from '../storage/store';
import { getEnv } from '../env';
import { invalidatePageCache } from '../http/page-cache';
import type { BotReason } from '../honeypot';
import type { SubmissionContext } from '../http/guarded-submission';
import { recordAudit, type Actor } from '../console/audit';
import { now } from '../console/clock';
import { beingWorked } from '../console/being-worked';
import { outboxItemKey, type ItemType } from '@/lib/fields/console-item';
import { idFor, SUBMISSION_TABLES as TABLES, type SubmissionTable } from '../submissions/tables';

/**
 * Suspected spam (issue 24, decision 042): a submission that trips the honeypot or the fill-time
 * check is stored like any other, with the reason in its `suspected_spam` column, and its messages
 * (the agency's e-mail, the CRM webhook, the visitor's confirmation) are queued 'held'. Nothing
 * leaves until a person marks it genuine in the console; what nobody releases is deleted after
 * SPAM_RETENTION_DAYS by the retention job. The visitor sees the normal confirmation either way.
 */

/** The column value for a new submission: the reason, or null for an ordinary one. */
export const suspectedSpamOf = (context: SubmissionContext): BotReason | null => context.suspectedSpam ?? null;

/** How a submission's messages are queued: about their item, and held while it is suspected spam. */
export function outboxOptionsFor(
  suspectedSpam: BotReason | string | null | undefined,
  type: ItemType,
  id: string | number,
): EnqueueOptions {
  const item = outboxItemKey(type, id);
  return suspectedSpam ? { item, heldFor: item } : { item };
}

/**
 * "Mark genuine": the item leaves the suspected-spam list for the inbox and its held messages go
 * out through the outbox as if it had just arrived (opt-outs are still checked as they leave).
 * False when the item is not (or no longer) suspected spam. Audited.
 */
export async function markGenuine(actor: Actor, type: ItemType, id: string): Promise<boolean> {
  const { table, id: idColumn, spam } = TABLES[type];
  const db = await getDb();
  const released = await db.transaction(async (tx) => {
    const key = idFor(type, id);
    if (key === null) return null;
    const result = await tx.execute(
      sql`update ${table} set suspected_spam = null where ${idColumn} = ${key} and ${spam} is not null returning 1 as released`,
    );
    const cleared = resultRows(result);
    if (cleared.length === 0) return null;
    // A comment becomes what it would have been: published at once unless comments are pre-moderated.
    if (type === 'comment' && getEnv().COMMENTS_MODERATION === 'post')
      await tx.update(comments).set({ visibility: 'published' }).where(eq(comments.id, id));
    const messages = await tx
      .update(outboxMessages)
      // As if the item had just arrived (decision 042): the retry window counts from now, not from a
      // queueing days ago, after which the first failed try was the last.
      .set({ status: 'pending', heldFor: null, nextAttemptAt: now(), createdAt: now() })
      .where(and(eq(outboxMessages.heldFor, outboxItemKey(type, id)), eq(outboxMessages.status, 'held')))
      .returning({ id: outboxMessages.id });
    await recordAudit(
      actor,
      { action: 'item.genuine', subjectType: type, subjectId: id, detail: { messages: messages.length } },
      tx,
    );
    return messages.length;
  });
  if (released === null) return false;
  if (type === 'comment') invalidatePageCache('/api/comments/');
  wakeOutbox();
  return true;
}

/** The reason an item is suspected spam, or null (also for an unknown id). */
export async function suspectedSpamReason(type: ItemType, id: string): Promise<string | null> {
  const key = idFor(type, id);
  if (key === null) return null;
  const { table, id: idColumn, spam } = TABLES[type];
  const db = await getDb();
  const [row] = await db.select({ reason: spam }).from(table).where(eq(idColumn, key));
  return (row?.reason as string | null | undefined) ?? null;
}

/**
 * Counts, and unless `dryRun` deletes, suspected spam older than `days`: the item, its held
 * messages, its consent record, workflow and notes, and a claim's stored documents. Spam nobody
 * released is not a submission the agency keeps (decision 126).
 */
export async function purgeSuspectedSpam(days: number, dryRun: boolean): Promise<Record<ItemType, number>> {
  const cutoff = new Date(now().getTime() - days * 86_400_000);
  const db = await getDb();
  const counts = {} as Record<ItemType, number>;
  for (const [type, { table, id: idColumn, spam, createdAt }] of Object.entries(TABLES) as [
    ItemType,
    SubmissionTable,
  ][]) {
    const rows = (await db
      .select({ id: idColumn })
      .from(table)
      // One a member of staff has In progress is in hand, spam or not: they decide, not the clock.
      .where(and(isNotNull(spam), lt(createdAt, cutoff), not(beingWorked(type, idColumn))))) as {
      id: string | number;
    }[];
    counts[type] = rows.length;
    if (dryRun || rows.length === 0) continue;
    const ids = rows.map((row) => row.id);
    const textIds = ids.map(String);
    const documents =
      type === 'claim'
        ? await db
            .select({ key: claimAttachments.storageKey })
            .from(claimAttachments)
            .where(inArray(claimAttachments.claimId, textIds))
        : [];
    await db.transaction(async (tx) => {
      await tx.delete(outboxMessages).where(
        inArray(
          outboxMessages.heldFor,
          ids.map((id) => outboxItemKey(type, id)),
        ),
      );
      await tx
        .delete(consentRecords)
        .where(and(eq(consentRecords.subjectType, type), inArray(consentRecords.subjectId, textIds)));
      await tx
        .delete(itemWorkflow)
        .where(and(eq(itemWorkflow.subjectType, type), inArray(itemWorkflow.subjectId, textIds)));
      await tx.delete(itemNotes).where(and(eq(itemNotes.subjectType, type), inArray(itemNotes.subjectId, textIds)));
      // Attachments and a home assessment's selection go with their row (ON DELETE CASCADE).
      await tx.delete(table).where(inArray(idColumn, ids));
    });
    const store = getFileStore();
    for (const document of documents) await store.delete(document.key);
  }
  return counts;
}
