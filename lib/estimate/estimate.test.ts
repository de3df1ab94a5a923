import { describe, expect, it } from 'vitest';
import { AGE_RATING } from '@/content/estimate/age-curves';
import { APPLICABLE_PERCENTAGES } from '@/content/estimate/applicable-percentage';
import { BENCHMARK_PREMIUMS } from '@/content/estimate/benchmark-premiums';
import type { UsStateCode } from '@/lib/us-states';
import { estimatePremiumTaxCredit, type Estimate, type EstimateInput, type EstimateTables } from './estimate';
import { ageFactor, applicablePercentage, chargedAges, creditCents, expectedContribution } from './steps';

/*
 * Worked examples, every step by hand (decision 180). The method and the published tables are the
 * real ones (Rev. Proc. 2025-25, the CMS default age curve, NY/VT family tiers, the 2025 poverty
 * guidelines). In the first block the benchmark premiums are TEST FIGURES, round numbers that keep
 * the arithmetic easy to follow, so those examples check the method, not the data:
 *   Texas $500.00, New York $900.00 (single adult, no age rating), Alaska $1,000.00 for a 40-year-old.
 * The test tables also take Ohio's benchmark and Massachusetts's curve out, to show what the
 * estimate answers when a table lacks a state. The block "with the tables as entered" uses KFF's
 * 2026 figures and the CMS state curves as content/estimate/ has them.
 *
 * 2025 poverty guidelines (for 2026 coverage): 48 states $15,650 + $5,500 per extra person;
 * Alaska $19,550 + $6,880. A day in 2026, so Medicaid uses the 2026 guidelines (decision 024).
 */
const TODAY = new Date('2026-11-25T12:00:00Z');
const TEST_BENCHMARKS = { TX: 500, NY: 900, AK: 1_000, WV: 1_000, MA: 700 } as const;
const TABLES: EstimateTables = {
  applicablePercentages: APPLICABLE_PERCENTAGES,
  ageRating: { ...AGE_RATING, stateCurves: { ...AGE_RATING.stateCurves, MA: null } },
  benchmarks: {
    ...BENCHMARK_PREMIUMS,
    monthlyAt40: { ...BENCHMARK_PREMIUMS.monthlyAt40, ...TEST_BENCHMARKS, OH: null },
  },
};

function estimate(state: UsStateCode, yearlyIncome: number, ages: number[]): Estimate {
  const input: EstimateInput = { state, householdSize: ages.length, yearlyIncome, ages };
  const result = estimatePremiumTaxCredit(input, TODAY, TABLES);
  if (!result.ok) throw new Error(`no estimate: ${result.gap}`);
  return result.estimate;
}

/** The figures in dollars, as the API answers them. */
const dollars = (e: Estimate) => ({
  percentOfPoverty: e.percentOfPoverty,
  applicablePercentage: e.applicablePercentage === null ? null : e.applicablePercentage / 100,
  benchmark: e.benchmarkMonthlyCents === null ? null : e.benchmarkMonthlyCents / 100,
  contribution: e.contributionMonthlyCents === null ? null : e.contributionMonthlyCents / 100,
  credit: e.creditMonthlyCents === null ? null : e.creditMonthlyCents / 100,
  afterCredit: e.afterCreditMonthlyCents === null ? null : e.afterCreditMonthlyCents / 100,
  outcome: e.outcome,
});

