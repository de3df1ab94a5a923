import 'server-only';
import { claimSchema, type Claim } from '@/lib/schemas/claim';
import { CLAIM_TYPE_LABELS } from '@/lib/fields/claim';
import { contactStatement } from '@/content/consent';
import { recordConsent } from '../consent';
import { confirmationEmail } from '../mail/confirmation';
import { smsConfirmation } from '../sms/confirmation';
import { getDb } from '../db/client';
import { claimAttachments, claims } from '../db/schema';
import { getEnv } from '../env';
import { formatInZone } from '@/lib/agency-time';
import { defineSubmission, pageUrlOf, type BodyReader, type SubmissionContext } from '../http/guarded-submission';
import { submissionPolicy } from '../leads/guards';
import { log } from '../log';
import { enqueueOutbox, type OutboxInput } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/worker';
import { newReference } from '../reference';
import { getFileStore } from '../storage/store';
import { consoleItemUrl } from '../console/links';
import { outboxOptionsFor, suspectedSpamOf } from '../spam/suspected';
import { encryptClaimText } from './claim-text';
import { parseClaimUpload, type StoredFile } from './multipart';
import { oneLine } from '../mail/visitor-text';

export interface ClaimResult {
  reference: string;
  files: number;
}

/**
 * A claim (POST /api/claims and the form's server action) through the guarded path: the rate
 * limit runs before the body is read, the multipart reader streams and checks the files into the
 * encrypted store, then the claim, its attachments, consent record and notifications are stored
 * in one transaction (suspected spam too, marked, its messages held). A refused claim (invalid,
 * failed) has its stored files deleted.
 */
export const claimSubmission = defineSubmission({
  get limit() {
    return submissionPolicy('claims');
  },
  schema: claimSchema,
  store: storeClaim,
});

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

async function storeClaim(claim: Claim, context: SubmissionContext, files: StoredFile[]): Promise<ClaimResult> {
  const reference = newReference('CLM');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(claims)
      .values({
        reference,
        agent: claim.agent,
        firstName: claim.firstName,
        lastName: claim.lastName,
        email: claim.email,
        phone: claim.phone,
        claimType: claim.claimType,
        description: encryptClaimText(claim.description),
        urgency: claim.urgency,
        suspectedSpam: suspectedSpamOf(context),
      })
      .returning({ id: claims.id, createdAt: claims.createdAt });
    if (files.length > 0) {
      await tx.insert(claimAttachments).values(
        files.map((file) => ({
          claimId: row!.id,
          // A file's name can say as much as the file ("oncology-referral.pdf"): sealed like the description.
          originalName: encryptClaimText(file.originalName),
          mediaType: file.mediaType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          storageKey: file.key,
        })),
      );
    }
    await recordConsent(
      tx,
      { type: 'claim', id: row!.id },
      {
        checkboxChecked: claim.consent,
        pageUrl: pageUrlOf(claim.pageUrl, context, '/claims'),
        headers: context.headers,
      },
    );
    await enqueueOutbox(
      tx,
      [
        ...claimMessages(reference, claim, files, row!.createdAt, consoleItemUrl('claim', row!.id)),
        ...(await confirmationEmail(tx, 'claim', claim.email, reference)),
        ...(await smsConfirmation(tx, { kind: 'claim', phone: claim.phone, consent: claim.consent, reference })),
      ],
      outboxOptionsFor(context, 'claim', row!.id),
    );
  });
  log.info('claim stored', { reference, files: files.length, urgency: claim.urgency });
  wakeOutbox();
  return { reference, files: files.length };
}

/** The agency hears who, what, how urgent and how many files: never the documents or the description. */
function claimMessages(
  reference: string,
  claim: Claim,
  files: StoredFile[],
  createdAt: Date,
  consoleUrl: string,
): OutboxInput[] {
  const env = getEnv();
  const type = CLAIM_TYPE_LABELS[claim.claimType];
  const messages: OutboxInput[] = [
    {
      channel: 'email',
      topic: 'claim.agency',
      to: env.AGENCY_NOTIFY_EMAIL,
      replyTo: claim.email,
      subject: `${claim.urgency === 'emergency' || claim.urgency === 'high' ? `[${claim.urgency.toUpperCase()}] ` : ''}New claim ${reference}: ${type}, urgency ${claim.urgency}`,
      text: [
        `A claim was submitted on the website.`,
        ``,
        `Reference: ${reference}`,
        `Received: ${formatInZone(createdAt, getEnv().AGENCY_TIME_ZONE)}`,
        `Claimant: ${oneLine(`${claim.firstName} ${claim.lastName}`)}`,
        `E-mail: ${claim.email}`,
        `Phone: ${claim.phone}`,
        `Claim type: ${type}`,
        `Urgency: ${claim.urgency}`,
        `Agent: ${oneLine(claim.agent)}`,
        `Documents attached: ${files.length}`,
        `Calls and texts: ${contactStatement(claim.consent)}`,
        ``,
        `The description and the documents are kept encrypted on the server and are not sent by e-mail.`,
        `Open the claim in the console: ${consoleUrl}`,
        `Promise to the claimant: their agent contacts them within 24 hours.`,
      ].join('\n'),
    },
  ];
  if (env.CRM_WEBHOOK_URL) {
    messages.push({
      channel: 'webhook',
      topic: 'claim.crm',
      event: 'claim.submitted',
      data: {
        reference,
        submittedAt: createdAt.toISOString(),
        agent: claim.agent,
        firstName: claim.firstName,
        lastName: claim.lastName,
        email: claim.email,
        phone: claim.phone,
        claimType: claim.claimType,
        urgency: claim.urgency,
        // Sealed in the outbox row; the worker opens it only as the webhook leaves (decision 111).
        description: encryptClaimText(claim.description),
        consent: claim.consent,
        // Metadata only: the documents stay in the encrypted store.
        attachments: files.map((file) => ({
          name: encryptClaimText(file.originalName),
          mediaType: file.mediaType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
        })),
        consoleUrl,
      },
    });
  }
  return messages;
}
