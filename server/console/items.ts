import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import {
  businessInquiries,
  claimAttachments,
  claims,
  comments,
  consentRecords,
  homeAssessments,
  homeInsuranceSelections,
  itemNotes,
  itemWorkflow,
  leads,
  outboxMessages,
  type ConsentRecord,
} from '../db/schema';
import { decryptClaimText } from '../claims/claim-text';
import type { ItemStatus, ItemType } from './item-types';

export interface ItemField {
  label: string;
  value: string;
}

export interface ItemDetail {
  type: ItemType;
  id: string;
  title: string;
  reference: string | null;
  createdAt: Date;
  fields: ItemField[];
  consent: ConsentRecord | null;
  attachments: { id: string; originalName: string; mediaType: string; sizeBytes: number; sha256: string }[];
  outbox: { id: string; channel: string; topic: string; status: string; attempts: number; lastError: string | null; createdAt: Date; deliveredAt: Date | null }[];
  workflow: { status: ItemStatus; assignedTo: string | null };
  notes: { id: string; authorEmail: string; body: string; createdAt: Date }[];
  /** Comments only: 'published' | 'held' | 'hidden'. */
  visibility?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Turns a row into label/value pairs: every column, in order, with readable names. */
function fieldsOf(row: Record<string, unknown>, skip: string[] = []): ItemField[] {
  return Object.entries(row)
    .filter(([key]) => !skip.includes(key))
    .map(([key, value]) => ({
      label: key.replace(/([A-Z])/g, ' $1').replace(/^./, (char) => char.toUpperCase()),
      value: value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
    }));
}

/** Everything the console shows about one submission; the claim's description is opened here. */
export async function loadItem(type: ItemType, id: string): Promise<ItemDetail | null> {
  const db = await getDb();
  let base: Pick<ItemDetail, 'title' | 'reference' | 'createdAt' | 'fields'> & { attachments?: ItemDetail['attachments']; visibility?: string; outboxNeedle: string };
  if (type === 'home_assessment') {
    if (!/^\d{1,16}$/.test(id)) return null;
    const [row] = await db.select().from(homeAssessments).where(eq(homeAssessments.id, Number(id)));
    if (!row) return null;
    const [selection] = await db.select().from(homeInsuranceSelections).where(eq(homeInsuranceSelections.assessmentId, row.id));
    const { options, ...rest } = row;
    const chosen = selection ? options.find((option) => option.id === selection.insuranceId) : undefined;
    base = {
      title: `Home assessment for ${row.fullName}`,
      reference: null,
      createdAt: row.createdAt,
      fields: [
        ...fieldsOf(rest),
        { label: 'Options quoted', value: options.map((option) => `${option.id} ${option.providerName} $${option.monthlyPremium}/month`).join('; ') },
        { label: 'Selected plan', value: selection ? `${selection.insuranceId}${chosen ? ` (${chosen.providerName})` : ''}, confirmed ${selection.confirmations}x, last ${selection.updatedAt.toISOString()}` : 'none yet' },
      ],
      outboxNeedle: `home_assessment.submitted:${row.id}:`,
    };
  } else {
    if (!UUID.test(id)) return null;
    if (type === 'claim') {
      const [row] = await db.select().from(claims).where(eq(claims.id, id));
      if (!row) return null;
      const attachments = await db
        .select({ id: claimAttachments.id, originalName: claimAttachments.originalName, mediaType: claimAttachments.mediaType, sizeBytes: claimAttachments.sizeBytes, sha256: claimAttachments.sha256 })
        .from(claimAttachments)
        .where(eq(claimAttachments.claimId, id))
        .orderBy(asc(claimAttachments.createdAt));
      base = {
        title: `Claim ${row.reference}`,
        reference: row.reference,
        createdAt: row.createdAt,
        fields: fieldsOf({ ...row, description: decryptClaimText(row.description) }),
        attachments: attachments.map((file) => ({ ...file, originalName: decryptClaimText(file.originalName) })),
        outboxNeedle: row.reference,
      };
    } else if (type === 'business_inquiry') {
      const [row] = await db.select().from(businessInquiries).where(eq(businessInquiries.id, id));
      if (!row) return null;
      base = { title: `Business inquiry ${row.reference}`, reference: row.reference, createdAt: row.createdAt, fields: fieldsOf(row), outboxNeedle: row.reference };
    } else if (type === 'lead') {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      if (!row) return null;
      base = { title: `Lead ${row.reference}`, reference: row.reference, createdAt: row.createdAt, fields: fieldsOf(row), outboxNeedle: row.reference };
    } else {
      const [row] = await db.select().from(comments).where(eq(comments.id, id));
      if (!row) return null;
      base = { title: `Comment by ${row.authorName}`, reference: null, createdAt: row.createdAt, fields: fieldsOf(row), visibility: row.visibility, outboxNeedle: `comment.posted:${row.id}` };
    }
  }

  const [consent, outbox, [workflow], notes] = await Promise.all([
    type === 'comment'
      ? Promise.resolve([] as ConsentRecord[])
      : db.select().from(consentRecords).where(and(eq(consentRecords.subjectType, type), eq(consentRecords.subjectId, id))).limit(1),
    db
      .select({ id: outboxMessages.id, channel: outboxMessages.channel, topic: outboxMessages.topic, status: outboxMessages.status, attempts: outboxMessages.attempts, lastError: outboxMessages.lastError, createdAt: outboxMessages.createdAt, deliveredAt: outboxMessages.deliveredAt })
      .from(outboxMessages)
      .where(sql`(${outboxMessages.idempotencyKey} like ${`${base.outboxNeedle}%`} or ${outboxMessages.payload}::text like ${`%${base.outboxNeedle}%`})`)
      .orderBy(asc(outboxMessages.createdAt)),
    db.select().from(itemWorkflow).where(and(eq(itemWorkflow.subjectType, type), eq(itemWorkflow.subjectId, id))),
    db.select({ id: itemNotes.id, authorEmail: itemNotes.authorEmail, body: itemNotes.body, createdAt: itemNotes.createdAt }).from(itemNotes).where(and(eq(itemNotes.subjectType, type), eq(itemNotes.subjectId, id))).orderBy(desc(itemNotes.createdAt)),
  ]);
  return {
    type,
    id,
    title: base.title,
    reference: base.reference,
    createdAt: base.createdAt,
    fields: base.fields,
    consent: consent[0] ?? null,
    attachments: base.attachments ?? [],
    outbox,
    workflow: { status: (workflow?.status ?? 'new') as ItemStatus, assignedTo: workflow?.assignedTo ?? null },
    notes,
    visibility: base.visibility,
  };
}
