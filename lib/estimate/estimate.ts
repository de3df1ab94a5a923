/**
 * The premium tax credit estimate for the plan year (decision 180): pure, over the dated tables in
 * content/estimate/ and the poverty guidelines and Medicaid rules of lib/eligibility.ts (decisions
 * 023/024), which decide Medicaid and the coverage gap here exactly as on the thank-you page.
 * An estimate for a family to see what the credit is about; the advisor quotes real plans.
 */
import { AGE_RATING, type AgeRatingTable } from '@/content/estimate/age-curves';
import { APPLICABLE_PERCENTAGES, type ApplicablePercentageTable } from '@/content/estimate/applicable-percentage';
import { BENCHMARK_PREMIUMS, type BenchmarkPremiumTable } from '@/content/estimate/benchmark-premiums';
import { PLAN_YEAR } from '@/content/estimate/source';
import { suggestCoverage } from '@/lib/eligibility';
import type { UsStateCode } from '@/lib/us-states';
import {
  ageRatedBenchmarkCents,
  applicablePercentage,
  communityRatedBenchmarkCents,
  creditCents,
  expectedContribution,
} from './steps';

export interface EstimateInput {
  state: UsStateCode;
  householdSize: number;
  yearlyIncome: number;
  /** The age of each household member (all of them seek Marketplace coverage). */
  ages: readonly number[];
}

export type EstimateOutcome =
  'medicaid' | 'credit' | 'no-credit-above-400' | 'coverage-gap' | 'no-credit-benchmark-below-contribution';

/** Money in cents; null where the step does not apply to the outcome. */
export interface Estimate {
  planYear: number;
  percentOfPoverty: number;
  guidelineYear: number;
  /** Basis points: 996 = 9.96%. */
  applicablePercentage: number | null;
  benchmarkMonthlyCents: number | null;
  contributionMonthlyCents: number | null;
  creditMonthlyCents: number | null;
  afterCreditMonthlyCents: number | null;
  outcome: EstimateOutcome;
}

/** Why no figure can be given: a table lacks the state (said plainly, never guessed). */
export type EstimateGap = 'no-benchmark' | 'no-age-curve' | 'no-adult-on-community-rated-policy';

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; gap: EstimateGap; state: UsStateCode };

export interface EstimateTables {
  applicablePercentages: ApplicablePercentageTable;
  ageRating: AgeRatingTable;
  benchmarks: BenchmarkPremiumTable;
}

export const ESTIMATE_TABLES: EstimateTables = {
  applicablePercentages: APPLICABLE_PERCENTAGES,
  ageRating: AGE_RATING,
  benchmarks: BENCHMARK_PREMIUMS,
};

type Benchmark = { ok: true; cents: number } | { ok: false; gap: EstimateGap };

/** The household's benchmark premium, or which table lacks the state. */
function householdBenchmark(input: EstimateInput, tables: EstimateTables): Benchmark {
  const monthlyAt40 = tables.benchmarks.monthlyAt40[input.state];
  if (monthlyAt40 === null) return { ok: false, gap: 'no-benchmark' };
  const rating = tables.ageRating;
  const tiers = rating.communityRated[input.state];
  if (tiers) {
    const cents = communityRatedBenchmarkCents(monthlyAt40, input.ages, tiers, rating.childUnderAge);
    return cents === null ? { ok: false, gap: 'no-adult-on-community-rated-policy' } : { ok: true, cents };
  }
  const curve = input.state in rating.stateCurves ? rating.stateCurves[input.state] : rating.federalDefault;
  if (!curve) return { ok: false, gap: 'no-age-curve' };
  return { ok: true, cents: ageRatedBenchmarkCents(monthlyAt40, input.ages, curve, rating) };
}

export function estimatePremiumTaxCredit(
  input: EstimateInput,
  today: Date,
  tables: EstimateTables = ESTIMATE_TABLES,
): EstimateResult {
  const suggestion = suggestCoverage(input, today, PLAN_YEAR);
  // Stryker disable next-line all: equivalent: suggestCoverage answers 'unknown' only without input, and there always
  // is one (decision 170)
  if (suggestion.kind === 'unknown') throw new Error('suggestCoverage answers unknown only without input');
  const base = {
    planYear: PLAN_YEAR,
    percentOfPoverty: suggestion.percentOfPoverty,
    guidelineYear: suggestion.guidelineYear,
  };
  const none = {
    applicablePercentage: null,
    benchmarkMonthlyCents: null,
    contributionMonthlyCents: null,
    creditMonthlyCents: null,
    afterCreditMonthlyCents: null,
  };

  if (suggestion.kind === 'medicaid') return { ok: true, estimate: { ...base, ...none, outcome: 'medicaid' } };
  if (suggestion.kind === 'coverage-gap') return { ok: true, estimate: { ...base, ...none, outcome: 'coverage-gap' } };

  const benchmark = householdBenchmark(input, tables);
  const basisPoints = applicablePercentage(suggestion.percentOfPoverty, tables.applicablePercentages);
  // Stryker disable next-line ConditionalExpression: equivalent: up to 400% the table always has a percentage; the null
  // check is for the type (decision 170)
  if (suggestion.kind === 'marketplace' || basisPoints === null) {
    // Above 400%: no credit; the benchmark, when known, is what the household pays in full. Just
    // over 400% (400.1%) counts as 401, as Form 8962's worksheet enters it, never as "400".
    const cents = benchmark.ok ? benchmark.cents : null;
    const percentOfPoverty = Math.max(
      suggestion.percentOfPoverty,
      tables.applicablePercentages.maxPercentOfPoverty + 1,
    );
    return {
      ok: true,
      estimate: {
        ...base,
        ...none,
        percentOfPoverty,
        benchmarkMonthlyCents: cents,
        creditMonthlyCents: 0,
        afterCreditMonthlyCents: cents,
        outcome: 'no-credit-above-400',
      },
    };
  }
  if (!benchmark.ok) return { ok: false, gap: benchmark.gap, state: input.state };

  const contribution = expectedContribution(input.yearlyIncome, basisPoints);
  const credit = creditCents(benchmark.cents, contribution.monthlyCents);
  return {
    ok: true,
    estimate: {
      ...base,
      applicablePercentage: basisPoints,
      benchmarkMonthlyCents: benchmark.cents,
      contributionMonthlyCents: contribution.monthlyCents,
      creditMonthlyCents: credit,
      afterCreditMonthlyCents: benchmark.cents - credit,
      outcome: credit > 0 ? 'credit' : 'no-credit-benchmark-below-contribution',
    },
  };
}
