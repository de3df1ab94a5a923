import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/form-data';
import { estimateRequestSchema } from './estimate';

const errorsOf = (input: unknown) => {
  const result = estimateRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};
const VALID = { state: 'TX', householdSize: 2, yearlyIncome: 52_000, ages: [40, 9] };

describe('estimateRequestSchema (the same rules on the page and on the server)', () => {
  it('takes a household, the state in any case and an optional ZIP code', () => {
    expect(estimateRequestSchema.parse({ ...VALID, state: ' tx ' })).toEqual(VALID);
    expect(estimateRequestSchema.parse({ ...VALID, zipCode: ' 78701-1234 ' })).toEqual({
      ...VALID,
      zipCode: '78701-1234',
    });
  });

  it('says what is wrong with each field', () => {
    expect(errorsOf({})).toEqual({
      state: ['Please select your state'],
      householdSize: ['Household size must be a whole number from 1 to 20'],
      yearlyIncome: ['Yearly income must be a whole number of dollars'],
      ages: ['Please enter each age as a whole number from 0 to 120'],
    });
    expect(errorsOf({ ...VALID, state: 'PR' })).toEqual({ state: ['Please select your state'] });
    expect(errorsOf({ ...VALID, householdSize: 21, ages: Array.from({ length: 21 }, () => 30) })).toMatchObject({
      householdSize: ['Household size must be a whole number from 1 to 20'],
    });
    expect(errorsOf({ ...VALID, yearlyIncome: 52_000.5 })).toEqual({
      yearlyIncome: ['Yearly income must be a whole number of dollars'],
    });
    expect(errorsOf({ ...VALID, ages: [40, -1] })).toEqual({
      ages: ['Please enter each age as a whole number from 0 to 120'],
    });
    expect(errorsOf({ ...VALID, zipCode: '787' })).toEqual({ zipCode: ['Please enter a valid ZIP code'] });
  });

  it('wants one age for each household member', () => {
    expect(errorsOf({ ...VALID, ages: [40] })).toEqual({
      ages: ['Please enter one age for each person in your household'],
    });
    expect(errorsOf({ ...VALID, ages: [40, 9, 7] })).toEqual({
      ages: ['Please enter one age for each person in your household'],
    });
  });
});
