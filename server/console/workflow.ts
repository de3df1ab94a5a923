import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '../db/client';
import { comments, itemNotes, itemWorkflow, operators } from '../db/schema';
import { recordAudit, type Actor } from './audit';
import { invalidatePageCache } from '../http/page-cache';
import { now } from './clock';
import type { ItemStatus, ItemType } from '@/lib/fields/console-item';

/**
 * The item's workflow row, locked until the transaction ends (none yet: new, nobody's). A New item
 * has no row for `for update` to lock, so the item itself is locked first (a transaction-scoped
 * advisory lock on its key): two first changes at once were both "Saved", the later silently
 * overwriting the earlier.
 */
async function lockedWorkflow(tx: Tx, type: ItemType, id: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${type}:${id}`}))`);
  const [row] = await tx
    .select({ status: itemWorkflow.status, assignedTo: itemWorkflow.assignedTo })
    .from(itemWorkflow)
    .where(and(eq(itemWorkflow.subjectType, type), eq(itemWorkflow.subjectId, id)))
    .for('update');
  return { status: (row?.status ?? 'new') as ItemStatus, assignedTo: row?.assignedTo ?? null };
}

/**
 * Sets the item's status. `shown` is the status the member of staff saw when they chose: if someone
 * changed it since (another tab, a colleague) to anything but the same choice, nothing changes and
 * the answer is 'stale', so nobody's change is overwritten unseen. The status it already has is
 * 'saved' without a write or an audit row: the history lists changes only.
 */
export async function setItemStatus(
  actor: Actor,
  type: ItemType,
  id: string,
  status: ItemStatus,
  shown?: ItemStatus,
): Promise<'saved' | 'stale'> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const stored = await lockedWorkflow(tx, type, id);
    if (shown !== undefined && stored.status !== shown && stored.status !== status) return 'stale' as const;
    // Saving the status it already has changes nothing: no "Status changed" line in its history.
    if (stored.status === status) return 'unchanged' as const;
    await tx
      .insert(itemWorkflow)
      .values({ subjectType: type, subjectId: id, status, updatedAt: now() })
      .onConflictDoUpdate({
        target: [itemWorkflow.subjectType, itemWorkflow.subjectId],
        set: { status, updatedAt: now() },
      });
    // Spam is never shown: a comment marked as spam leaves the public list at once.
    if (type === 'comment' && status === 'spam')
      await tx.update(comments).set({ visibility: 'hidden' }).where(eq(comments.id, id));
    await recordAudit(actor, { action: 'item.status', subjectType: type, subjectId: id, detail: { status } }, tx);
    return 'saved' as const;
  });
  if (outcome === 'saved' && type === 'comment') invalidatePageCache('/api/comments/');
  return outcome === 'stale' ? 'stale' : 'saved';
}

/**
 * Assigns the item to an operator (null: nobody). The audit row names the assignee by e-mail too,
 * so the log reads as people, not ids (issue 23). Nothing changes for an account nobody has
 * ('unknown') or a disabled one ('disabled': its owner can no longer sign in to work the item), or
 * when the assignee is no longer the one the member of staff saw (`shown`): 'stale', as for the status.
 */
export async function assignItem(
  actor: Actor,
  type: ItemType,
  id: string,
  operatorId: string | null,
  shown?: string | null,
): Promise<'assigned' | 'unknown' | 'disabled' | 'stale'> {
  const db = await getDb();
  let assignedToEmail: string | null = null;
  if (operatorId) {
    const [account] = await db
      .select({ email: operators.email, disabledAt: operators.disabledAt })
      .from(operators)
      .where(eq(operators.id, operatorId));
    if (!account) return 'unknown';
    if (account.disabledAt) return 'disabled';
    assignedToEmail = account.email;
  }
  return db.transaction(async (tx) => {
    const stored = await lockedWorkflow(tx, type, id);
    if (shown !== undefined && stored.assignedTo !== shown && stored.assignedTo !== operatorId) return 'stale';
    // Assigning whom it is already assigned to changes nothing, and writes no history line.
    if (stored.assignedTo === operatorId) return 'assigned';
    await tx
      .insert(itemWorkflow)
      .values({ subjectType: type, subjectId: id, assignedTo: operatorId, updatedAt: now() })
      .onConflictDoUpdate({
        target: [itemWorkflow.subjectType, itemWorkflow.subjectId],
        set: { assignedTo: operatorId, updatedAt: now() },
      });
    await recordAudit(
      actor,
      { action: 'item.assign', subjectType: type, subjectId: id, detail: { assignedTo: operatorId, assignedToEmail } },
      tx,
    );
    return 'assigned' as const;
  });
}

export async function addNote(actor: Actor, type: ItemType, id: string, body: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(itemNotes).values({
      subjectType: type,
      subjectId: id,
      authorId: actor.operatorId,
      authorEmail: actor.actor,
      body,
      createdAt: now(),
    });
    await recordAudit(actor, { action: 'item.note', subjectType: type, subjectId: id }, tx);
  });
}

/**
 * Comment moderation: 'published' (restore or approve), 'hidden', or deleted for good. A comment
 * whose status is Spam is never published ('spam'): its status changes first, so the console never
 * shows a comment marked as spam that visitors read.
 */
export async function moderateComment(
  actor: Actor,
  id: string,
  action: 'publish' | 'hide' | 'delete',
): Promise<'moderated' | 'spam'> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    // Locked as a status change locks it: a "Spam" saved at the same moment is seen, never published over.
    if (action === 'publish' && (await lockedWorkflow(tx, 'comment', id)).status === 'spam') return 'spam';
    // A deleted comment has no page left: its entry names the article it was on (public), never its author or
    // words (the audit log is kept without end, decision 126).
    let detail: Record<string, unknown> | undefined;
    if (action === 'delete') {
      const [deleted] = await tx
        .delete(comments)
        .where(eq(comments.id, id))
        .returning({ article: comments.blogPostUrl });
      await tx.delete(itemWorkflow).where(and(eq(itemWorkflow.subjectType, 'comment'), eq(itemWorkflow.subjectId, id)));
      detail = deleted ? { article: deleted.article } : undefined;
    } else {
      await tx
        .update(comments)
        .set({ visibility: action === 'publish' ? 'published' : 'hidden' })
        .where(eq(comments.id, id));
    }
    await recordAudit(actor, { action: `comment.${action}`, subjectType: 'comment', subjectId: id, detail }, tx);
    return 'moderated';
  });
  // The public list of this instance changes at once (others within COMMENTS_TTL_MS, decision 161).
  if (outcome === 'moderated') invalidatePageCache('/api/comments/');
  return outcome;
}

/** A console account as the desk names it; a disabled one still names its past work, and is offered no new work. */
export interface Agent {
  id: string;
  email: string;
  disabled: boolean;
}

export async function listAgents(): Promise<Agent[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: operators.id, email: operators.email, disabledAt: operators.disabledAt })
    .from(operators)
    .orderBy(operators.email);
  return rows.map(({ id, email, disabledAt }) => ({ id, email, disabled: disabledAt !== null }));
}
