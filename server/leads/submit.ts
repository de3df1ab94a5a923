import 'server-only';
import { CALL_TIME_LABELS } from '@/content/call-back';
import { assessmentFormSchema, callbackFormSchema } from '@/lib/schemas/lead-form';
import { leadSchema, type Lead } from '@/lib/schemas/lead';
import { contactStatement } from '@/content/consent';
import { recordConsent } from '../consent';
import { confirmationEmail } from '../mail/confirmation';
import { smsConfirmation } from '../sms/confirmation';
import { getDb } from '../db/client';
import { leads } from '../db/schema';
import { getEnv } from '../env';
import { formatInZone } from '@/lib/agency-time';
import { log } from '../log';
import { consoleItemUrl } from '../console/links';
import { enqueueOutbox, type OutboxInput } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/worker';
import { newReference } from '../reference';
import { oneLine, visitorWords } from '../mail/visitor-text';
import { defineSubmission, pageUrlOf, type SubmissionContext } from '../http/guarded-submission';
import { outboxOptionsFor, suspectedSpamOf } from '../spam/suspected';
import { submissionPolicy } from './guards';
import { saveFormOutcome, type ThankYouAnswers } from '../forms/outcomes';
import { thankYouPath } from '@/lib/thank-you-path';
import { estimateSummary, type StoredEstimate } from '@/lib/estimate/stored';
import { estimateForLead } from '../estimates/lead-estimate';

/**
 * The thank-you page for a lead (decisions 023, 103): its state, household size and income, when
 * given, are sealed server-side in form_outcomes and the address carries only a random token
 * (`/thank-you/<token>`), so no figure of the household ends up in the browser's history, a
 * screenshot or a shared link. Without any of them, the plain /thank-you. The ages and the
 * estimate stored on the lead (decision 180) are sealed with them, so the page shows the very
 * figures the agency sees.
 */
export async function thankYouUrl(
  lead: Pick<Lead, 'state' | 'householdSize' | 'yearlyIncome' | 'ages'>,
  estimate: StoredEstimate | null,
): Promise<string> {
  const answers: ThankYouAnswers = {};
  if (lead.state) answers.state = lead.state;
  if (lead.householdSize !== undefined) answers.household = String(lead.householdSize);
  if (lead.yearlyIncome !== undefined) answers.income = String(lead.yearlyIncome);
  if (lead.ages) answers.ages = [...lead.ages];
  if (estimate) answers.estimate = estimate;
  if (Object.keys(answers).length === 0) return '/thank-you';
  return thankYouPath(await saveFormOutcome('thank-you', answers));
}

export interface LeadResult {
  reference: string;
  thankYouUrl: string;
  /** Whether a confirmation e-mail was queued (not when the address opted out or reached the daily limit). */
  confirmationEmailed: boolean;
}

/** A lead (POST /api/leads, JSON from the site's forms and other clients), through the guarded path. */
export const leadSubmission = defineSubmission({
  get limit() {
    return submissionPolicy('leads');
  },
  schema: leadSchema,
  store: storeLead,
});

/** The built-in assessment posted without JavaScript: its form fields, every question required. */
export const assessmentFormSubmission = defineSubmission({
  get limit() {
    return submissionPolicy('leads');
  },
  schema: assessmentFormSchema,
  store: storeLead,
});

/** The call-back request posted without JavaScript. */
export const callbackFormSubmission = defineSubmission({
  get limit() {
    return submissionPolicy('leads');
  },
  schema: callbackFormSchema,
  store: storeLead,
});

