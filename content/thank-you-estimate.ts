/**
 * The premium tax credit estimate on the thank-you page (issue 25, decision 180). The figures are
 * the ones stored on the lead at submission; this is only their words.
 */
import { AGE_RATING } from '@/content/estimate/age-curves';
import { APPLICABLE_PERCENTAGES } from '@/content/estimate/applicable-percentage';
import { BENCHMARK_PREMIUMS } from '@/content/estimate/benchmark-premiums';
import { formatUsd } from '@/lib/currency';
import type { EstimateAnswer } from '@/lib/estimate/stored';

/** The cliff: no credit above this percentage of the poverty line (the applicable percentage table's end). */
const CLIFF_PERCENT_OF_POVERTY = APPLICABLE_PERCENTAGES.maxPercentOfPoverty;

export const ESTIMATE_TEXT = {
  heading: (planYear: number) => `Your ${planYear} premium tax credit estimate`,
  figures: {
    credit: 'Premium tax credit',
    benchmark: 'Benchmark silver plan premium',
    contribution: 'Your expected contribution',
    afterCredit: 'Price after the credit',
  },
  perMonth: '/month',
  afterCredit: (afterCredit: number) =>
    `About ${formatUsd(afterCredit)}/month for a benchmark silver plan after the credit.`,
  methodHeading: 'How we worked it out',
  method: (estimate: EstimateAnswer, stateName: string) =>
    [
      `Your household income is ${estimate.percentOfPoverty}% of the ${estimate.guidelineYear} federal poverty guideline for your household size.`,
      `At that income the law expects you to pay ${estimate.applicablePercentage}% of your income toward the benchmark plan, the second-lowest-cost silver plan: about ${formatUsd(estimate.contributionMonthly ?? 0)} a month.`,
      `The benchmark for your household in ${stateName} is about ${formatUsd(estimate.benchmarkMonthly ?? 0)} a month: the state's average for a 40-year-old, adjusted for each person's age.`,
      `The credit pays the difference between the two, and never less than zero.`,
    ].join(' '),
  noCreditBenchmarkBelow:
    "The benchmark plan costs less than your expected contribution, so there is no credit: you would pay the plan's price.",
  cliff: (estimate: EstimateAnswer) =>
    `Your household income is ${estimate.percentOfPoverty}% of the ${estimate.guidelineYear} federal poverty guideline, ${estimate.percentOfPoverty - CLIFF_PERCENT_OF_POVERTY} points above the ${CLIFF_PERCENT_OF_POVERTY}% limit. From ${estimate.planYear} there is no premium tax credit above that limit, however far above it you are.`,
  cliffCost: (benchmarkMonthly: number) =>
    `So you would pay the benchmark silver plan in full: about ${formatUsd(benchmarkMonthly)} a month, ${formatUsd(Math.round(benchmarkMonthly * 1200) / 100)} a year.`,
  cliffNotPriced:
    'We do not have the benchmark premium for your state yet, so we cannot say what the plan would cost you; your advisor will.',
  incomeChange: (planYear: number) =>
    `If your income may change during the year, tell the Marketplace when it does: from ${planYear}, any advance credit paid beyond what you qualify for must be repaid in full with your tax return.`,
  /**
   * A state not priced yet: the plain message stored with the lead (server/estimates/answer.ts), as the API answers it.
   */
  notPriced: (shown: { message: string; stateName: string }) => shown.message,
  estimateNote: 'This is an estimate, not a quote. Your advisor will quote real plans and their prices.',
  sourcesHeading: 'Sources',
  sources: [
    { label: APPLICABLE_PERCENTAGES.source, href: APPLICABLE_PERCENTAGES.url },
    { label: BENCHMARK_PREMIUMS.source, href: BENCHMARK_PREMIUMS.url },
    { label: AGE_RATING.source, href: AGE_RATING.url },
    {
      label: 'HHS, Poverty Guidelines',
      href: 'https://aspe.hhs.gov/topics/poverty-economic-mobility/poverty-guidelines',
    },
  ],
} as const;
