import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { CONSTRUCTION_TYPES, EXAMPLE_RATES_AGENCY_NOTE, stateNameOf } from '@/content/home-insurance-rates';
import { formatUsd } from '@/lib/currency';
import type { HomeAssessment, InsuranceOption, InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';
import { contactStatement } from '@/content/consent';
import { agencyLanguageLine } from '@/content/mail';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale';
import { stateNameIn } from '@/lib/i18n/state-names';
import { recordConsent } from '../consent';
import { getDb } from '../db/client';
import { homeAssessments, homeInsuranceSelections } from '../db/schema';
import { getEnv } from '../env';
import { HttpError } from '../http/errors';
import { log } from '../log';
import { consoleItemUrl } from '../console/links';
import type { BotReason } from '../honeypot';
import { heldKey } from '../spam/suspected';
import { enqueueOutbox, type OutboxInput } from '../outbox/enqueue';
import { newAssessmentId } from './assessment-id';
import { newReference } from '../reference';
import { resultsPath } from './links';
import { publicUrl } from '../public-url';
import { presentOptions } from './presentation';
import { quoteHomeInsurance } from './quote-engine';
import { getRates } from './rates';
import { oneLine } from '../mail/visitor-text';

export type AssessmentSource = 'site' | 'survey_webhook';

export interface SubmissionContext {
  source: AssessmentSource;
  headers: Headers;
  pageUrl: string;
  now?: Date;
  /** Stored as suspected spam, its messages held (server/spam/suspected.ts). */
  suspectedSpam?: BotReason;
  /** The language the visitor used (the guarded path reads it); English when not said. */
  language?: Locale;
}

const MAX_ID_ATTEMPTS = 5;

/**
 * Stores the assessment, its quoted options, the consent record and the agency's notification in
 * one transaction (store first, then notify), and answers the options response.
 */
export async function createAssessment(
  assessment: HomeAssessment,
  context: SubmissionContext,
): Promise<InsuranceOptionsResponse> {
  const now = context.now ?? new Date();
  const language = context.language ?? DEFAULT_LOCALE;
  const rates = getRates();
  const options = quoteHomeInsurance(assessment, now.getUTCFullYear(), rates);
  const shown = presentOptions(options, rates.example);
  const db = await getDb();
  for (let attempt = 1; attempt <= MAX_ID_ATTEMPTS; attempt += 1) {
    const id = newAssessmentId();
    const stored = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(homeAssessments)
        .values({
          id,
          source: context.source,
          state: assessment.state,
          zipCode: assessment.zipCode,
          dwellingCoverage: assessment.dwellingCoverage,
          squareFeet: assessment.squareFeet,
          yearBuilt: assessment.yearBuilt,
          construction: assessment.construction,
          roofAge: assessment.roofAge,
          claimsLastFiveYears: assessment.claimsLastFiveYears,
          preferredDeductible: assessment.preferredDeductible,
          fullName: assessment.fullName,
          email: assessment.email,
          phone: assessment.phone,
          options,
          ratingVersion: rates.ratingVersion,
          ratesExample: rates.example,
          suspectedSpam: context.suspectedSpam ?? null,
          language,
        })
        .onConflictDoNothing({ target: homeAssessments.id })
        .returning({ id: homeAssessments.id });
      if (inserted.length === 0) return false;
      await recordConsent(
        tx,
        { type: 'home_assessment', id: String(id) },
        {
          checkboxChecked: assessment.consent,
          pageUrl: context.pageUrl,
          headers: context.headers,
          language,
        },
      );
      await enqueueOutbox(
        tx,
        assessmentNotifications(
          id,
          assessment,
          { options: shown, ratesExample: rates.example, ratingVersion: rates.ratingVersion },
          context.source,
          language,
        ),
        context.suspectedSpam ? { heldFor: heldKey('home_assessment', id) } : {},
      );
      return true;
    });
    if (stored) {
      log.info('home assessment stored', {
        assessmentId: id,
        source: context.source,
        options: options.length,
        ratingVersion: rates.ratingVersion,
      });
      return { assessmentId: id, options: shown };
    }
    log.warn('assessment id collision, retrying', { attempt });
  }
  throw new Error('could not allocate an assessment id');
}

/**
 * The stored options as the visitor may see them, the confirmed plan, the home's state (for the
 * "an agent will look" answer when no carrier writes there) and whether the figures come from the
 * example table; null for an unknown id.
 */
