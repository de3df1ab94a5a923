import 'server-only';
import { getEnv } from '../env';
import { formatInZone } from '@/lib/agency-time';
import { claimSchema } from '@/lib/schemas/claim';
import { inArray, sql } from 'drizzle-orm';
import { CLAIM_TYPE_LABELS, URGENCY_LABELS } from '@/content/submissions/claim';
import { contactStatement } from '@/content/consent';
import { agencyLanguageLine } from '@/content/mail';
import { getDb } from '../db/client';
import { claimAttachments, claims, type ClaimRow } from '../db/schema';
import { joined } from '../console/item-kind';
import type { BodyReader } from '../http/guarded-submission';
import { oneLine } from '../mail/visitor-text';
import { getFileStore } from '../storage/store';
import { defineSubmissionType, guardedPath } from '../submissions/definition';
import { submissionPolicy } from '../submissions/guards';
import { decryptClaimText, encryptClaimText } from './claim-text';
import { parseClaimUpload, type StoredFile } from './multipart';

/** "High" for 'high': the urgency as the form's choice begins ("High - Time sensitive"). */
function urgencyLabel(urgency: string): string {
  return URGENCY_LABELS[urgency as keyof typeof URGENCY_LABELS]?.split(' - ')[0] ?? urgency;
}

export interface ClaimResult {
  reference: string;
  files: number;
}

/**
 * A claim, declared once (server/submissions/definition.ts): the row with its description sealed,
 * its attachments' metadata (the files are already in the encrypted store), and its messages.
 */
export const claimType = defineSubmissionType({
  type: 'claim',
  limit: () => submissionPolicy('claims', 5),
  schema: claimSchema,
  table: claims,
  referencePrefix: 'CLM',
  pagePath: '/claims',
  row: (
    claim,
    { reference, suspectedSpam }: { reference: string; suspectedSpam: string | null; extra: StoredFile[] },
  ) => ({
    reference,
    agent: claim.agent,
    firstName: claim.firstName,
    lastName: claim.lastName,
    email: claim.email,
    phone: claim.phone,
    claimType: claim.claimType,
    description: encryptClaimText(claim.description),
    urgency: claim.urgency,
    suspectedSpam,
  }),
  storeDetails: async (tx, row, files) =>
    files.length === 0
      ? []
      : tx
          .insert(claimAttachments)
          .values(
            files.map((file) => ({
              claimId: row.id,
              // A file's name can say as much as the file ("oncology-referral.pdf"): sealed like the description.
              originalName: encryptClaimText(file.originalName),
              mediaType: file.mediaType,
              sizeBytes: file.sizeBytes,
              sha256: file.sha256,
              storageKey: file.key,
            })),
          )
          .returning(),
  // The agency hears who, what, how urgent and how many files: never the documents or the description.
  agencyEmail: ({ row, input, details, consoleUrl }) => {
    const type = CLAIM_TYPE_LABELS[input.claimType];
    return {
      subject: `${row.urgency === 'emergency' || row.urgency === 'high' ? `[${row.urgency.toUpperCase()}] ` : ''}New claim ${row.reference}: ${type}, urgency ${row.urgency}`,
      text: [
        `A claim was submitted on the website.`,
        ``,
        `Reference: ${row.reference}`,
        `Received: ${formatInZone(row.createdAt, getEnv().AGENCY_TIME_ZONE)}`,
        agencyLanguageLine(row.language),
        `Claimant: ${oneLine(`${row.firstName} ${row.lastName}`)}`,
        `E-mail: ${row.email}`,
        `Phone: ${row.phone}`,
        `Claim type: ${type}`,
        `Urgency: ${row.urgency}`,
        `Agent: ${oneLine(row.agent)}`,
        `Documents attached: ${details.length}`,
        `Calls and texts: ${contactStatement(input.consent)}`,
        ``,
        `The description and the documents are kept encrypted on the server and are not sent by e-mail.`,
        `Open the claim in the console: ${consoleUrl}`,
        `Promise to the claimant: their agent contacts them within 24 hours.`,
      ].join('\n'),
    };
  },
  webhook: ({ row, input, details, consoleUrl }) => ({
    reference: row.reference,
    submittedAt: row.createdAt.toISOString(),
    agent: row.agent,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    claimType: row.claimType,
    urgency: row.urgency,
    // Sealed in the row and so in the outbox row; the worker opens it only as the webhook leaves (decision 111).
    description: row.description,
    consent: input.consent,
    // Metadata only: the documents stay in the encrypted store.
    attachments: details.map((attachment) => ({
      name: attachment.originalName,
      mediaType: attachment.mediaType,
      sizeBytes: attachment.sizeBytes,
      sha256: attachment.sha256,
    })),
    consoleUrl,
  }),
  confirmation: () => 'claim',
  text: (claim) => ({ kind: 'claim', phone: claim.phone, consent: claim.consent }),
  logLine: ({ row, details }) => [
    'claim stored',
    { reference: row.reference, files: details.length, urgency: row.urgency },
  ],
  result: ({ row, details }): ClaimResult => ({ reference: row.reference, files: details.length }),
  console: {
    // A claim as the desk reads it: with how many documents came with it.
    async load(ids): Promise<(ClaimRow & { documents: number })[]> {
      const db = await getDb();
      const [rows, counts] = await Promise.all([
        db.select().from(claims).where(inArray(claims.id, ids)),
        db
          .select({ claimId: claimAttachments.claimId, n: sql<number>`count(*)::int` })
          .from(claimAttachments)
          .where(inArray(claimAttachments.claimId, ids))
          .groupBy(claimAttachments.claimId),
      ]);
      const documents = new Map(counts.map((count) => [count.claimId, Number(count.n)]));
      return rows.map((row) => ({ ...row, documents: documents.get(row.id) ?? 0 }));
    },
    inbox: { name: "first_name || ' ' || last_name" },
    values: {
      reference: (row) => row.reference,
      name: (row) => `${row.firstName} ${row.lastName}`.trim(),
      email: (row) => row.email,
      phone: (row) => row.phone,
      claim_type: (row) => CLAIM_TYPE_LABELS[row.claimType as keyof typeof CLAIM_TYPE_LABELS] ?? row.claimType,
      urgency: (row) => urgencyLabel(row.urgency),
      agent: (row) => row.agent,
      documents: (row) => row.documents,
      description: (row) => decryptClaimText(row.description),
    },
    title: (row) => `Claim ${row.reference}`,
    summary: (text) => joined(text('claim_type'), `urgency ${text('urgency')}`),
  },
});

/**
 * A claim (POST /api/claims and the form's server action) through the guarded path: the rate
 * limit runs before the body is read, the multipart reader streams and checks the files into the
 * encrypted store, then the claim, its attachments, consent record and notifications are stored
 * in one transaction (suspected spam too, marked, its messages held). A refused claim (invalid,
 * failed) has its stored files deleted.
 */
export const claimSubmission = guardedPath(claimType);

/**
 * Reads a multipart claim: text fields, and files streamed into the store. `typed` receives the
 * text fields as they arrive, also when reading fails (a refused file).
 */
export function claimUploadReader(request: Request, typed: Record<string, string> = {}): BodyReader<StoredFile[]> {
  return async () => {
    const store = getFileStore();
    const { fields, files } = await parseClaimUpload(request, store, typed);
    return { fields, extra: files, discard: () => Promise.all(files.map((file) => store.delete(file.key))) };
  };
}