describe('the premium tax credit for 2026, worked by hand', () => {
  it('a single 40-year-old in Texas at 250% of the poverty line', () => {
    // Income 2.5 x 15,650 = 39,125 -> 39,125 / 15,650 = 2.5 -> 250%.
    // 250% opens the 250-300 band: 8.44%.
    // Contribution: 39,125 x 8.44% = 3,302.15 -> $3,302 a year (line 8a); 3,302 / 12 = 275.17 -> $275 a month (line
    // 8b).
    // Benchmark: 500 x 1.278 / 1.278 = $500.00. Credit 500 - 275 = $225.00; after the credit $275.00.
    expect(dollars(estimate('TX', 39_125, [40]))).toEqual({
      percentOfPoverty: 250,
      applicablePercentage: 8.44,
      benchmark: 500,
      contribution: 275,
      credit: 225,
      afterCredit: 275,
      outcome: 'credit',
    });
  });

  it('a single 40-year-old in Texas at 182%', () => {
    // Income 1.82 x 15,650 = 28,483 -> 182%.
    // 150-200 band: 4.19 + (182 - 150) / 50 x (6.60 - 4.19) = 4.19 + 0.64 x 2.41 = 4.19 + 1.5424 = 5.7324 -> 5.73%.
    // Contribution: 28,483 x 5.73% = 1,632.08 -> $1,632; / 12 = 136.00 -> $136.
    // Credit 500 - 136 = $364.00; after the credit $136.00.
    expect(dollars(estimate('TX', 28_483, [40]))).toEqual({
      percentOfPoverty: 182,
      applicablePercentage: 5.73,
      benchmark: 500,
      contribution: 136,
      credit: 364,
      afterCredit: 136,
      outcome: 'credit',
    });
  });

  it('400% exactly still has a credit; 401% has none (the cliff)', () => {
    // A 60-year-old in Texas. Benchmark: 500 x 2.714 / 1.278 = 1,061.815... -> $1,061.82.
    // 400%: income 4 x 15,650 = 62,600; 300-400 band: 9.96%.
    // Contribution: 62,600 x 9.96% = 6,234.96 -> $6,235; / 12 = 519.58 -> $520. Credit 1,061.82 - 520 = $541.82.
    expect(dollars(estimate('TX', 62_600, [60]))).toEqual({
      percentOfPoverty: 400,
      applicablePercentage: 9.96,
      benchmark: 1_061.82,
      contribution: 520,
      credit: 541.82,
      afterCredit: 520,
      outcome: 'credit',
    });
    // 401%: income 62,757 -> 62,757 / 15,650 = 4.01 -> 401%: no credit, the full benchmark is paid.
    expect(dollars(estimate('TX', 62_757, [60]))).toEqual({
      percentOfPoverty: 401,
      applicablePercentage: null,
      benchmark: 1_061.82,
      contribution: null,
      credit: 0,
      afterCredit: 1_061.82,
      outcome: 'no-credit-above-400',
    });
    // One dollar over 400% (400.006%) is over the cliff too, and shown as 401 as Form 8962's worksheet enters it.
    expect(estimate('TX', 62_601, [60])).toMatchObject({ percentOfPoverty: 401, outcome: 'no-credit-above-400' });
    // Further above, the real percentage: 80,000 / 15,650 = 5.1118 -> 511%.
    expect(estimate('TX', 80_000, [60])).toMatchObject({ percentOfPoverty: 511, outcome: 'no-credit-above-400' });
  });

  it('a household of six with four children under 21: only the three oldest children are charged', () => {
    // Poverty line for six: 15,650 + 5 x 5,500 = 43,150. Income 2 x 43,150 = 86,300 -> 200% -> 6.60%.
    // Contribution: 86,300 x 6.60% = 5,695.80 -> $5,696; / 12 = 474.67 -> $475.
    // Benchmark (ages 40, 38, 17, 12, 9, 4; the 4-year-old is the fourth child and not charged):
    //   40: 500 x 1.278 / 1.278 = 500.00
    //   38: 500 x 1.246 / 1.278 = 487.4804 -> 487.48
    //   17: 500 x 0.885 / 1.278 = 346.2441 -> 346.24
    //   12: 500 x 0.765 / 1.278 = 299.2958 -> 299.30
    //    9: 500 x 0.765 / 1.278 = 299.2958 -> 299.30
    //   total 1,932.32. Credit 1,932.32 - 475 = $1,457.32; after the credit $475.00.
    expect(dollars(estimate('TX', 86_300, [40, 38, 17, 12, 9, 4]))).toEqual({
      percentOfPoverty: 200,
      applicablePercentage: 6.6,
      benchmark: 1_932.32,
      contribution: 475,
      credit: 1_457.32,
      afterCredit: 475,
      outcome: 'credit',
    });
  });

  it('age 21 vs 40 vs 64 at the same income', () => {
    // Single in Texas at 300%: income 3 x 15,650 = 46,950 -> 9.96%.
    // Contribution: 46,950 x 9.96% = 4,676.22 -> $4,676; / 12 = 389.67 -> $390.
    //   21: 500 x 1.000 / 1.278 = 391.2363 -> 391.24; credit 391.24 - 390 = $1.24
    //   40: 500.00; credit $110.00
    //   64: 500 x 3.000 / 1.278 = 1,173.7089 -> 1,173.71; credit $783.71
    // After the credit each pays the same $390: the credit absorbs the age rating.
    const at = (age: number) => dollars(estimate('TX', 46_950, [age]));
    expect(at(21)).toMatchObject({
      benchmark: 391.24,
      contribution: 390,
      credit: 1.24,
      afterCredit: 390,
      outcome: 'credit',
    });
    expect(at(40)).toMatchObject({
      benchmark: 500,
      contribution: 390,
      credit: 110,
      afterCredit: 390,
      outcome: 'credit',
    });
    expect(at(64)).toMatchObject({
      benchmark: 1_173.71,
      contribution: 390,
      credit: 783.71,
      afterCredit: 390,
      outcome: 'credit',
    });
    // 64 and over share the top factor (3.000).
    expect(at(70)).toMatchObject({ benchmark: 1_173.71 });
  });

  it('a benchmark below the expected contribution gives no credit', () => {
    // A 21-year-old in Texas at 350%: income 3.5 x 15,650 = 54,775 -> 9.96%.
    // Contribution: 54,775 x 9.96% = 5,455.59 -> $5,456; / 12 = 454.67 -> $455 > benchmark $391.24.
    expect(dollars(estimate('TX', 54_775, [21]))).toEqual({
      percentOfPoverty: 350,
      applicablePercentage: 9.96,
      benchmark: 391.24,
      contribution: 455,
      credit: 0,
      afterCredit: 391.24,
      outcome: 'no-credit-benchmark-below-contribution',
    });
  });

  it("New York's flat rate: no age rating, family tiers", () => {
    // Single at 250%: income 39,125 -> 8.44% -> $275 a month (as in Texas above).
    // Benchmark: the single adult's $900.00 at any age. Credit 900 - 275 = $625.00.
    for (const age of [21, 40, 64]) {
      expect(dollars(estimate('NY', 39_125, [age]))).toMatchObject({
        benchmark: 900,
        contribution: 275,
        credit: 625,
        afterCredit: 275,
      });
    }
    // Two adults and a child (tier 2.85): benchmark 900 x 2.85 = $2,565.00.
    // Poverty line for three: 15,650 + 2 x 5,500 = 26,650; income 3 x 26,650 = 79,950 -> 300% -> 9.96%.
    // Contribution: 79,950 x 9.96% = 7,963.02 -> $7,963; / 12 = 663.58 -> $664. Credit 2,565 - 664 = $1,901.00.
    expect(dollars(estimate('NY', 79_950, [45, 43, 10]))).toEqual({
      percentOfPoverty: 300,
      applicablePercentage: 9.96,
      benchmark: 2_565,
      contribution: 664,
      credit: 1_901,
      afterCredit: 664,
      outcome: 'credit',
    });
    // One adult and children (tier 1.70), however many children: 900 x 1.70 = $1,530.00.
    expect(estimate('NY', 79_950, [45, 10, 8]).benchmarkMonthlyCents).toBe(153_000);
    // A third adult (a grown child of 22) is priced as a single adult: 900 x (2.00 + 1.00) = $2,700.00.
    expect(estimate('NY', 79_950, [50, 48, 22]).benchmarkMonthlyCents).toBe(270_000);
    // Vermont's tiers: one adult with children 1.93 -> 900 x 1.93 = $1,737.00 (test figure for VT).
    expect(
      estimatePremiumTaxCredit({ state: 'VT', householdSize: 2, yearlyIncome: 50_000, ages: [35, 3] }, TODAY, {
        ...TABLES,
        benchmarks: { ...TABLES.benchmarks, monthlyAt40: { ...TABLES.benchmarks.monthlyAt40, VT: 900 } },
      }),
    ).toMatchObject({ ok: true, estimate: { benchmarkMonthlyCents: 173_700 } });
  });

  it("Alaska's own poverty guideline", () => {
    // Alaska, single: $19,550. Income 48,875 = 2.5 x 19,550 -> 250% (on the 48-state line it would be 312%).
    // 8.44%: 48,875 x 8.44% = 4,125.05 -> $4,125; / 12 = 343.75 -> $344.
    // Benchmark for a 40-year-old $1,000.00. Credit 1,000 - 344 = $656.00.
    expect(dollars(estimate('AK', 48_875, [40]))).toEqual({
      percentOfPoverty: 250,
      applicablePercentage: 8.44,
      benchmark: 1_000,
      contribution: 344,
      credit: 656,
      afterCredit: 344,
      outcome: 'credit',
    });
    // Household of two: 19,550 + 6,880 = 26,430; income 52,860 -> 200%.
    expect(estimate('AK', 52_860, [40, 40]).percentOfPoverty).toBe(200);
    expect(
      estimatePremiumTaxCredit({ state: 'AK', householdSize: 1, yearlyIncome: 48_875, ages: [40] }, TODAY, TABLES),
    ).toMatchObject({
      ok: true,
      estimate: { guidelineYear: 2025 },
    });
  });
});