export async function findAssessmentOptions(
  assessmentId: number,
  /** The language of the page that shows them (the plans' names by coverage level). */
  locale: Locale = 'en',
): Promise<Required<InsuranceOptionsResponse> | null> {
  const db = await getDb();
  const rows = await db
    .select({
      options: homeAssessments.options,
      state: homeAssessments.state,
      ratesExample: homeAssessments.ratesExample,
      selectedInsuranceId: homeInsuranceSelections.insuranceId,
    })
    .from(homeAssessments)
    .leftJoin(homeInsuranceSelections, eq(homeInsuranceSelections.assessmentId, homeAssessments.id))
    .where(eq(homeAssessments.id, assessmentId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    assessmentId,
    options: presentOptions(row.options, row.ratesExample, locale),
    selectedInsuranceId: row.selectedInsuranceId ?? null,
    // Named in the page's language (the results page's "an agent will look" answer, decision 182).
    stateName: stateNameIn(row.state, locale) ?? row.state,
    exampleRates: row.ratesExample,
  };
}

/**
 * Records the visitor's chosen plan (choosing again replaces it) and notifies the agency, in one
 * transaction. 404 when the assessment or the option (of that assessment) does not exist.
 */
export async function selectOption(
  assessmentId: number,
  insuranceId: string,
): Promise<{ assessmentId: number; insuranceId: string; reference: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [assessment] = await tx
      .select()
      .from(homeAssessments)
      .where(eq(homeAssessments.id, assessmentId))
      .limit(1)
      .for('update');
    if (!assessment) throw new HttpError(404, 'We could not find that assessment.');
    const option = assessment.options.find((candidate) => candidate.id === insuranceId);
    if (!option) throw new HttpError(404, 'That insurance option does not belong to this assessment.');
    // One reference per assessment's confirmation (issue 24): choosing again keeps it, so the
    // visitor and the agency quote the same one whatever was chosen last.
    const [selection] = await tx
      .insert(homeInsuranceSelections)
      .values({ assessmentId, insuranceId, reference: newReference('HOME') })
      .onConflictDoUpdate({
        target: homeInsuranceSelections.assessmentId,
        set: {
          insuranceId,
          updatedAt: sql`now()`,
          confirmations: sql`${homeInsuranceSelections.confirmations} + 1`,
          reference: sql`coalesce(${homeInsuranceSelections.reference}, excluded.reference)`,
        },
      })
      .returning({ reference: homeInsuranceSelections.reference });
    const reference = selection!.reference!;
    const [shown] = presentOptions([option], assessment.ratesExample);
    // A suspected-spam assessment's selection waits with its other messages (server/spam/suspected.ts).
    await enqueueOutbox(
      tx,
      selectionNotifications(assessment, shown!, reference),
      assessment.suspectedSpam ? { heldFor: heldKey('home_assessment', assessmentId) } : {},
    );
    log.info('home insurance option selected', { assessmentId, insuranceId, reference });
    return { assessmentId, insuranceId, reference };
  });
}

/** The link for the agency: always absolute, so it can be clicked in a mail client (issue 23). */
function agencyResultsLink(assessmentId: number): string {
  return publicUrl(resultsPath(assessmentId));
}

function optionLine(option: InsuranceOption): string {
  return (
    `${option.providerName}: ${formatUsd(option.monthlyPremium)}/mo or ${formatUsd(option.yearlyPremium)} annually; ` +
    `dwelling ${formatUsd(option.coverageAmount)}, deductible ${formatUsd(option.coverageDetails.deductible)}` +
    (option.recommended ? ' [recommended]' : '')
  );
}

interface QuoteSummary {
  /** As presentOptions shows them. */
  options: InsuranceOption[];
  ratesExample: boolean;
  ratingVersion: string;
}

