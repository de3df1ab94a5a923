import 'server-only';
import { estimatePremiumTaxCredit } from '@/lib/estimate/estimate';
import type { StoredEstimate } from '@/lib/estimate/stored';
import { isStateCode } from '@/lib/us-states';
import { gapMessage, toAnswer } from './answer';

/** The household questions of a lead; a call-back request has none of them. */
export interface LeadHousehold {
  state?: string | null;
  householdSize?: number | null;
  yearlyIncome?: number | null;
  ages?: readonly number[] | null;
}

/**
 * The estimate of a lead, computed once when it is submitted (decision 180) with the same call
 * and the same answer as POST /api/estimates, and stored on the lead: the thank-you page, the
 * console, the agency's e-mail and the CRM webhook all show these figures, so they never
 * disagree, even after the tables are renewed. Null when the lead lacks a question the
 * estimate needs (a call-back request) or the ages do not match the household.
 */
export function estimateForLead(lead: LeadHousehold, today: Date): StoredEstimate | null {
  const { state, householdSize, yearlyIncome, ages } = lead;
  if (!state || !isStateCode(state) || !householdSize || yearlyIncome === null || yearlyIncome === undefined)
    return null;
  if (!ages || ages.length !== householdSize) return null;
  const result = estimatePremiumTaxCredit({ state, householdSize, yearlyIncome, ages }, today);
  if (!result.ok) return { outcome: 'not-priced', message: gapMessage(result.gap, result.state) };
  return toAnswer(result.estimate);
}