describe('with the tables as entered (content/estimate/)', () => {
  const entered = (state: UsStateCode, yearlyIncome: number, ages: number[]) => {
    const result = estimatePremiumTaxCredit({ state, householdSize: ages.length, yearlyIncome, ages }, TODAY);
    if (!result.ok) throw new Error(`no estimate: ${result.gap}`);
    return dollars(result.estimate);
  };

  it("Texas's 2026 benchmark, $661 for a 40-year-old (KFF): a single 40-year-old at 250%", () => {
    // 39,125 -> 250% -> 8.44% -> $275 a month (as above). Benchmark $661.00; credit 661 - 275 = $386.00.
    expect(entered('TX', 39_125, [40])).toMatchObject({
      benchmark: 661,
      contribution: 275,
      credit: 386,
      afterCredit: 275,
      outcome: 'credit',
    });
  });

  it("Florida's 2026 benchmark, $683 for a 40-year-old (KFF), on the federal curve", () => {
    // Single 40-year-old at 250%: 39,125 -> 8.44% -> $275 a month. Benchmark 683 x 1.278 / 1.278 = $683.00;
    // credit 683 - 275 = $408.00; after the credit $275.00.
    expect(entered('FL', 39_125, [40])).toEqual({
      percentOfPoverty: 250,
      applicablePercentage: 8.44,
      benchmark: 683,
      contribution: 275,
      credit: 408,
      afterCredit: 275,
      outcome: 'credit',
    });
    // Single 60-year-old at 300%: 46,950 -> 9.96% -> 4,676.22 -> $4,676; / 12 = 389.67 -> $390.
    // Benchmark 683 x 2.714 / 1.278 = 1,853.662 / 1.278 = 1,450.4397 -> $1,450.44; credit 1,450.44 - 390 = $1,060.44.
    expect(entered('FL', 46_950, [60])).toEqual({
      percentOfPoverty: 300,
      applicablePercentage: 9.96,
      benchmark: 1_450.44,
      contribution: 390,
      credit: 1_060.44,
      afterCredit: 390,
      outcome: 'credit',
    });
  });

  it("a Utah family on Utah's own curve (CMS state curve), not the federal one", () => {
    // Utah's 2026 benchmark for a 40-year-old: $640 (KFF). Utah's curve: under 21 0.793, 38 1.425, 40 1.479.
    // Poverty line for four: 15,650 + 3 x 5,500 = 32,150. Income 2.5 x 32,150 = 80,375 -> 250% -> 8.44%.
    // Contribution: 80,375 x 8.44% = 6,783.65 -> $6,784 a year; / 12 = 565.33 -> $565 a month.
    // Benchmark, each member x (Utah factor / Utah's age-40 factor 1.479):
    //   40: 640 x 1.479 / 1.479 = 640.00
    //   38: 640 x 1.425 / 1.479 = 912.00 / 1.479 = 616.6329 -> 616.63
    //   17: 640 x 0.793 / 1.479 = 507.52 / 1.479 = 343.1508 -> 343.15
    //   10: 640 x 0.793 / 1.479 = 343.15 (one factor for everyone under 21 in Utah)
    //   total 640.00 + 616.63 + 343.15 + 343.15 = 1,942.93.
    // Credit 1,942.93 - 565 = $1,377.93; after the credit $565.00.
    expect(entered('UT', 80_375, [40, 38, 17, 10])).toEqual({
      percentOfPoverty: 250,
      applicablePercentage: 8.44,
      benchmark: 1_942.93,
      contribution: 565,
      credit: 1_377.93,
      afterCredit: 565,
      outcome: 'credit',
    });
    // A 30-year-old: Utah 640 x 1.390 / 1.479 = 889.60 / 1.479 = 601.4875 -> $601.49, where the federal curve
    // would give 640 x 1.135 / 1.278 = 568.39: the state curve is the one used.
    expect(entered('UT', 80_000, [30]).benchmark).toBe(601.49);
  });

  it("DC's curve stops rising at 61 (2.181) and starts at 0.727 for adults", () => {
    // DC's 2026 benchmark $610 (KFF); DC's age-40 factor 0.975.
    //   64: 610 x 2.181 / 0.975 = 1,330.41 / 0.975 = 1,364.5231 -> $1,364.52 (as at 61)
    //   21: 610 x 0.727 / 0.975 = 443.47 / 0.975 = 454.8410 -> $454.84
    // Income 80,000 (over 400%), so the benchmark is shown alone, paid in full.
    expect(entered('DC', 80_000, [64]).benchmark).toBe(1_364.52);
    expect(entered('DC', 80_000, [61]).benchmark).toBe(1_364.52);
    expect(entered('DC', 80_000, [21]).benchmark).toBe(454.84);
  });

  it('prices every state and DC for an adult: no state is left without a benchmark or a curve', () => {
    for (const state of Object.keys(BENCHMARK_PREMIUMS.monthlyAt40) as UsStateCode[]) {
      const result = estimatePremiumTaxCredit({ state, householdSize: 1, yearlyIncome: 50_000, ages: [40] }, TODAY);
      expect(result, state).toMatchObject({ ok: true });
    }
  });
});

