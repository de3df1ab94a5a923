import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ITEM_HISTORY_ACTIONS } from '@/content/console';
import { getDb } from '../db/client';
import {
  auditLog,
  claimAttachments,
  consentRecords,
  itemNotes,
  itemWorkflow,
  outboxMessages,
  type ConsentRecord,
} from '../db/schema';
import { decryptClaimText } from '../claims/claim-text';
import { getEnv } from '../env';
import { recordAudit, type Actor } from './audit';
import { now } from './clock';
import { retryable } from './deliveries';
import { optOutsFor, type OptOutMatch } from './do-not-contact';
import { listRelated, type InboxItem } from './inbox';
import { contactOf, loadRecords, pageFields, titleOf, type ItemRecords, type ShownField } from './item-fields';
import { outboxItemKey, type ItemStatus, type ItemType } from '@/lib/fields/console-item';

export interface ItemDetail {
  type: ItemType;
  id: string;
  title: string;
  reference: string | null;
  createdAt: Date;
  /** Every field the page shows, readable, empty ones left out (server/console/item-fields.ts). */
  fields: ShownField[];
  consent: ConsentRecord | null;
  /** Opt-outs naming this e-mail or phone, oldest first (made before or after the submission). */
  optOuts: OptOutMatch[];
  /** The same person's other submissions (same e-mail or phone), newest first. */
  related: InboxItem[];
  attachments: { id: string; originalName: string; mediaType: string; sizeBytes: number; sha256: string }[];
  /**
   * For a claim older than RETENTION_DAYS_CLAIM_DOCUMENTS: those days. Its documents (if it had any)
   * were deleted by the retention job, and "No documents." would read as if none were ever sent.
   */
  documentsRetiredAfterDays: number | null;
  outbox: {
    id: string;
    channel: string;
    topic: string;
    status: string;
    attempts: number;
    lastError: string | null;
    createdAt: Date;
    deliveredAt: Date | null;
    /** Given up on, and "Retry now" can send it: its contents are still there (server/console/deliveries.ts). */
    retryable: boolean;
  }[];
  workflow: { status: ItemStatus; assignedTo: string | null };
  notes: { id: string; authorEmail: string; body: string; createdAt: Date }[];
  /** What staff did to it, newest first (the audit log's rows about it: ITEM_HISTORY_ACTIONS). */
  history: {
    id: string;
    action: (typeof ITEM_HISTORY_ACTIONS)[number];
    actor: string;
    at: Date;
    detail: Record<string, unknown>;
  }[];
  /** Comments only: 'published' | 'held' | 'hidden'. */
  visibility?: string;
}

/** The most History lines an item page shows (the audit page, filtered by the item's id, has them all). */
export const HISTORY_LIMIT = 100;

