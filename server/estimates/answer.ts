import 'server-only';
import { PLAN_YEAR } from '@/content/estimate/source';
import { estimatePremiumTaxCredit, type Estimate, type EstimateGap } from '@/lib/estimate/estimate';
import type { EstimateAnswer } from '@/lib/estimate/stored';
import { estimateRequestSchema } from '@/lib/schemas/estimate';
import { US_STATES, type UsStateCode } from '@/lib/us-states';
import { parseSubmission, refuseControlCharacters, refuseCrossSite } from '../http/guarded-submission';
import { HttpError } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { enforceRateLimit, type RateLimitPolicy } from '../rate-limit';
import { clientIp } from '../http/client-ip';
import { getSiteConfig } from '../site-config';

/**
 * What POST /api/estimates answers (lib/estimate/stored.ts): dollars rounded to the cent, percentages to two decimals.
 */
export type { EstimateAnswer };

/** Generous for a family trying a few incomes, tight enough that nobody scrapes it. */
export function estimatePolicy(): RateLimitPolicy {
  return {
    name: 'estimates',
    points: 60,
    windowSeconds: 10 * 60,
    message: `Too many estimates from your connection. Please wait a few minutes and try again, or call us at ${getSiteConfig().phone}.`,
  };
}

/** A request body is a handful of numbers: 16 KB is plenty. */
const MAX_BODY_BYTES = 16 * 1024;

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

export function toAnswer(estimate: Estimate): EstimateAnswer {
  return {
    planYear: estimate.planYear,
    percentOfPoverty: estimate.percentOfPoverty,
    guidelineYear: estimate.guidelineYear,
    applicablePercentage: estimate.applicablePercentage === null ? null : estimate.applicablePercentage / 100,
    benchmarkMonthly: dollars(estimate.benchmarkMonthlyCents),
    contributionMonthly: dollars(estimate.contributionMonthlyCents),
    creditMonthly: dollars(estimate.creditMonthlyCents),
    afterCreditMonthly: dollars(estimate.afterCreditMonthlyCents),
    outcome: estimate.outcome,
  };
}

/** The plain answer when a table lacks the state: never a guessed figure. */
export function gapMessage(gap: EstimateGap, state: UsStateCode): string {
  const name = US_STATES.find((candidate) => candidate.code === state)?.name ?? state;
  const advisor = 'Your advisor will quote real plans and their prices.';
  switch (gap) {
    case 'no-benchmark':
      return `We do not have the ${PLAN_YEAR} benchmark premium for ${name} yet, so we cannot estimate your tax credit online. ${advisor}`;
    case 'no-age-curve':
      return `${name} prices plans by age on a scale of its own, which our estimate does not have yet, so we cannot estimate your tax credit online. ${advisor}`;
    case 'no-adult-on-community-rated-policy':
      return `In ${name} we can estimate the credit only for a household with at least one adult aged 21 or over. ${advisor}`;
  }
}

/**
 * The estimate on the guarded path of the JSON submissions (server/http/guarded-submission.ts,
 * decision 090): cross-site refusal and rate limit before the body is read, the body within its
 * limit, control characters and the schema (the usual 400 with messages). No honeypot: its decoy
 * only keeps a bot's data out of storage, and nothing is stored or logged here.
 */
export async function answerEstimate(request: Request): Promise<EstimateAnswer> {
  refuseCrossSite(request.headers);
  await enforceRateLimit(estimatePolicy(), clientIp(request.headers));
  const fields = await readJsonBody(request, MAX_BODY_BYTES);
  refuseControlCharacters(fields);
  const input = parseSubmission(estimateRequestSchema, fields);
  const result = estimatePremiumTaxCredit(input, new Date());
  if (!result.ok) throw new HttpError(422, gapMessage(result.gap, result.state));
  return toAnswer(result.estimate);
}
