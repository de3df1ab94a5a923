import 'server-only';
import { inArray } from 'drizzle-orm';
import { redirect } from 'next/navigation';
import { CONSTRUCTION_TYPES, EXAMPLE_RATES_AGENCY_NOTE, stateNameOf } from '@/content/home-insurance-rates';
import { contactStatement } from '@/content/consent';
import { HOME_ASSESSMENT_FORM } from '@/content/home-insurance-pages';
import { agencyLanguageLine } from '@/content/mail';
import { formatUsd } from '@/lib/currency';
import { localeOr } from '@/lib/i18n/locale';
import {
  homeAssessmentSchema,
  selectionSchema,
  type InsuranceOption,
  type InsuranceOptionsResponse,
} from '@/lib/schemas/home-assessment';
import { joined, usd } from '../console/item-kind';
import { getDb } from '../db/client';
import {
  homeAssessments,
  homeInsuranceSelections,
  type HomeAssessmentRow,
  type HomeInsuranceSelectionRow,
} from '../db/schema';
import { defineGuardedPath } from '../http/guarded-submission';
import { oneLine } from '../mail/visitor-text';
import { publicUrl } from '../public-url';
import type { RateLimitPolicy } from '../rate-limit';
import { defineSubmissionType, guardedPath, storeSubmission, type RowMeta } from '../submissions/definition';
import { withNewAssessmentId } from './assessment-id';
import { agencyResultsLink, optionLine, selectOption } from './assessments';
import { resultsPath } from './links';
import { presentOptions } from './presentation';
import { quoteHomeInsurance } from './quote-engine';
import { getRates } from './rates';

const ASSESSMENT_RATE_LIMIT: RateLimitPolicy = {
  name: 'home-assessment',
  points: 20,
  windowSeconds: 600,
  message: 'Too many assessments from your connection. Please wait a few minutes or call us.',
};

const SELECT_RATE_LIMIT: RateLimitPolicy = {
  name: 'home-insurance-select',
  points: 30,
  windowSeconds: 600,
  message: 'Too many requests from your connection. Please wait a few minutes or call us.',
};

/** The quote, computed once before the transaction: the row keeps `options`; the messages and the answer, `shown`. */
interface Quote {
  options: InsuranceOption[];
  /** As presentOptions shows them. */
  shown: InsuranceOption[];
  ratingVersion: string;
  ratesExample: boolean;
}

const SOURCE_LABELS: Record<string, string> = { site: 'Website form', survey_webhook: 'External survey' };

/** "Premier Coverage, $120/month": an option named as the visitor saw it (decision 085; the example carriers never). */
function planText(option: InsuranceOption): string {
  return `${option.providerName}, $${option.monthlyPremium.toLocaleString('en-US')}/month, $${option.yearlyPremium.toLocaleString('en-US')}/year`;
}

/** A home assessment as the desk reads it: with the plan the visitor confirmed, if any. */
type DeskAssessment = HomeAssessmentRow & { selection: HomeInsuranceSelectionRow | null; reference: string | null };

function shownOptions(record: DeskAssessment): InsuranceOption[] {
  return presentOptions(record.options, record.ratesExample);
}

/** The plan the visitor confirmed, by the name they saw ("Premier Coverage"), or null. */
export function selectedPlanName(record: DeskAssessment): string | null {
  if (!record.selection) return null;
  return shownOptions(record).find((option) => option.id === record.selection!.insuranceId)?.providerName ?? null;
}

/**
 * A home assessment, declared once (server/submissions/definition.ts, decision 178's fifth step):
 * the assessment with its quoted options, its consent record and the agency's notifications in one
 * transaction, answered with the options. Known by its random number (no reference), it sends no
 * confirmation: the visitor sees the results at once. The survey's webhook passes its source as the
 * store step's `extra`; the site's paths pass none.
 */
