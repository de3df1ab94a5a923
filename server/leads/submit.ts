import 'server-only';
import { getEnv } from '../env';
import { formatInZone } from '@/lib/agency-time';
import { inArray } from 'drizzle-orm';
import { redirect } from 'next/navigation';
import { CALL_TIME_LABELS } from '@/content/call-back';
import { COVERAGE_CHOICES } from '@/content/health-assessment';
import { stateNameOf } from '@/content/home-insurance-rates';
import { agencyLanguageLine } from '@/content/mail';
import { contactStatement } from '@/content/consent';
import { estimateSummary, type StoredEstimate } from '@/lib/estimate/stored';
import { assessmentFormSchema, callbackFormSchema } from '@/lib/schemas/lead-form';
import { leadSchema, type Lead } from '@/lib/schemas/lead';
import { localizedPath } from '@/lib/i18n/locale';
import { thankYouPath } from '@/lib/thank-you-path';
import { getDb, type Tx } from '../db/client';
import { leads } from '../db/schema';
import { joined, list, usd } from '../console/item-kind';
import { estimateForLead } from '../estimates/lead-estimate';
import { saveFormOutcome, type ConfirmationsSent, type ThankYouAnswers } from '../forms/outcomes';
import { oneLine, visitorWords } from '../mail/visitor-text';
import { defineSubmissionType, guardedPath } from '../submissions/definition';
import { submissionPolicy } from '../submissions/guards';
import { sendsTexts } from '../sms/provider';

/**
 * The thank-you page for a lead (decisions 023, 103): its reference and, when given, its state,
 * household size and income are sealed server-side in form_outcomes and the address carries only a
 * random token (`/thank-you/<token>`), so no figure of the household ends up in the browser's
 * history, a screenshot or a shared link. Without any of them, the plain /thank-you. Either in the
 * language the visitor used. The ages and the estimate stored on the lead (decision 180) are sealed
 * with them, so the page shows the very figures the agency sees.
 */
export async function thankYouUrl(
  lead: Pick<Lead, 'state' | 'householdSize' | 'yearlyIncome' | 'ages'> & Partial<Pick<Lead, 'language'>>,
  estimate: StoredEstimate | null,
  sent?: ConfirmationsSent,
  reference?: string,
  /** The store step's transaction and the send's idempotency key, for the sealed answers (`saveFormOutcome`). */
  store?: { tx: Tx; sendKey: string | null },
): Promise<string> {
  const answers: ThankYouAnswers = {};
  // The page confirms with the reference the e-mail carries, as every other confirmation does.
  if (reference) answers.reference = reference;
  // The page promises an e-mail, and a text when the site sends texts: it is told when either was not queued.
  if (sent && (!sent.email || sent.text !== sendsTexts())) answers.sent = sent;
  if (lead.state) answers.state = lead.state;
  if (lead.householdSize !== undefined) answers.household = String(lead.householdSize);
  if (lead.yearlyIncome !== undefined) answers.income = String(lead.yearlyIncome);
  if (lead.ages) answers.ages = [...lead.ages];
  if (estimate) answers.estimate = estimate;
  // The page of the language the visitor used (decision 182): a Spanish form lands on /es/thank-you.
  const locale = lead.language ?? 'en';
  if (Object.keys(answers).length === 0) return localizedPath('/thank-you', locale);
  return thankYouPath(await saveFormOutcome('thank-you', answers, 'this browser', store), locale);
}

const LEAD_KIND_LABELS: Record<string, string> = { assessment: 'Health assessment', callback: 'Call back' };

export interface LeadResult {
  reference: string;
  thankYouUrl: string;
  /** Whether a confirmation e-mail was queued (not when the address opted out or reached the daily limit). */
  confirmationEmailed: boolean;
}

/**
 * A lead, declared once (server/submissions/definition.ts): an assessment or a call-back request,
 * with its page, campaign and the estimate computed once at submission (decision 180).
 */
