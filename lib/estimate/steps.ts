/**
 * The steps of the premium tax credit (26 U.S.C. 36B; Form 8962 and its instructions), one pure
 * function each, in whole cents and basis points so every step is exact and can be checked by
 * hand (lib/estimate/estimate.test.ts writes each one out). The tables are content/estimate/.
 */
import type { ApplicablePercentageTable } from '@/content/estimate/applicable-percentage';
import type { AgeCurve, AgeRatingTable, FamilyTiers } from '@/content/estimate/age-curves';

/**
 * The applicable percentage in basis points (996 = 9.96%): linear within its band, rounded to two
 * decimals of a percent (half up); null above the table (no credit).
 */
export function applicablePercentage(percentOfPoverty: number, table: ApplicablePercentageTable): number | null {
  if (percentOfPoverty > table.maxPercentOfPoverty) return null;
  // The bands are in order and join up (content/estimate/tables.test.ts): the first that ends above is it.
  const band = table.bands.find((candidate) => percentOfPoverty < candidate.to) ?? table.bands.at(-1)!;
  const width = band.to - band.from;
  const numerator = (percentOfPoverty - band.from) * (band.final - band.initial);
  // initial + numerator / width, rounded half up in integers (no floating point on the way).
  return band.initial + Math.floor((2 * numerator + width) / (2 * width));
}

/**
 * The expected contribution: applicable percentage x household income, rounded to whole dollars
 * (Form 8962 line 8a), and its monthly share, again in whole dollars (line 8b). In cents.
 */
export function expectedContribution(
  yearlyIncome: number,
  basisPoints: number,
): { yearlyCents: number; monthlyCents: number } {
  const yearlyDollars = Math.floor((yearlyIncome * basisPoints * 2 + 10_000) / 20_000);
  const monthlyDollars = Math.floor((yearlyDollars * 2 + 12) / 24);
  return { yearlyCents: yearlyDollars * 100, monthlyCents: monthlyDollars * 100 };
}

/** A member's factor on an age curve (64 and over share the top factor). */
export function ageFactor(curve: AgeCurve, age: number): number {
  if (age <= 14) return curve.child0To14;
  if (age >= 64) return curve.age64AndOver;
  return curve.byAge15To63[age - 15]!;
}

/** The ages that are charged for: everyone 21 and over, and the three oldest children under 21. */
export function chargedAges(
  ages: readonly number[],
  rating: Pick<AgeRatingTable, 'childUnderAge' | 'maxChargedChildren'>,
): number[] {
  const adults = ages.filter((age) => age >= rating.childUnderAge);
  const children = ages
    .filter((age) => age < rating.childUnderAge)
    .sort((a, b) => b - a)
    .slice(0, rating.maxChargedChildren);
  return [...adults, ...children];
}

/**
 * The household's benchmark premium on an age curve, in cents per month: each charged member's
 * premium is the 40-year-old's figure x (member's factor / age-40 factor), rounded to the cent
 * as a rate table is, and the members' premiums are added.
 */
export function ageRatedBenchmarkCents(
  monthlyAt40: number,
  ages: readonly number[],
  curve: AgeCurve,
  rating: AgeRatingTable,
): number {
  const factorAt40 = ageFactor(curve, rating.benchmarkAge);
  return chargedAges(ages, rating).reduce(
    (sum, age) => sum + Math.round((monthlyAt40 * 100 * ageFactor(curve, age)) / factorAt40),
    0,
  );
}

/**
 * A community-rated state's household benchmark (no age rating), in cents per month: the single
 * adult's rate x the family tier's multiple. Members of 21 and over are adults; with more than
 * two adults each further adult is priced as a single adult (a simplification: they would be on
 * a policy of their own). null without an adult (child-only policies are not estimated).
 */
export function communityRatedBenchmarkCents(
  singleMonthly: number,
  ages: readonly number[],
  tiers: FamilyTiers,
  childUnderAge: number,
): number | null {
  const adults = ages.filter((age) => age >= childUnderAge).length;
  const hasChildren = ages.some((age) => age < childUnderAge);
  if (adults === 0) return null;
  const firstTwo =
    adults === 1
      ? hasChildren
        ? tiers.oneAdultWithChildren
        : tiers.oneAdult
      : hasChildren
        ? tiers.twoAdultsWithChildren
        : tiers.twoAdults;
  // Stryker disable next-line ArithmeticOperator: equivalent while a single adult's multiple is 1.00, as in NY and VT
  // (decision 170)
  const multiple = firstTwo + Math.max(0, adults - 2) * tiers.oneAdult;
  return Math.round(singleMonthly * 100 * multiple);
}

/** The credit: benchmark - expected contribution, never below zero. */
export function creditCents(benchmarkCents: number, contributionCents: number): number {
  return Math.max(0, benchmarkCents - contributionCents);
}
