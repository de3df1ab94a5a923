import 'server-only';
import type { ConstructionType, StateCode } from '@/content/home-insurance-rates';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import type { RatesCarrier, RatingTable } from './rates-file';

/** What the engine prices: the rating-relevant part of a home assessment. */
export interface QuoteInput {
  state: StateCode;
  /** Estimated rebuild cost of the home, whole dollars. */
  dwellingCoverage: number;
  yearBuilt: number;
  construction: ConstructionType;
  roofAge: number;
  claimsLastFiveYears: number;
  preferredDeductible: number;
}

export interface QuoteFactors {
  state: number;
  homeAge: number;
  roofAge: number;
  claims: number;
  construction: number;
}

/**
 * The factors that apply to the whole assessment (the deductible's depends on each offer).
 * `asOfYear` makes the home's age explicit, so the function stays pure.
 */
export function assessmentFactors(input: QuoteInput, asOfYear: number, table: RatingTable): QuoteFactors {
  const { factors } = table;
  const homeAge = Math.max(0, asOfYear - input.yearBuilt);
  const claimsIndex = Math.min(
    Math.max(0, Math.trunc(input.claimsLastFiveYears)),
    factors.claimsLastFiveYears.length - 1,
  );
  return {
    state: factors.state[input.state],
    homeAge: bandFactor(factors.homeAge, homeAge),
    roofAge: bandFactor(factors.roofAge, Math.max(0, input.roofAge)),
    claims: factors.claimsLastFiveYears[claimsIndex]!,
    construction: factors.construction[input.construction],
  };
}

/**
 * Bands are youngest first; the last one has no upper limit (maxYears null, which the rates file's schema requires).
 */
function bandFactor(bands: readonly { maxYears: number | null; factor: number }[], years: number): number {
  return bands.find((band) => band.maxYears === null || years <= band.maxYears)!.factor;
}

/** The factor of the nearest listed deductible at or below `deductible` (the table's floor). */
export function deductibleFactor(deductible: number, table: RatingTable): number {
  const factors = table.factors.deductible;
  // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: equivalent: Object.keys already lists
  // whole-number keys below 2^32 in ascending order; the sort only guards larger ones (decision 170)
  const listed = Object.keys(factors)
    .map(Number)
    .sort((a, b) => a - b);
  const floor = listed.filter((value) => value <= deductible).pop() ?? listed[0]!;
  return factors[String(floor)]!;
}

/** Whether the carrier writes home insurance in the state. */
export function writesIn(carrier: RatesCarrier, state: StateCode): boolean {
  return carrier.states === 'all' || carrier.states.includes(state);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * One carrier's offer:
 *   dwelling  = rebuild cost x the carrier's dwelling multiple (to the nearest $1,000)
 *   deductible = preferred deductible x the carrier's multiple (to the nearest $500)
 *   annual    = dwelling / 1,000 x base rate x state x home age x roof x claims x construction x deductible
 *   monthly   = annual / 12, whole dollars (at least the minimum premium)
 *   yearly    = monthly x 11.5, whole dollars: always below 12 x monthly
 */
function priceCarrier(
  carrier: RatesCarrier,
  table: RatingTable,
  input: QuoteInput,
  factors: QuoteFactors,
  index: number,
): InsuranceOption {
  const coverageAmount = roundTo(input.dwellingCoverage * carrier.dwellingMultiple, 1000);
  const deductible = Math.max(500, roundTo(input.preferredDeductible * carrier.deductibleMultiple, 500));
  const annual =
    (coverageAmount / 1000) *
    carrier.baseRatePerThousand *
    factors.state *
    factors.homeAge *
    factors.roofAge *
    factors.claims *
    factors.construction *
    deductibleFactor(deductible, table);
  const monthlyPremium = Math.max(table.minimumMonthlyPremium, Math.round(annual / 12));
  return {
    id: `ins_${index + 1}`,
    type: 'homeowners',
    providerName: carrier.providerName,
    coverageAmount,
    monthlyPremium,
    yearlyPremium: Math.round(monthlyPremium * table.yearlyPaymentMonths),
    features: [...carrier.features],
    recommended: false,
    coverageDetails: {
      deductible,
      liabilityCoverage: carrier.liabilityCoverage,
      personalPropertyCoverage: roundTo(coverageAmount * carrier.personalPropertyShare, 1000),
      medicalPayments: carrier.medicalPayments,
    },
  };
}

/**
 * Recommends exactly one option: among those that insure at least the full rebuild cost, the one
 * whose deductible is nearest the visitor's preferred deductible, then the cheaper per year.
 * (Under-insuring a home to save on the premium is not advice an agent would give.)
 */
function recommend(options: InsuranceOption[], input: QuoteInput): InsuranceOption[] {
  if (options.length === 0) return options;
  const fullyInsured = options.filter((option) => option.coverageAmount >= input.dwellingCoverage);
  const pool = fullyInsured.length > 0 ? fullyInsured : options;
  const best = [...pool].sort(
    (a, b) =>
      Math.abs(a.coverageDetails.deductible - input.preferredDeductible) -
        Math.abs(b.coverageDetails.deductible - input.preferredDeductible) || a.yearlyPremium - b.yearlyPremium,
  )[0]!;
  return options.map((option) => ({ ...option, recommended: option.id === best.id }));
}

/**
 * Prices a home assessment with every carrier of the table that writes in the home's state (pure:
 * same input and table, same output). An option's id is its carrier's place in the table
 * (ins_1 is the first carrier), so it stays the same whichever carriers a state leaves out. No
 * carrier in the state: no options (the agency still gets the assessment as a lead).
 */
export function quoteHomeInsurance(input: QuoteInput, asOfYear: number, table: RatingTable): InsuranceOption[] {
  const factors = assessmentFactors(input, asOfYear, table);
  const options = table.carriers.flatMap((carrier, index) =>
    writesIn(carrier, input.state) ? [priceCarrier(carrier, table, input, factors, index)] : [],
  );
  return recommend(options, input);
}
