/**
 * The estimate as it is answered and kept (decision 180): what POST /api/estimates answers, and
 * what a lead stores in leads.estimate at submission for the thank-you page, the console, the
 * agency's e-mail and the CRM webhook. Dollars rounded to the cent; null where a step does not
 * apply to the outcome.
 */
import { formatUsd } from '@/lib/currency';
import type { EstimateOutcome } from './estimate';

export interface EstimateAnswer {
  planYear: number;
  percentOfPoverty: number;
  guidelineYear: number;
  applicablePercentage: number | null;
  benchmarkMonthly: number | null;
  contributionMonthly: number | null;
  creditMonthly: number | null;
  afterCreditMonthly: number | null;
  outcome: EstimateOutcome;
}

/** A state a table does not price yet: the plain message the API answers with its 422, never a figure. */
export interface EstimateNotPriced {
  outcome: 'not-priced';
  message: string;
}

export type StoredEstimate = EstimateAnswer | EstimateNotPriced;

/**
 * One line for the agency (console field, e-mail, CSV): the four figures in whole dollars as the
 * visitor read them (the site's one formatter, lib/currency.ts), or why there are none.
 * Null when the lead has no estimate (a call-back request).
 */
export function estimateSummary(estimate: StoredEstimate | null | undefined): string | null {
  if (!estimate) return null;
  if (estimate.outcome === 'not-priced') return `Not priced yet: ${estimate.message}`;
  const poverty = `${estimate.percentOfPoverty}% of the ${estimate.guidelineYear} poverty guideline`;
  const money = (label: string, value: number | null) => (value === null ? [] : [`${label} ${formatUsd(value)}/month`]);
  switch (estimate.outcome) {
    case 'medicaid':
      return `${estimate.planYear}: may qualify for Medicaid (${poverty})`;
    case 'coverage-gap':
      return `${estimate.planYear}: coverage gap, no tax credit (${poverty})`;
    case 'no-credit-above-400':
      return [
        `${estimate.planYear}: no tax credit, above the 400% cliff (${poverty})`,
        ...money('benchmark silver in full', estimate.benchmarkMonthly),
      ].join('; ');
    case 'credit':
    case 'no-credit-benchmark-below-contribution':
      return [
        `${estimate.planYear}: ${poverty}, applicable percentage ${estimate.applicablePercentage}%`,
        ...money('credit', estimate.creditMonthly),
        ...money('benchmark silver', estimate.benchmarkMonthly),
        ...money('expected contribution', estimate.contributionMonthly),
        ...money('after the credit', estimate.afterCreditMonthly),
      ].join('; ');
  }
}
