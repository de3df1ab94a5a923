import 'server-only';
import { claimSchema, CLAIM_TYPE_LABELS, type Claim } from '@/lib/schemas/claim';
import { recordConsent } from '../consent';
import { getDb } from '../db/client';
import { claimAttachments, claims } from '../db/schema';
import { getEnv } from '../env';
import { enforceSubmissionLimit, isBot, pageUrlOf, parseOrThrow, type SubmissionContext } from '../leads/guards';
import { log } from '../log';
import { enqueueOutbox, type OutboxInput } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/worker';
import { newReference } from '../reference';
import { getSiteConfig } from '../site-config';
import { getFileStore } from '../storage/encrypted-disk-store';
import { consoleItemUrl } from '../console/links';
import { encryptClaimText } from './claim-text';
import { parseClaimUpload, type StoredFile } from './multipart';

/**
 * The one storage path of a claim (POST /api/claims and the form's server action): rate limit,
 * streamed and checked files, validation, then the claim, its attachments, consent record and
 * notifications in one transaction. Any failure deletes the files already stored.
 */
export async function submitClaim(request: Request, context: SubmissionContext): Promise<{ reference: string; files: number }> {
  await enforceSubmissionLimit('claims', context);
  const store = getFileStore();
  const { fields, files } = await parseClaimUpload(request, store);
  const discardFiles = () => Promise.all(files.map((file) => store.delete(file.key)));
  try {
    if (isBot(fields)) {
      await discardFiles();
      return { reference: newReference('CLM'), files: files.length };
    }
    const claim = parseOrThrow(claimSchema, fields);
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
        })
        .returning({ id: claims.id, createdAt: claims.createdAt });
      if (files.length > 0) {
        await tx.insert(claimAttachments).values(
          files.map((file) => ({
            claimId: row!.id,
            originalName: file.originalName,
            mediaType: file.mediaType,
            sizeBytes: file.sizeBytes,
            sha256: file.sha256,
            storageKey: file.key,
          })),
        );
      }
      await recordConsent(tx, { type: 'claim', id: row!.id }, {
        checkboxChecked: claim.consent,
        pageUrl: pageUrlOf(claim.pageUrl, context, '/claims'),
        headers: context.headers,
      });
      await enqueueOutbox(tx, claimMessages(reference, claim, files, row!.createdAt, consoleItemUrl('claim', row!.id)));
    });
    log.info('claim stored', { reference, files: files.length, urgency: claim.urgency });
    wakeOutbox();
    return { reference, files: files.length };
  } catch (error) {
    await discardFiles();
    throw error;
  }
}

/** The agency hears who, what, how urgent and how many files: never the documents or the description. */
function claimMessages(reference: string, claim: Claim, files: StoredFile[], createdAt: Date, consoleUrl: string): OutboxInput[] {
  const env = getEnv();
  const site = getSiteConfig();
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
        `Received: ${createdAt.toISOString()}`,
        `Claimant: ${claim.firstName} ${claim.lastName}`,
        `E-mail: ${claim.email}`,
        `Phone: ${claim.phone}`,
        `Claim type: ${type}`,
        `Urgency: ${claim.urgency}`,
        `Agent: ${claim.agent}`,
        `Documents attached: ${files.length}`,
        `Consent to calls and texts (checkbox): ${claim.consent ? 'yes' : 'no'}`,
        ``,
        `The description and the documents are kept encrypted on the server and are not sent by e-mail.`,
        `Open the claim in the console: ${consoleUrl}`,
        `Promise to the claimant: their agent contacts them within 24 hours.`,
      ].join('\n'),
    },
    {
      channel: 'email',
      topic: 'claim.confirmation',
      to: claim.email,
      subject: `We received your claim (${reference})`,
      text: [
        `Hello ${claim.firstName},`,
        ``,
        `We received your ${type.toLowerCase()} claim${files.length ? ` and ${files.length} document${files.length === 1 ? '' : 's'}` : ''}.`,
        `Your dedicated agent will contact you within 24 hours.`,
        ``,
        `Your reference: ${reference}`,
        `Need help sooner? Call ${site.phone} or write to ${site.email}.`,
        ``,
        `InsuranceMatch`,
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
        // Sealed in the outbox row; the worker opens it only as the webhook leaves (decision 101).
        description: encryptClaimText(claim.description),
        consent: claim.consent,
        // Metadata only: the documents stay in the encrypted store.
        attachments: files.map((file) => ({ name: file.originalName, mediaType: file.mediaType, sizeBytes: file.sizeBytes, sha256: file.sha256 })),
        consoleUrl,
      },
    });
  }
  return messages;
}