export const leadType = defineSubmissionType({
  type: 'lead',
  limit: () => submissionPolicy('leads', 10),
  schema: leadSchema,
  table: leads,
  referencePrefix: 'LEAD',
  pagePath: '/',
  endpoint: 'leads',
  row: (lead, { reference, suspectedSpam }) => ({
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
    // Once, at submission: the page, the console, the e-mail and the webhook show these figures (decision 180).
    estimate: estimateForLead(lead, new Date()),
    coverage: lead.coverage,
    bestTime: lead.bestTime ?? null,
    note: lead.note || null,
    pageUrl: lead.pageUrl ?? null,
    utm: Object.fromEntries(Object.entries(lead.utm ?? {}).filter(([, value]) => value)) as Record<string, string>,
    suspectedSpam,
  }),
  agencyEmail: ({ row, input: lead, consoleUrl }) => {
    const callback = lead.kind === 'callback';
    const bestTime = lead.bestTime ? CALL_TIME_LABELS[lead.bestTime] : undefined;
    return {
      subject: `${callback ? 'New call-back request' : 'New consultation lead'} ${row.reference}${lead.state ? ` (${lead.state})` : ''}`,
      text: [
        callback ? `A call back was requested on the website.` : `A consultation was requested on the website.`,
        ``,
        `Reference: ${row.reference}`,
        `Received: ${formatInZone(row.createdAt, getEnv().AGENCY_TIME_ZONE)}`,
        agencyLanguageLine(row.language),
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
              `Tax credit estimate: ${estimateSummary(row.estimate) ?? '-'}`,
            ]),
        `Page: ${oneLine(lead.pageUrl ?? '-')}`,
        `Campaign: ${oneLine(
          Object.entries(row.utm)
            .map(([key, value]) => `${key}=${value}`)
            .join(', ') || '-',
        )}`,
        `Calls and texts: ${contactStatement(lead.consent)}`,
        `Open it in the console: ${consoleUrl}`,
        // What the visitor typed comes last, quoted: it cannot pose as a field or a link above.
        ...(callback ? visitorWords('Note', lead.note) : []),
      ].join('\n'),
    };
  },
  webhook: ({ row, input, consoleUrl }) => ({
    reference: row.reference,
    consoleUrl,
    kind: row.kind,
    submittedAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    zipCode: row.zipCode,
    state: row.state,
    householdSize: row.householdSize,
    yearlyIncome: row.yearlyIncome,
    ages: row.ages,
    // POST /api/estimates's field names, or { outcome: 'not-priced', message } (decision 180).
    estimate: row.estimate,
    coverage: row.coverage,
    bestTime: row.bestTime,
    note: row.note,
    pageUrl: row.pageUrl,
    utm: row.utm,
    consent: input.consent,
  }),
  confirmation: (lead) => (lead.kind === 'callback' ? 'lead_callback' : 'lead_assessment'),
  text: (lead) => ({ kind: 'lead', phone: lead.phone, consent: lead.consent, state: lead.state }),
  logLine: ({ row }) => [
    'lead stored',
    { reference: row.reference, kind: row.kind, campaign: row.utm.campaign ? 'yes' : 'no' },
  ],
  result: async ({ row, input, confirmationEmailed, confirmationTexted, sendKey }, tx): Promise<LeadResult> => ({
    reference: row.reference,
    thankYouUrl: await thankYouUrl(
      input,
      row.estimate ?? null,
      { email: confirmationEmailed, text: confirmationTexted },
      row.reference,
      { tx, sendKey },
    ),
    confirmationEmailed,
  }),
  console: {
    load: async (ids) => (await getDb()).select().from(leads).where(inArray(leads.id, ids)),
    inbox: { name: 'name' },
    values: {
      reference: (row) => row.reference,
      kind: (row) => LEAD_KIND_LABELS[row.kind] ?? row.kind,
      name: (row) => row.name,
      email: (row) => row.email,
      phone: (row) => row.phone,
      best_time: (row) =>
        row.bestTime ? (CALL_TIME_LABELS[row.bestTime as keyof typeof CALL_TIME_LABELS] ?? row.bestTime) : null,
      state: (row) => (row.state ? stateNameOf(row.state) : null),
      zip_code: (row) => row.zipCode,
      household_size: (row) => row.householdSize,
      yearly_income: (row) => usd(row.yearlyIncome),
      ages: (row) => list(row.ages),
      // The figures stored at submission, the ones the visitor saw (decision 180).
      estimate: (row) => estimateSummary(row.estimate),
      // The form's choices by their names ("Health, Dental"); a value an API client made up, as it came.
      coverage: (row) =>
        list(row.coverage.map((value) => COVERAGE_CHOICES.find((choice) => choice.value === value)?.label ?? value)),
      note: (row) => row.note,
      page_url: (row) => row.pageUrl,
      campaign: (row) => list(Object.entries(row.utm ?? {}).map(([key, value]) => `${key}: ${value}`)),
    },
    title: (row) => `${row.kind === 'callback' ? 'Call-back request' : 'Lead'} ${row.reference}`,
    summary: (text, row) =>
      row.kind === 'callback'
        ? joined(`Call back: ${text('best_time') || 'any time'}`, text('state'))
        : joined(text('coverage'), text('state')),
  },
  forms: {
    // The built-in assessment: its form fields, every question required; then the thank-you screen with its suggestion.
    lead_assessment: { schema: assessmentFormSchema, onSuccess: (lead) => redirect(lead.thankYouUrl) },
    // The call-back request: the on-page confirmation with the reference, the window picked (its words: "in the
    // morning, between 8 AM and 12 PM ET") and whether an e-mail confirms it.
    lead_callback: {
      schema: callbackFormSchema,
      onSuccess: (lead, formData) => ({
        status: 'success',
        reference: lead.reference,
        values: { bestTime: String(formData.get('bestTime') ?? ''), emailed: lead.confirmationEmailed ? 'yes' : 'no' },
      }),
    },
  },
});

/** The built-in assessment posted without JavaScript, as the form action runs it (`forms.lead_assessment`). */
export const assessmentFormSubmission = guardedPath(leadType, assessmentFormSchema);

/** The call-back request posted without JavaScript, as the form action runs it (`forms.lead_callback`). */
export const callbackFormSubmission = guardedPath(leadType, callbackFormSchema);