function assessmentNotifications(
  id: number,
  assessment: HomeAssessment,
  quote: QuoteSummary,
  source: AssessmentSource,
  language: Locale,
): OutboxInput[] {
  const env = getEnv();
  const { options } = quote;
  const stateName = stateNameOf(assessment.state);
  const construction =
    CONSTRUCTION_TYPES.find((type) => type.value === assessment.construction)?.label ?? assessment.construction;
  const text = [
    `A new home-insurance assessment (${source === 'site' ? 'website form' : 'external survey'}).`,
    '',
    `Name: ${oneLine(assessment.fullName)}`,
    `E-mail: ${assessment.email}`,
    `Phone: ${assessment.phone}`,
    agencyLanguageLine(language),
    `Calls and texts: ${contactStatement(assessment.consent)}`,
    '',
    `Property: ${stateName} ${assessment.zipCode}; rebuild cost ${formatUsd(assessment.dwellingCoverage)}; ${assessment.squareFeet} sq ft; built ${assessment.yearBuilt}; ${construction}`,
    `Roof age: ${assessment.roofAge} years; claims in the last five years: ${assessment.claimsLastFiveYears}; preferred deductible ${formatUsd(assessment.preferredDeductible)}`,
    '',
    ...(options.length > 0
      ? ['Quoted options (estimates):', ...options.map((option) => `- ${optionLine(option)}`)]
      : [
          `No carrier in the rating table writes home insurance in ${stateName}: please look for options there and contact the visitor.`,
        ]),
    ...(quote.ratesExample ? [EXAMPLE_RATES_AGENCY_NOTE] : []),
    `Rating version: ${quote.ratingVersion}`,
    '',
    `Results: ${agencyResultsLink(id)}`,
    `Open it in the console: ${consoleItemUrl('home_assessment', id)}`,
  ].join('\n');
  const messages: OutboxInput[] = [
    {
      channel: 'email',
      topic: 'home_assessment.submitted',
      to: env.AGENCY_NOTIFY_EMAIL,
      replyTo: assessment.email,
      subject: `New home-insurance assessment #${id}`,
      text,
      idempotencyKey: `home_assessment.submitted:${id}:email`,
    },
  ];
  if (env.CRM_WEBHOOK_URL) {
    messages.push({
      channel: 'webhook',
      topic: 'home_assessment.submitted',
      event: 'home_assessment.submitted',
      data: {
        assessmentId: id,
        source,
        ...assessment,
        options,
        ratingVersion: quote.ratingVersion,
        ratesExample: quote.ratesExample,
        ...(quote.ratesExample ? { ratesNote: EXAMPLE_RATES_AGENCY_NOTE } : {}),
        resultsUrl: agencyResultsLink(id),
        consoleUrl: consoleItemUrl('home_assessment', id),
        language,
      },
      idempotencyKey: `home_assessment.submitted:${id}:webhook`,
    });
  }
  return messages;
}

function selectionNotifications(
  assessment: typeof homeAssessments.$inferSelect,
  option: InsuranceOption,
  reference: string,
): OutboxInput[] {
  const env = getEnv();
  const text = [
    'A visitor confirmed a home-insurance plan. Please contact them.',
    '',
    `Reference: ${reference} (the visitor's confirmation shows it)`,
    `Name: ${oneLine(assessment.fullName)}`,
    `E-mail: ${assessment.email}`,
    `Phone: ${assessment.phone}`,
    '',
    `Selected: ${optionLine(option)}`,
    ...(assessment.ratesExample ? [EXAMPLE_RATES_AGENCY_NOTE] : []),
    `Assessment #${assessment.id}: ${agencyResultsLink(assessment.id)}`,
    `Open it in the console: ${consoleItemUrl('home_assessment', assessment.id)}`,
  ].join('\n');
  const messages: OutboxInput[] = [
    {
      channel: 'email',
      topic: 'home_insurance.selected',
      to: env.AGENCY_NOTIFY_EMAIL,
      replyTo: assessment.email,
      subject: `Plan selected ${reference}: ${option.providerName} for assessment #${assessment.id}`,
      text,
    },
  ];
  if (env.CRM_WEBHOOK_URL) {
    messages.push({
      channel: 'webhook',
      topic: 'home_insurance.selected',
      event: 'home_insurance.selected',
      data: {
        reference,
        assessmentId: assessment.id,
        insuranceId: option.id,
        // The plan as the visitor saw it ("Premier Coverage"; a carrier only from real rates).
        planName: option.providerName,
        option,
        ratesExample: assessment.ratesExample,
        ...(assessment.ratesExample ? { ratesNote: EXAMPLE_RATES_AGENCY_NOTE } : {}),
        consoleUrl: consoleItemUrl('home_assessment', assessment.id),
      },
      contact: { email: assessment.email, phone: assessment.phone },
    });
  }
  return messages;
}

/** What the confirmation view shows (issue 24): the reference and the confirmed plan as the visitor saw it. */
export interface ConfirmedSelection {
  reference: string;
  option: InsuranceOption;
  exampleRates: boolean;
}

/** The confirmed plan of an assessment, or null (unknown assessment, nothing confirmed yet). */
export async function findConfirmedSelection(
  assessmentId: number,
  locale: Locale = 'en',
): Promise<ConfirmedSelection | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      options: homeAssessments.options,
      ratesExample: homeAssessments.ratesExample,
      insuranceId: homeInsuranceSelections.insuranceId,
      reference: homeInsuranceSelections.reference,
    })
    .from(homeInsuranceSelections)
    .innerJoin(homeAssessments, eq(homeAssessments.id, homeInsuranceSelections.assessmentId))
    .where(eq(homeInsuranceSelections.assessmentId, assessmentId))
    .limit(1);
  const option = row?.options.find((candidate) => candidate.id === row.insuranceId);
  // A selection confirmed before references existed (migration 0013) has none: the view shows the results instead.
  if (!row || !option || !row.reference) return null;
  const [shown] = presentOptions([option], row.ratesExample, locale);
  return { reference: row.reference, option: shown!, exampleRates: row.ratesExample };
}
