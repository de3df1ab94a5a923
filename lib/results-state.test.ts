import { describe, expect, it } from 'vitest';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import { resultsStateOf } from './results-state';

const option = (id: string) => ({ id, providerName: id }) as unknown as InsuranceOption;

describe('resultsStateOf', () => {
  it('is the unknown-link state for no assessment, the error state for one without options and without a state', () => {
    expect(resultsStateOf(null)).toEqual({ status: 'unknown' });
    expect(resultsStateOf({ assessmentId: 1, options: [] })).toEqual({ status: 'error' });
  });

  it("says an agent will look when no carrier writes in the home's state", () => {
    expect(resultsStateOf({ assessmentId: 1, options: [], stateName: 'Alaska' })).toEqual({
      status: 'no-carrier',
      stateName: 'Alaska',
    });
  });

  it('shows the options, the plan already confirmed (when it is one of them) and whether the rates are examples', () => {
    const options = [option('ins_1'), option('ins_2')];
    expect(resultsStateOf({ assessmentId: 1, options, selectedInsuranceId: 'ins_2', exampleRates: true })).toEqual({
      status: 'loaded',
      options,
      confirmedId: 'ins_2',
      exampleRates: true,
    });
    expect(resultsStateOf({ assessmentId: 1, options, selectedInsuranceId: 'ins_9' })).toEqual({
      status: 'loaded',
      options,
      confirmedId: null,
      exampleRates: false,
    });
  });
});