describe('Medicaid and the coverage gap come from lib/eligibility.ts (decisions 023/024)', () => {
  it('Medicaid in an expansion state up to 138% of the guideline in force (2026: $15,960 -> $22,024.80)', () => {
    // 20,000 / 15,960 = 1.2531 -> 125%, of the 2026 guidelines.
    expect(estimate('CA', 20_000, [30])).toEqual({
      planYear: 2026,
      percentOfPoverty: 125,
      guidelineYear: 2026,
      applicablePercentage: null,
      benchmarkMonthlyCents: null,
      contributionMonthlyCents: null,
      creditMonthlyCents: null,
      afterCreditMonthlyCents: null,
      outcome: 'medicaid',
    });
  });

  it('the coverage gap in Texas under 100% of the 2025 guideline', () => {
    // 12,000 / 15,650 = 0.7667 -> 76%.
    expect(estimate('TX', 12_000, [30])).toMatchObject({
      percentOfPoverty: 76,
      guidelineYear: 2025,
      creditMonthlyCents: null,
      outcome: 'coverage-gap',
    });
    // 100% exactly is a credit: income 15,650 -> 2.10% -> 15,650 x 2.10% = 328.65 -> $329; / 12 = 27.42 -> $27.
    expect(dollars(estimate('TX', 15_650, [30]))).toMatchObject({
      percentOfPoverty: 100,
      applicablePercentage: 2.1,
      contribution: 27,
      outcome: 'credit',
    });
  });
});

