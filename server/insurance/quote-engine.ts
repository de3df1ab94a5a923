import 'server-only';
import {
  CARRIERS,
  CLAIMS_FACTORS,
  CONSTRUCTION_TYPES,
  DEDUCTIBLE_FACTORS,
  HOME_AGE_BANDS,
  MINIMUM_MONTHLY_PREMIUM,
  ROOF_AGE_BANDS,
  US_STATES,
  YEARLY_PAYMENT_MONTHS,
  type Carrier,
  type ConstructionType,
  type StateCode,
} from '@/content/home-insurance-rates';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';

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
export function assessmentFactors(input: QuoteInput, asOfYear: number): QuoteFactors {
  const homeAge = Math.max(0, asOfYear - input.yearBuilt);
  return {
    state: US_STATES.find((state) => state.code === input.state)?.factor ?? 1,
    homeAge: bandFactor(HOME_AGE_BANDS, homeAge),
    roofAge: bandFactor(ROOF_AGE_BANDS, Math.max(0, input.roofAge)),
    claims: CLAIMS_FACTORS[Math.min(Math.max(0, Math.trunc(input.claimsLastFiveYears)), CLAIMS_FACTORS.length - 1)]!,
    construction: CONSTRUCTION_TYPES.find((type) => type.value === input.construction)?.factor ?? 1,
  };
}

function bandFactor(bands: readonly { maxYears: number; factor: number }[], years: number): number {
  return (bands.find((band) => years <= band.maxYears) ?? bands[bands.length - 1]!).factor;
}

/** The factor of the nearest listed deductible at or below `deductible` (the table's floor). */
export function deductibleFactor(deductible: number): number {
  const listed = Object.keys(DEDUCTIBLE_FACTORS)
    .map(Number)
    .sort((a, b) => a - b);
  const floor = listed.filter((value) => value <= deductible).pop() ?? listed[0]!;
  return DEDUCTIBLE_FACTORS[floor]!;
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
function priceCarrier(carrier: Carrier, input: QuoteInput, factors: QuoteFactors, index: number): InsuranceOption {
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
    deductibleFactor(deductible);
  const monthlyPremium = Math.max(MINIMUM_MONTHLY_PREMIUM, Math.round(annual / 12));
  return {
    id: `ins_${index + 1}`,
    type: 'homeowners',
    providerName: carrier.providerName,
    coverageAmount,
    monthlyPremium,
    yearlyPremium: Math.round(monthlyPremium * YEARLY_PAYMENT_MONTHS),
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
  const fullyInsured = options.filter((option) => option.coverageAmount >= input.dwellingCoverage);
  const pool = fullyInsured.length > 0 ? fullyInsured : options;
  const best = [...pool].sort(
    (a, b) =>
      Math.abs(a.coverageDetails.deductible - input.preferredDeductible) -
        Math.abs(b.coverageDetails.deductible - input.preferredDeductible) || a.yearlyPremium - b.yearlyPremium,
  )[0]!;
  return options.map((option) => ({ ...option, recommended: option.id === best.id }));
}

/** Prices a home assessment with every carrier of the rating table (pure: same input, same output). */
export function quoteHomeInsurance(input: QuoteInput, asOfYear: number, carriers: readonly Carrier[] = CARRIERS): InsuranceOption[] {
  const factors = assessmentFactors(input, asOfYear);
  return recommend(
    carriers.map((carrier, index) => priceCarrier(carrier, input, factors, index)),
    input,
  );
}