export const homeAssessmentType = defineSubmissionType({
  type: 'home_assessment',
  limit: () => ASSESSMENT_RATE_LIMIT,
  schema: homeAssessmentSchema,
  table: homeAssessments,
  pagePath: '/home-assessment',
  prepare: (assessment): Quote => {
    const rates = getRates();
    const options = quoteHomeInsurance(assessment, new Date().getUTCFullYear(), rates);
    return {
      options,
      shown: presentOptions(options, rates.example),
      ratingVersion: rates.ratingVersion,
      ratesExample: rates.example,
    };
  },
  withId: withNewAssessmentId,
  agencyTopic: 'home_assessment.submitted',
  row: (assessment, { suspectedSpam, extra, prepared }: RowMeta<'survey_webhook' | undefined, Quote>) => ({
    source: extra ?? 'site',
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
    options: prepared.options,
    ratingVersion: prepared.ratingVersion,
    ratesExample: prepared.ratesExample,
    suspectedSpam,
  }),
  agencyEmail: ({ row, input: assessment, prepared, consoleUrl }) => {
    const stateName = stateNameOf(assessment.state);
    const construction =
      CONSTRUCTION_TYPES.find((type) => type.value === assessment.construction)?.label ?? assessment.construction;
    return {
      // Not the id, which opens the family's results (decision 082): a subject is shown and logged
      // widely. The ZIP keeps two assessments from one state apart in a mail client's threads.
      subject: `New home-insurance assessment (${assessment.state} ${assessment.zipCode})`,
      text: [
        `A new home-insurance assessment (${row.source === 'site' ? 'website form' : 'external survey'}).`,
        '',
        `Name: ${oneLine(assessment.fullName)}`,
        `E-mail: ${assessment.email}`,
        `Phone: ${assessment.phone}`,
        agencyLanguageLine(row.language),
        `Calls and texts: ${contactStatement(assessment.consent)}`,
        '',
        `Property: ${stateName} ${assessment.zipCode}; rebuild cost ${formatUsd(assessment.dwellingCoverage)}; ${assessment.squareFeet} sq ft; built ${assessment.yearBuilt}; ${construction}`,
        `Roof age: ${assessment.roofAge} years; claims in the last five years: ${claimsText(assessment.claimsLastFiveYears)}; preferred deductible ${formatUsd(assessment.preferredDeductible)}`,
        '',
        ...(prepared.shown.length > 0
          ? ['Quoted options (estimates):', ...prepared.shown.map((option) => `- ${optionLine(option)}`)]
          : [
              `No carrier in the rating table writes home insurance in ${stateName}: please look for options there and contact the visitor.`,
            ]),
        ...(prepared.ratesExample ? [EXAMPLE_RATES_AGENCY_NOTE] : []),
        `Rating version: ${prepared.ratingVersion}`,
        '',
        `Results: ${agencyResultsLink(row.id)}`,
        `Open it in the console: ${consoleUrl}`,
      ].join('\n'),
    };
  },
  // The CRM has always had the validated answers as posted, with the shown options (the store step adds `language`).
  webhook: ({ row, input, prepared, consoleUrl }) => ({
    assessmentId: row.id,
    source: row.source,
    ...input,
    options: prepared.shown,
    ratingVersion: prepared.ratingVersion,
    ratesExample: prepared.ratesExample,
    ...(prepared.ratesExample ? { ratesNote: EXAMPLE_RATES_AGENCY_NOTE } : {}),
    resultsUrl: agencyResultsLink(row.id),
    consoleUrl,
  }),
  // Without the id: it is the key to the family's results (decision 082), and a log is read by more people.
  logLine: ({ row }) => [
    'home assessment stored',
    { source: row.source, options: row.options.length, ratingVersion: row.ratingVersion },
  ],
  result: ({ row, prepared }): InsuranceOptionsResponse => ({ assessmentId: row.id, options: prepared.shown }),
  console: {
    async load(ids): Promise<DeskAssessment[]> {
      const numbers = ids.map(Number);
      const db = await getDb();
      const [rows, selections] = await Promise.all([
        db.select().from(homeAssessments).where(inArray(homeAssessments.id, numbers)),
        db.select().from(homeInsuranceSelections).where(inArray(homeInsuranceSelections.assessmentId, numbers)),
      ]);
      const chosen = new Map(selections.map((selection) => [selection.assessmentId, selection]));
      // The reference is the confirmed selection's (HOME-..., decision 085): the one the visitor is told to quote.
      return rows.map((row) => {
        const selection = chosen.get(row.id) ?? null;
        return { ...row, selection, reference: selection?.reference ?? null };
      });
    },
    inbox: {
      name: 'full_name',
      // The confirmed selection's reference, so that a search for what the visitor quotes finds the assessment.
      reference: '(select reference from home_insurance_selections where assessment_id = home_assessments.id)',
    },
    values: {
      reference: (row) => row.reference,
      name: (row) => row.fullName,
      email: (row) => row.email,
      phone: (row) => row.phone,
      state: (row) => stateNameOf(row.state),
      zip_code: (row) => row.zipCode,
      dwelling_coverage: (row) => usd(row.dwellingCoverage),
      square_feet: (row) => row.squareFeet,
      // A year, not a quantity: never "1,998".
      year_built: (row) => String(row.yearBuilt),
      construction: (row) =>
        CONSTRUCTION_TYPES.find((type) => type.value === row.construction)?.label ?? row.construction,
      roof_age: (row) => `${row.roofAge} ${row.roofAge === 1 ? 'year' : 'years'}`,
      claims_last_five_years: (row) => claimsText(row.claimsLastFiveYears),
      deductible: (row) => usd(row.preferredDeductible),
      options: (row) => shownOptions(row).map(planText).join('; ') || null,
      selected_plan: (row) => {
        if (!row.selection) return null;
        const option = shownOptions(row).find((candidate) => candidate.id === row.selection!.insuranceId);
        const confirmed = `confirmed ${row.selection.confirmations === 1 ? 'once' : `${row.selection.confirmations} times`}`;
        // A plan no longer among the options (cannot happen through the site): its id, rather than nothing.
        return option ? `${planText(option)} (${confirmed})` : `${row.selection.insuranceId} (${confirmed})`;
      },
      figures: (row) =>
        row.ratesExample
          ? 'Estimates from the example rating table, not quotes from a carrier'
          : 'From the agency\u2019s rating table',
      rating_version: (row) => row.ratingVersion,
      results_url: (row) => publicUrl(resultsPath(row.id)),
      source: (row) => SOURCE_LABELS[row.source] ?? row.source,
    },
    title: (row) => `Home assessment for ${row.fullName}`,
    summary: (text, row) => {
      const plan = selectedPlanName(row);
      return joined(`${text('state')} ${text('zip_code')}`, plan ? `selected ${plan}` : '');
    },
  },
  forms: {
    // Without JavaScript: the API's schema, then the results page in the language the form was in (its posted
    // `language`, decision 182; anything else is English).
    home_assessment: {
      onSuccess: (created, formData) => redirect(resultsPath(created.assessmentId, localeOr(formData.get('language')))),
    },
  },
});

/** A home assessment from the site's form (JSON, or the form action without JavaScript). */
export const homeAssessmentSubmission = guardedPath(homeAssessmentType);

/**
 * The same assessment from the external survey's authenticated webhook (run as trusted: no honeypot, no per-IP
 * limit), its source and its consent record's page named as the survey's.
 */
export const surveyWebhookAssessment = defineGuardedPath({
  limit: ASSESSMENT_RATE_LIMIT,
  schema: homeAssessmentSchema,
  store: (assessment, context) =>
    storeSubmission(
      homeAssessmentType,
      assessment,
      { headers: context.headers, language: context.language, pageUrl: 'survey-webhook' },
      'survey_webhook',
    ),
});

/** The chosen plan (POST /api/insurance/select). */
export const selectionSubmission = defineGuardedPath({
  limit: SELECT_RATE_LIMIT,
  schema: selectionSchema,
  store: async (selection) => ({
    ...(await selectOption(selection.assessmentId, selection.insuranceId)),
    status: 'selected' as const,
  }),
});

/** The form's choice as the visitor read it: its last choice, 3, is "3 or more", never just "3". */
function claimsText(claims: number): string {
  return claims >= 3 ? HOME_ASSESSMENT_FORM.claimsThreeOrMore : String(claims);
}