describe('a state whose figures are not entered is said so, never guessed', () => {
  it('answers which table lacks the state', () => {
    const input = (state: UsStateCode, ages = [40]): EstimateInput => ({
      state,
      householdSize: ages.length,
      yearlyIncome: 39_125,
      ages,
    });
    // No benchmark for Ohio in the test tables (taken out on purpose above).
    expect(estimatePremiumTaxCredit(input('OH'), TODAY, TABLES)).toEqual({
      ok: false,
      gap: 'no-benchmark',
      state: 'OH',
    });
    // Massachusetts has a benchmark but rates on its own curve, which the test tables take out.
    expect(estimatePremiumTaxCredit(input('MA'), TODAY, TABLES)).toEqual({
      ok: false,
      gap: 'no-age-curve',
      state: 'MA',
    });
    // New York, children only: child-only policies are not estimated.
    expect(estimatePremiumTaxCredit(input('NY', [12]), TODAY, TABLES)).toEqual({
      ok: false,
      gap: 'no-adult-on-community-rated-policy',
      state: 'NY',
    });
  });

  it('still answers Medicaid, the coverage gap and the cliff without a benchmark', () => {
    const result = (state: UsStateCode, yearlyIncome: number) =>
      estimatePremiumTaxCredit({ state, householdSize: 1, yearlyIncome, ages: [40] }, TODAY, TABLES);
    expect(result('OH', 20_000)).toMatchObject({ ok: true, estimate: { outcome: 'medicaid' } });
    expect(result('FL', 10_000)).toMatchObject({ ok: true, estimate: { outcome: 'coverage-gap' } });
    expect(result('OH', 80_000)).toMatchObject({
      ok: true,
      estimate: { outcome: 'no-credit-above-400', benchmarkMonthlyCents: null, creditMonthlyCents: 0 },
    });
  });
});