async function storeLead(lead: Lead, context: SubmissionContext): Promise<LeadResult> {
  const reference = newReference('LEAD');
  const utm = Object.fromEntries(Object.entries(lead.utm ?? {}).filter(([, value]) => value)) as Record<string, string>;
  // Once, at submission: the page, the console, the e-mail and the webhook show these figures (decision 180).
  const estimate = estimateForLead(lead, new Date());
  const db = await getDb();
  let confirmationEmailed = false;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        reference,
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        zipCode: lead.zipCode ?? null,
        state: lead.state ?? null,
        householdSize: lead.householdSize ?? null,
        yearlyIncome: lead.yearlyIncome ?? null,
        ages: lead.ages ?? null,
        estimate,
        coverage: lead.coverage,
        bestTime: lead.bestTime ?? null,
        note: lead.note || null,
        pageUrl: lead.pageUrl ?? null,
        utm,
        suspectedSpam: suspectedSpamOf(context),
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    await recordConsent(
      tx,
      { type: 'lead', id: row!.id },
      {
        checkboxChecked: lead.consent,
        pageUrl: pageUrlOf(lead.pageUrl, context, '/'),
        headers: context.headers,
      },
    );
    const confirmation = await confirmationEmail(
      tx,
      lead.kind === 'callback' ? 'lead_callback' : 'lead_assessment',
      lead.email,
      reference,
    );
    confirmationEmailed = confirmation.length > 0;
    await enqueueOutbox(
      tx,
      [
        ...leadMessages(reference, lead, estimate, utm, row!.createdAt, consoleItemUrl('lead', row!.id)),
        ...confirmation,
        ...(await smsConfirmation(tx, {
          kind: 'lead',
          phone: lead.phone,
          consent: lead.consent,
          state: lead.state,
          reference,
        })),
      ],
      outboxOptionsFor(context, 'lead', row!.id),
    );
  });
  log.info('lead stored', { reference, kind: lead.kind, campaign: utm.campaign ? 'yes' : 'no' });
  wakeOutbox();
  return { reference, thankYouUrl: await thankYouUrl(lead, estimate), confirmationEmailed };
}

function leadMessages(
  reference: string,
  lead: Lead,
  estimate: StoredEstimate | null,
  utm: Record<string, string>,
  createdAt: Date,
  consoleUrl: string,
): OutboxInput[] {
  const env = getEnv();
  const callback = lead.kind === 'callback';
  const bestTime = lead.bestTime ? CALL_TIME_LABELS[lead.bestTime] : undefined;
  const messages: OutboxInput[] = [
    {
      channel: 'email',
      topic: 'lead.agency',
      to: env.AGENCY_NOTIFY_EMAIL,
      replyTo: lead.email,
      subject: `${callback ? 'New call-back request' : 'New consultation lead'} ${reference}${lead.state ? ` (${lead.state})` : ''}`,
      text: [
        callback ? `A call back was requested on the website.` : `A consultation was requested on the website.`,
        ``,
        `Reference: ${reference}`,
        `Received: ${formatInZone(createdAt, getEnv().AGENCY_TIME_ZONE)}`,
        `Name: ${oneLine(lead.name)}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        ...(callback
          ? [`Best time to call: ${bestTime ?? '-'}`]
          : [
              `ZIP / state: ${lead.zipCode ?? '-'} / ${lead.state ?? '-'}`,
              `Household size: ${lead.householdSize ?? '-'}`,
              `Ages: ${lead.ages?.join(', ') || '-'}`,
              `Yearly income: ${lead.yearlyIncome !== undefined ? `$${lead.yearlyIncome.toLocaleString('en-US')}` : '-'}`,
              `Coverage wanted: ${lead.coverage.join(', ') || '-'}`,
              `Tax credit estimate: ${estimateSummary(estimate) ?? '-'}`,
            ]),
        `Page: ${oneLine(lead.pageUrl ?? '-')}`,
        `Campaign: ${oneLine(
          Object.entries(utm)
            .map(([key, value]) => `${key}=${value}`)
            .join(', ') || '-',
        )}`,
        `Calls and texts: ${contactStatement(lead.consent)}`,
        `Open it in the console: ${consoleUrl}`,
        // What the visitor typed comes last, quoted: it cannot pose as a field or a link above.
        ...(callback ? visitorWords('Note', lead.note) : []),
      ].join('\n'),
    },
  ];
  if (env.CRM_WEBHOOK_URL) {
    messages.push({
      channel: 'webhook',
      topic: 'lead.crm',
      event: 'lead.submitted',
      data: {
        reference,
        consoleUrl,
        kind: lead.kind,
        submittedAt: createdAt.toISOString(),
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        zipCode: lead.zipCode ?? null,
        state: lead.state ?? null,
        householdSize: lead.householdSize ?? null,
        yearlyIncome: lead.yearlyIncome ?? null,
        ages: lead.ages ?? null,
        // POST /api/estimates's field names, or { outcome: 'not-priced', message } (decision 180).
        estimate,
        coverage: lead.coverage,
        bestTime: lead.bestTime ?? null,
        note: lead.note || null,
        pageUrl: lead.pageUrl ?? null,
        utm,
        consent: lead.consent,
      },
    });
  }
  return messages;
}
