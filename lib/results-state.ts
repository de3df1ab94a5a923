import type { InsuranceOption, InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';

/** A stored assessment's results as the results screen shows them (the product specification, section 4). */
export type ResultsState =
  /** The options could not be read (the product specification's failure state). */
  | { status: 'error' }
  /** No assessment under this link (a mistyped or made-up id): said so, with a new assessment offered. */
  | { status: 'unknown' }
  | { status: 'no-carrier'; stateName: string }
  | {
      status: 'loaded';
      options: InsuranceOption[];
      /** The plan the visitor already confirmed (a returning visitor sees it confirmed). */
      confirmedId: string | null;
      exampleRates: boolean;
    };

/**
 * What the stored assessment answers: its options, no carrier in the home's state, no such assessment, or the error
 * state.
 */
export function resultsStateOf(data: InsuranceOptionsResponse | null): ResultsState {
  if (!data) return { status: 'unknown' };
  if (data.options.length === 0)
    return data.stateName ? { status: 'no-carrier', stateName: data.stateName } : { status: 'error' };
  const confirmedId = data.options.some((option) => option.id === data.selectedInsuranceId)
    ? (data.selectedInsuranceId ?? null)
    : null;
  return { status: 'loaded', options: data.options, confirmedId, exampleRates: data.exampleRates === true };
}
