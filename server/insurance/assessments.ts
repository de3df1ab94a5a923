import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { EXAMPLE_RATES_AGENCY_NOTE } from '@/content/home-insurance-rates';
import { agencyLanguageLine } from '@/content/mail';
import { formatInZone } from '@/lib/agency-time';
import { formatUsd } from '@/lib/currency';
import type { InsuranceOption, InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';
import type { Locale } from '@/lib/i18n/locale';
import { stateNameIn } from '@/lib/i18n/state-names';
import { getDb } from '../db/client';
import { homeAssessments, homeInsuranceSelections } from '../db/schema';
import { getEnv } from '../env';
import { HttpError } from '../http/errors';
import { log } from '../log';
import { consoleItemUrl } from '../console/links';
import { outboxOptionsFor } from '../spam/suspected';
import { enqueueOutbox, type OutboxInput } from '../outbox/enqueue';
import { newReference } from '../reference';
import { resultsPath } from './links';
import { publicUrl } from '../public-url';
import { presentOptions } from './presentation';
import { confirmationEmail } from '../mail/confirmation';
import { oneLine } from '../mail/visitor-text';

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
    // The plan chosen before, if any (the assessment's row is locked): the agency's notice says
    // whether this choice changes it.
    const [previous] = await tx
      .select({ insuranceId: homeInsuranceSelections.insuranceId })
      .from(homeInsuranceSelections)
      .where(eq(homeInsuranceSelections.assessmentId, assessmentId))
      .limit(1);
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
      .returning({
        reference: homeInsuranceSelections.reference,
        confirmations: homeInsuranceSelections.confirmations,
        updatedAt: homeInsuranceSelections.updatedAt,
      });
    const reference = selection!.reference!;
    const [shown] = presentOptions([option], assessment.ratesExample);
    // The visitor's e-mail with the reference, in their language, on the first confirmation only: it
    // names no plan, so choosing again would repeat it word for word (the agency hears of each choice).
    const confirmation =
      selection!.confirmations === 1
        ? await confirmationEmail(tx, 'home_insurance_selected', assessment.email, reference, assessment.language)
        : [];
    // A suspected-spam assessment's selection waits with its other messages (server/spam/suspected.ts).
    await enqueueOutbox(
      tx,
      [
        ...selectionNotifications(assessment, shown!, reference, {
          ...selection!,
          replaced: previous && previous.insuranceId !== insuranceId ? previous.insuranceId : null,
        }),
        ...confirmation,
      ],
      outboxOptionsFor(assessment.suspectedSpam, 'home_assessment', assessmentId),
    );
    // The reference names the selection; the id would open the family's results (decision 082).
    log.info('home insurance option selected', { insuranceId, reference });
    return { assessmentId, insuranceId, reference };
  });
}

/** The link for the agency: always absolute, so it can be clicked in a mail client (issue 23). */
export function agencyResultsLink(assessmentId: number): string {
  return publicUrl(resultsPath(assessmentId));
}

/** One quoted option in the agency's words (the assessment's and the selection's e-mails). */
export function optionLine(option: InsuranceOption): string {
  return (
    `${option.providerName}: ${formatUsd(option.monthlyPremium)}/mo or ${formatUsd(option.yearlyPremium)} annually; ` +
    `dwelling ${formatUsd(option.coverageAmount)}, deductible ${formatUsd(option.coverageDetails.deductible)}` +
    (option.recommended ? ' [recommended]' : '')
  );
}

function selectionNotifications(
  assessment: typeof homeAssessments.$inferSelect,
  option: InsuranceOption,
  reference: string,
  /** `replaced`: the option chosen before, when this choice changes it. */
  selection: { confirmations: number; updatedAt: Date; replaced: string | null },
): OutboxInput[] {
  const env = getEnv();
  // Notices of two choices may arrive in either order: each says when it was made and which it was.
  const replaced = selection.replaced
    ? (assessment.options.find((candidate) => candidate.id === selection.replaced)?.providerName ?? selection.replaced)
    : null;
  const opening = replaced
    ? `The visitor changed their choice (choice ${selection.confirmations}): this plan replaces ${replaced}.`
    : selection.confirmations > 1
      ? `The visitor confirmed the same plan again (choice ${selection.confirmations}).`
      : 'A visitor confirmed a home-insurance plan.';
  const text = [
    `${opening} Please contact them.`,
    '',
    `Reference: ${reference} (the visitor's confirmation shows it)`,
    `Chosen: ${formatInZone(selection.updatedAt, env.AGENCY_TIME_ZONE)}`,
    `Name: ${oneLine(assessment.fullName)}`,
    `E-mail: ${assessment.email}`,
    `Phone: ${assessment.phone}`,
    agencyLanguageLine(assessment.language),
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
      contact: { email: assessment.email, phone: assessment.phone },
      // Not the assessment's id: it opens the family's results (decision 082); the body's link has it.
      subject: `Plan ${replaced ? 'changed' : 'selected'} ${reference}: ${option.providerName}`,
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
