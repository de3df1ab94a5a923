/**
 * Which public program a household is likely eligible for, from its yearly income, size and
 * state: Medicaid, the Marketplace with or without premium tax credits, or the coverage gap of
 * the states that did not expand Medicaid. Pure: the thank-you screen and its tests call it.
 * An estimate for a suggestion on screen, never an eligibility decision.
 */
import {
  EXPANSION_LIMIT_PERCENT,
  NON_EXPANSION_STATES,
  TAX_CREDIT_MAX_PERCENT,
  TAX_CREDIT_MIN_PERCENT,
} from '@/content/medicaid-expansion';
import { isStateCode } from '@/lib/us-states';
import { POVERTY_GUIDELINES, type GuidelineRegion, type PovertyGuidelines } from '@/content/poverty-guidelines';

export interface EligibilityInput {
  state: string;
  householdSize: number;
  yearlyIncome: number;
}

export type Suggestion =
  | { kind: 'unknown' }
  | { kind: 'medicaid'; state: string; percentOfPoverty: number; guidelineYear: number }
  | { kind: 'marketplace-with-tax-credits'; state: string; percentOfPoverty: number; guidelineYear: number }
  | { kind: 'marketplace'; state: string; percentOfPoverty: number; guidelineYear: number }
  | { kind: 'coverage-gap'; state: string; percentOfPoverty: number; guidelineYear: number };

export const MAX_HOUSEHOLD_SIZE = 20;
const MAX_INCOME = 100_000_000;

type RawParam = string | string[] | undefined;
// Stryker disable next-line StringLiteral: equivalent: a missing parameter fails its check whatever text stands in for
// it (decision 170)
const single = (value: RawParam) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** Reads the query parameters; any missing or bad value gives null (the screen then stays neutral). */
export function parseEligibilityInput(params: {
  state?: RawParam;
  household?: RawParam;
  income?: RawParam;
}): EligibilityInput | null {
  const state = single(params.state).toUpperCase();
  const household = single(params.household);
  const income = single(params.income).replace(/[$,\s]/g, '');
  if (!isStateCode(state)) return null;
  if (!/^\d{1,2}$/.test(household)) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(income)) return null;
  const householdSize = Number(household);
  const yearlyIncome = Math.round(Number(income));
  if (householdSize < 1 || householdSize > MAX_HOUSEHOLD_SIZE || yearlyIncome > MAX_INCOME) return null;
  return { state, householdSize, yearlyIncome };
}

function regionOf(state: string): GuidelineRegion {
  return state === 'AK' ? 'alaska' : state === 'HI' ? 'hawaii' : 'contiguous';
}

/** The guidelines in force on a date: the latest published on or before it. */
export function guidelinesInForce(on: Date): PovertyGuidelines {
  // Stryker disable next-line MethodExpression: equivalent: a YYYY-MM-DD date compares the same with the full ISO time
  // (decision 170)
  const day = on.toISOString().slice(0, 10);
  const published = POVERTY_GUIDELINES.filter((guidelines) => guidelines.published <= day);
  // Stryker disable next-line UnaryOperator: equivalent while the table holds two years: at(1) is then the last one too
  // (decision 170)
  return published.at(-1) ?? POVERTY_GUIDELINES[0]!;
}

/** Guidelines of a given year, or the closest year the table has. */
function guidelinesOfYear(year: number): PovertyGuidelines {
  return (
    POVERTY_GUIDELINES.find((guidelines) => guidelines.year === year) ??
    (year < POVERTY_GUIDELINES[0]!.year ? POVERTY_GUIDELINES[0]! : POVERTY_GUIDELINES.at(-1)!)
  );
}

export function povertyGuideline(guidelines: PovertyGuidelines, state: string, householdSize: number): number {
  const schedule = guidelines.schedules[regionOf(state)];
  return schedule.firstPerson + schedule.eachAdditional * (householdSize - 1);
}

/** Income as a whole percentage of the guideline, rounded down (for display). */
function percentOf(income: number, guideline: number): number {
  return Math.floor((income * 100) / guideline);
}

/**
 * Medicaid uses the guidelines in force today; Marketplace tax credits for a coverage year use the
 * previous year's guidelines (2026 coverage: the 2025 guidelines). The coverage year is this
 * year's unless given (the premium tax credit estimate names its plan year, decision 180).
 */
export function suggestCoverage(
  input: EligibilityInput | null,
  today: Date = new Date(),
  coverageYear: number = today.getUTCFullYear(),
): Suggestion {
  if (!input) return { kind: 'unknown' };
  const { state, householdSize, yearlyIncome } = input;

  const medicaidGuidelines = guidelinesInForce(today);
  const medicaidLine = povertyGuideline(medicaidGuidelines, state, householdSize);
  const nonExpansion = NON_EXPANSION_STATES[state];
  const medicaidLimit = nonExpansion ? nonExpansion.adultLimitPercent : EXPANSION_LIMIT_PERCENT;
  // Integer arithmetic: "up to 138%" includes 138% exactly.
  if (medicaidLimit !== null && yearlyIncome * 100 <= medicaidLine * medicaidLimit) {
    return {
      kind: 'medicaid',
      state,
      percentOfPoverty: percentOf(yearlyIncome, medicaidLine),
      guidelineYear: medicaidGuidelines.year,
    };
  }

  const marketplaceGuidelines = guidelinesOfYear(coverageYear - 1);
  const marketplaceLine = povertyGuideline(marketplaceGuidelines, state, householdSize);
  const percentOfPoverty = percentOf(yearlyIncome, marketplaceLine);
  const result = { state, percentOfPoverty, guidelineYear: marketplaceGuidelines.year };
  if (yearlyIncome * 100 < marketplaceLine * TAX_CREDIT_MIN_PERCENT) return { kind: 'coverage-gap', ...result };
  if (yearlyIncome * 100 <= marketplaceLine * TAX_CREDIT_MAX_PERCENT)
    return { kind: 'marketplace-with-tax-credits', ...result };
  return { kind: 'marketplace', ...result };
}
