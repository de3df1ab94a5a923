import 'server-only';
import { leadSchema, type Lead } from '@/lib/schemas/lead';
import { recordConsent } from '../consent';
import { getDb } from '../db/client';
import { leads } from '../db/schema';
import { getEnv } from '../env';
import { log } from '../log';
import { consoleItemUrl } from '../console/links';
import { enqueueOutbox, type OutboxInput } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/worker';
import { newReference } from '../reference';
import { getSiteConfig } from '../site-config';
import { defineSubmission, pageUrlOf, runSubmission, type BodyReader, type SubmissionContext } from '../http/guarded-submission';
import { submissionPolicy } from './guards';

/** The thank-you page for a lead: its state, household size and income, when given. */
export function thankYouUrl(lead: Pick<Lead, 'state' | 'householdSize' | 'yearlyIncome'>): string {
  const params = new URLSearchParams();
  if (lead.state) params.set('state', lead.state);
  if (lead.householdSize !== undefined) params.set('household', String(lead.householdSize));
  if (lead.yearlyIncome !== undefined) params.set('income', String(lead.yearlyIncome));
  const query = params.toString();
  return query ? `/thank-you?${query}` : '/thank-you';
}

export interface LeadResult {
  reference: string;
  thankYouUrl: string;
}

/** A consultation lead (POST /api/leads and the forms that make one), through the guarded path. */
export const leadSubmission = defineSubmission({
  get limit() {
    return submissionPolicy('leads');
  },
  schema: leadSchema,
  store: storeLead,
  decoy: (): LeadResult => ({ reference: newReference('LEAD'), thankYouUrl: '/thank-you' }),
});

export function submitLead(read: BodyReader, context: SubmissionContext): Promise<LeadResult> {
  return runSubmission(leadSubmission, context, read);
}

async function storeLead(lead: Lead, context: SubmissionContext): Promise<LeadResult> {
  const reference = newReference('LEAD');
  const utm = Object.fromEntries(Object.entries(lead.utm ?? {}).filter(([, value]) => value)) as Record<string, string>;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        reference,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        zipCode: lead.zipCode ?? null,
        state: lead.state ?? null,
        householdSize: lead.householdSize ?? null,
        yearlyIncome: lead.yearlyIncome ?? null,
        coverage: lead.coverage,
        pageUrl: lead.pageUrl ?? null,
        utm,
      })
      .returning({ id: leads.id, createdAt: leads.createdAt });
    await recordConsent(tx, { type: 'lead', id: row!.id }, {
      checkboxChecked: lead.consent,
      pageUrl: pageUrlOf(lead.pageUrl, context, '/'),
      headers: context.headers,
    });
    await enqueueOutbox(tx, leadMessages(reference, lead, utm, row!.createdAt, consoleItemUrl('lead', row!.id)));
  });
  log.info('lead stored', { reference, campaign: utm.campaign ? 'yes' : 'no' });
  wakeOutbox();
  return { reference, thankYouUrl: thankYouUrl(lead) };
}

function leadMessages(reference: string, lead: Lead, utm: Record<string, string>, createdAt: Date, consoleUrl: string): OutboxInput[] {
  const env = getEnv();
  const site = getSiteConfig();
  const messages: OutboxInput[] = [
    {
      channel: 'email',
      topic: 'lead.agency',
      to: env.AGENCY_NOTIFY_EMAIL,
      replyTo: lead.email,
      subject: `New consultation lead ${reference}${lead.state ? ` (${lead.state})` : ''}`,
      text: [
        `A consultation was requested on the website.`,
        ``,
        `Reference: ${reference}`,
        `Received: ${createdAt.toISOString()}`,
        `Name: ${lead.name}`,
        `E-mail: ${lead.email}`,
        `Phone: ${lead.phone}`,
        `ZIP / state: ${lead.zipCode ?? '-'} / ${lead.state ?? '-'}`,
        `Household size: ${lead.householdSize ?? '-'}`,
        `Yearly income: ${lead.yearlyIncome !== undefined ? `$${lead.yearlyIncome.toLocaleString('en-US')}` : '-'}`,
        `Coverage wanted: ${lead.coverage.join(', ') || '-'}`,
        `Page: ${lead.pageUrl ?? '-'}`,
        `Campaign: ${Object.entries(utm).map(([key, value]) => `${key}=${value}`).join(', ') || '-'}`,
        `Consent to calls and texts (checkbox): ${lead.consent ? 'yes' : 'no'}`,
        `Open it in the console: ${consoleUrl}`,
      ].join('\n'),
    },
    {
      channel: 'email',
      topic: 'lead.confirmation',
      to: lead.email,
      subject: `Your free consultation request (${reference})`,
      text: [
        `Hello ${lead.name},`,
        ``,
        `Thank you for your request. A licensed advisor will contact you shortly by phone, and we will send`,
        `an e-mail and a text with the next steps. The consultation is free, takes 15-30 minutes and carries no obligation.`,
        ``,
        `Your reference: ${reference}`,
        `Prefer to call? ${site.phone}`,
        ``,
        `InsuranceMatch`,
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
        submittedAt: createdAt.toISOString(),
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        zipCode: lead.zipCode ?? null,
        state: lead.state ?? null,
        householdSize: lead.householdSize ?? null,
        yearlyIncome: lead.yearlyIncome ?? null,
        coverage: lead.coverage,
        pageUrl: lead.pageUrl ?? null,
        utm,
        consent: lead.consent,
      },
    });
  }
  return messages;
}