describe('the steps', () => {
  it('applicable percentage at each band edge and inside (Rev. Proc. 2025-25)', () => {
    const at = (percent: number) => applicablePercentage(percent, APPLICABLE_PERCENTAGES);
    expect([at(100), at(132), at(133), at(150), at(200), at(250), at(300), at(400), at(401)]).toEqual([
      210,
      210,
      314,
      419,
      660,
      844,
      996,
      996,
      null,
    ]);
    // 141%: 3.14 + 8/17 x 1.05 = 3.14 + 0.4941 = 3.6341 -> 3.63%.
    expect(at(141)).toBe(363);
    // 275%: 8.44 + 25/50 x 1.52 = 9.20%.
    expect(at(275)).toBe(920);
    // 225%: 6.60 + 25/50 x 1.84 = 7.52%.
    expect(at(225)).toBe(752);
  });

  it('rounds the contribution to whole dollars a year and a month, as Form 8962 lines 8a and 8b', () => {
    // 18,000 x 2.10% = 378.00; / 12 = 31.50 -> $32 (half up).
    expect(expectedContribution(18_000, 210)).toEqual({ yearlyCents: 37_800, monthlyCents: 3_200 });
  });

  it('charges every adult and the three oldest children under 21, in whatever order the ages come', () => {
    expect(chargedAges([40, 38, 17, 12, 9, 4], AGE_RATING).sort((a, b) => a - b)).toEqual([9, 12, 17, 38, 40]);
    expect(chargedAges([4, 40, 9, 38, 12, 17], AGE_RATING).sort((a, b) => a - b)).toEqual([9, 12, 17, 38, 40]);
    expect(chargedAges([45, 22, 20, 19, 18, 3], AGE_RATING).sort((a, b) => a - b)).toEqual([18, 19, 20, 22, 45]);
  });

  it('reads the federal default curve at its fixed points', () => {
    const curve = AGE_RATING.federalDefault;
    expect([0, 14, 15, 20, 21, 40, 63, 64, 90].map((age) => ageFactor(curve, age))).toEqual([
      0.765, 0.765, 0.833, 0.97, 1, 1.278, 2.952, 3, 3,
    ]);
  });

  it('never gives a credit below zero', () => {
    expect(creditCents(39_124, 45_500)).toBe(0);
    expect(creditCents(50_000, 27_500)).toBe(22_500);
  });
});

describe('against an independent implementation: PolicyEngine', () => {
  // PolicyEngine's "Introducing ACA-Calc" (policyengine-app, src/posts/articles/introducing-aca-calc.md):
  // a married couple in West Virginia, 60 and 64, income $63,450; benchmark (SLCSP) $49,687 a year;
  // "original schedule (2026 after expiration)": premium tax credit $43,659 a year.
  it('reproduces its credit from its benchmark with the applicable percentage it used then', () => {
    // 63,450 / (15,650 + 5,500 = 21,150) = 3.00 -> 300% of the 2025 guideline, as PolicyEngine took it.
    expect(estimate('WV', 63_450, [60, 64]).percentOfPoverty).toBe(300);
    // The article predates the indexing for 2026 and used the statutory 9.50% at 300%:
    // 63,450 x 9.50% = 6,027.75 -> $6,028; 49,687 - 6,028 = $43,659: PolicyEngine's figure.
    expect(49_687 - expectedContribution(63_450, 950).yearlyCents / 100).toBe(43_659);
  });

  it("gives the 2026 credit with Rev. Proc. 2025-25 (PolicyEngine's parameters now carry 9.96% too)", () => {
    // 63,450 x 9.96% = 6,319.62 -> $6,320; 49,687 - 6,320 = $43,367 a year.
    expect(applicablePercentage(300, APPLICABLE_PERCENTAGES)).toBe(996);
    expect(49_687 - expectedContribution(63_450, 996).yearlyCents / 100).toBe(43_367);
  });
});