/** Everything the console shows about one submission; the claim's description is opened here. */
export async function loadItem(type: ItemType, id: string): Promise<ItemDetail | null> {
  const record = (await loadRecords(type, [id])).get(id);
  if (!record) return null;
  const db = await getDb();
  const attachments =
    type === 'claim'
      ? (
          await db
            .select({
              id: claimAttachments.id,
              originalName: claimAttachments.originalName,
              mediaType: claimAttachments.mediaType,
              sizeBytes: claimAttachments.sizeBytes,
              sha256: claimAttachments.sha256,
            })
            .from(claimAttachments)
            .where(eq(claimAttachments.claimId, id))
            .orderBy(asc(claimAttachments.createdAt))
        ).map((file) => ({ ...file, originalName: decryptClaimText(file.originalName) }))
      : [];
  const contact = contactOf(type, record);
  const base = {
    title: titleOf(type, record),
    reference: 'reference' in record ? record.reference : null,
    createdAt: record.createdAt,
    fields: pageFields(type, record),
    attachments,
    visibility: type === 'comment' ? (record as ItemRecords['comment']).visibility : undefined,
  };

  const [consent, outbox, [workflow], notes, history] = await Promise.all([
    type === 'comment'
      ? Promise.resolve([] as ConsentRecord[])
      : db
          .select()
          .from(consentRecords)
          .where(and(eq(consentRecords.subjectType, type), eq(consentRecords.subjectId, id)))
          .limit(1),
    db
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        topic: outboxMessages.topic,
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
        lastError: outboxMessages.lastError,
        createdAt: outboxMessages.createdAt,
        deliveredAt: outboxMessages.deliveredAt,
        retryable,
      })
      .from(outboxMessages)
      .where(eq(outboxMessages.item, outboxItemKey(type, id)))
      .orderBy(asc(outboxMessages.createdAt)),
    db
      .select()
      .from(itemWorkflow)
      .where(and(eq(itemWorkflow.subjectType, type), eq(itemWorkflow.subjectId, id))),
    db
      .select({
        id: itemNotes.id,
        authorEmail: itemNotes.authorEmail,
        body: itemNotes.body,
        createdAt: itemNotes.createdAt,
      })
      .from(itemNotes)
      .where(and(eq(itemNotes.subjectType, type), eq(itemNotes.subjectId, id)))
      .orderBy(desc(itemNotes.createdAt)),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actor: auditLog.actor,
        at: auditLog.at,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, type),
          eq(auditLog.subjectId, id),
          inArray(auditLog.action, [...ITEM_HISTORY_ACTIONS]),
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(HISTORY_LIMIT),
  ]);
  const [optOuts, related] = await Promise.all([optOutsFor(contact), listRelated(type, id, contact)]);
  return {
    type,
    id,
    title: base.title,
    reference: base.reference,
    createdAt: base.createdAt,
    fields: base.fields,
    consent: consent[0] ?? null,
    optOuts,
    related,
    attachments: base.attachments,
    documentsRetiredAfterDays: type === 'claim' ? documentsRetiredAfterDays(base.createdAt) : null,
    outbox,
    workflow: { status: (workflow?.status ?? 'new') as ItemStatus, assignedTo: workflow?.assignedTo ?? null },
    notes,
    history: history.map((entry) => ({
      ...entry,
      id: String(entry.id),
      action: entry.action as (typeof ITEM_HISTORY_ACTIONS)[number],
      detail: (entry.detail ?? {}) as Record<string, unknown>,
    })),
    visibility: base.visibility,
  };
}

/**
 * The item's title for its tab ("Claim CLM-..."), read without opening it: Next.js may ask a page's
 * metadata for a link's prefetch, which is nobody opening the item, so nothing is audited here.
 */
export async function itemTitle(type: ItemType, id: string): Promise<string | null> {
  const record = (await loadRecords(type, [id])).get(id);
  return record ? titleOf(type, record) : null;
}

/**
 * An operator opens an item: every view of every type is on the audit record (issue 23): claims
 * carry medical details, the others income, ages and contact details. The action names the type
 * (claim.view, lead.view, business_inquiry.view, home_assessment.view, comment.view).
 */
export async function openItem(
  actor: Actor,
  type: ItemType,
  id: string,
  { afterSave = false }: { afterSave?: boolean } = {},
): Promise<ItemDetail | null> {
  const item = await loadItem(type, id);
  if (item && !(afterSave && (await justSaved(actor, type, id))))
    await recordAudit(actor, { action: `${type}.view`, subjectType: type, subjectId: id });
  return item;
}

/** The audit actions of the item page's saves (server/console/workflow.ts), each followed by the page again. */
const SAVE_ACTIONS = ['item.status', 'item.assign', 'item.note', 'comment.publish', 'comment.hide'];

/**
 * Whether this is the page a save redirects to (`?saved=`): the actor's latest row on the item is
 * that save, a moment ago. Its own row already says who had the item open then, so the view adds
 * none; the `?saved=` address typed or reopened later, or after another view, is audited as ever.
 */
async function justSaved(actor: Actor, type: ItemType, id: string): Promise<boolean> {
  const db = await getDb();
  const [latest] = await db
    .select({ action: auditLog.action, recent: sql<boolean>`${auditLog.at} > now() - interval '1 minute'` })
    .from(auditLog)
    .where(and(eq(auditLog.actor, actor.actor), eq(auditLog.subjectType, type), eq(auditLog.subjectId, id)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return latest !== undefined && latest.recent && SAVE_ACTIONS.includes(latest.action);
}

/** The documents' retention in days when a claim received at `createdAt` is past it, else null. */
function documentsRetiredAfterDays(createdAt: Date): number | null {
  const days = getEnv().RETENTION_DAYS_CLAIM_DOCUMENTS;
  return now().getTime() - createdAt.getTime() > days * 86_400_000 ? days : null;
}
