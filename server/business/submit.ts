import 'server-only';
import { businessInquirySchema, type BusinessInquiry } from '@/lib/schemas/business-inquiry';
import { contactStatement } from '@/content/consent';
import { recordConsent } from '../consent';
import { confirmationEmail } from '../mail/confirmation';
import { getDb } from '../db/client';
import { businessInquiries } from '../db/schema';
import { getEnv } from '../env';
import { formatInZone } from '@/lib/agency-time';
import { defineSubmission, pageUrlOf, type SubmissionContext } from '../http/guarded-submission';
import { submissionPolicy } from '../leads/guards';
import { log } from '../log';
import { consoleItemUrl } from '../console/links';
import { outboxOptionsFor, suspectedSpamOf } from '../spam/suspected';
import { enqueueOutbox, type OutboxInput } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/worker';
import { newReference } from '../reference';
import { oneLine, visitorWords } from '../mail/visitor-text';

/**
 * A small-business inquiry (POST /api/business-inquiry and the form's server action), through the
 * guarded path: the inquiry, its consent record and its notifications in one transaction.
 */
export const businessInquirySubmission = defineSubmission({
  get limit() {
    return submissionPolicy('business-inquiry');
  },
  schema: businessInquirySchema,
  store: storeBusinessInquiry,
});

async function storeBusinessInquiry(
  inquiry: BusinessInquiry,
  context: SubmissionContext,
): Promise<{ reference: string }> {
  const reference = newReference('BIZ');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessInquiries)
      .values({
        reference,
        companyName: inquiry.companyName,
        contactName: inquiry.contactName,
        email: inquiry.email,
        phone: inquiry.phone,
        employeeCount: inquiry.employeeCount,
        state: inquiry.state,
        zipCode: inquiry.zipCode,
        subsidizePlans: inquiry.subsidizePlans,
        additionalDetails: inquiry.additionalDetails,
        suspectedSpam: suspectedSpamOf(context),
      })
      .returning({ id: businessInquiries.id, createdAt: businessInquiries.createdAt });
    await recordConsent(
      tx,
      { type: 'business_inquiry', id: row!.id },
      {
        checkboxChecked: inquiry.consent,
        pageUrl: pageUrlOf(inquiry.pageUrl, context, '/small-business'),
        headers: context.headers,
      },
    );
    await enqueueOutbox(
      tx,
      [
        ...businessInquiryMessages(reference, inquiry, row!.createdAt, consoleItemUrl('business_inquiry', row!.id)),
        ...(await confirmationEmail(tx, 'business_inquiry', inquiry.email, reference)),
      ],
      outboxOptionsFor(context, 'business_inquiry', row!.id),
    );
  });
  log.info('business inquiry stored', { reference });
  wakeOutbox();
  return { reference };
}

function businessInquiryMessages(
  reference: string,
  inquiry: BusinessInquiry,
  createdAt: Date,
  consoleUrl: string,
): OutboxInput[] {
  const env = getEnv();
  const messages: OutboxInput[] = [
    {
      channel: 'email',
      topic: 'business_inquiry.agency',
      to: env.AGENCY_NOTIFY_EMAIL,
      replyTo: inquiry.email,
      subject: `New small-business inquiry ${reference}: ${oneLine(inquiry.companyName)} (${inquiry.employeeCount} employees)`,
      text: [
        `A small-business group quote was requested on the website.`,
        ``,
        `Reference: ${reference}`,
        `Received: ${formatInZone(createdAt, getEnv().AGENCY_TIME_ZONE)}`,
        `Company: ${oneLine(inquiry.companyName)}`,
        `Contact: ${oneLine(inquiry.contactName)}`,
        `E-mail: ${inquiry.email}`,
        `Phone: ${inquiry.phone}`,
        `Employees: ${inquiry.employeeCount}`,
        `State: ${inquiry.state}, ZIP ${inquiry.zipCode}`,
        `Wants to subsidize plans: ${inquiry.subsidizePlans}`,
        `Calls and texts: ${contactStatement(inquiry.consent)}`,
        ``,
        `Promise to the visitor: a specialist contacts them within 24 hours.`,
        `Open it in the console: ${consoleUrl}`,
        // What the visitor typed comes last, quoted: it cannot pose as a field or a link above.
        ...visitorWords('Additional details', inquiry.additionalDetails),
      ].join('\n'),
    },
  ];
  if (env.CRM_WEBHOOK_URL) {
    messages.push({
      channel: 'webhook',
      topic: 'business_inquiry.crm',
      event: 'business_inquiry.submitted',
      data: {
        reference,
        consoleUrl,
        submittedAt: createdAt.toISOString(),
        companyName: inquiry.companyName,
        contactName: inquiry.contactName,
        email: inquiry.email,
        phone: inquiry.phone,
        employeeCount: inquiry.employeeCount,
        state: inquiry.state,
        zipCode: inquiry.zipCode,
        subsidizePlans: inquiry.subsidizePlans,
        additionalDetails: inquiry.additionalDetails,
        consent: inquiry.consent,
      },
    });
  }
  return messages;
}
