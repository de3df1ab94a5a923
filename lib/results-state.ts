import type { InsuranceOption, InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';

/** A stored assessment's results as the results screen shows them (the product specification, section 4). */
export type ResultsState =
  | { status: 'error' }
  | { status: 'no-carrier'; stateName: string }
  | {
      status: 'loaded';
      options: InsuranceOption[];
      /** The plan the visitor already confirmed (a returning visitor sees it confirmed). */
      confirmedId: string | null;
      exampleRates: boolean;
    };

/** What the stored assessment answers: its options, no carrier in the home's state, or the error state. */
export function resultsStateOf(data: InsuranceOptionsResponse | null): ResultsState {
  if (!data) return { status: 'error' };
  if (data.options.length === 0) return data.stateName ? { status: 'no-carrier', stateName: data.stateName } : { status: 'error' };
  const confirmedId = data.options.some((option) => option.id === data.selectedInsuranceId) ? (data.selectedInsuranceId ?? null) : null;
  return { status: 'loaded', options: data.options, confirmedId, exampleRates: data.exampleRates === true };
}
