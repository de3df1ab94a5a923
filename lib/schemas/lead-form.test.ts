import { describe, expect, it } from 'vitest';
import { leadFromFormFields } from '@/lib/fields/lead';

// The lead forms post strings (a browser's FormData, or the server action's): this is how they
// become the lead's JSON before the shared schema reads them. A wrong turn here would refuse a
// family's typed income, or drop a ticked coverage box.
describe('leadFromFormFields', () => {
  it('passes anything that is not a plain object through untouched, for the schema to refuse', () => {
    for (const raw of [null, undefined, 'text', 42, ['householdSize', '3']]) expect(leadFromFormFields(raw)).toBe(raw);
  });

  it('collects the ticked coverage boxes into one list, and none when none is ticked', () => {
    expect(
      leadFromFormFields({
        coverage_medical: 'on',
        coverage_dental: true,
        coverage_vision: 'off',
        coverage_life: false,
        name: 'Sam',
      }),
    ).toEqual({
      coverage: ['medical', 'dental'],
      name: 'Sam',
    });
    expect(leadFromFormFields({ coverage_medical: '', name: 'Sam' })).toEqual({ name: 'Sam' });
  });

  it('leaves out unanswered optional questions, but keeps an empty required one for its message', () => {
    expect(leadFromFormFields({ state: ' ', bestTime: '', note: '  ', pageUrl: '', name: '', email: ' ' })).toEqual({
      name: '',
      email: ' ',
    });
    expect(leadFromFormFields({ state: 'TX', note: 'After five' })).toEqual({ state: 'TX', note: 'After five' });
  });

  it('reads household size and income as whole numbers as people type them', () => {
    expect(leadFromFormFields({ householdSize: ' 3 ', yearlyIncome: ' $42,000 ' })).toEqual({
      householdSize: 3,
      yearlyIncome: 42000,
    });
    expect(leadFromFormFields({ householdSize: 4, yearlyIncome: 100 })).toEqual({
      householdSize: 4,
      yearlyIncome: 100,
    });
    // Blank is no answer; the schema then asks for it.
    expect(leadFromFormFields({ householdSize: '  ', yearlyIncome: ' $ ' })).toEqual({
      householdSize: undefined,
      yearlyIncome: undefined,
    });
    expect(leadFromFormFields({})).toEqual({});
  });

  it('leaves anything that is not a whole number as typed, so the schema can say why', () => {
    for (const typed of ['3 people', 'three', '2.5', '-1', 'x3'])
      expect(leadFromFormFields({ householdSize: typed })).toEqual({ householdSize: typed });
    // Dollar signs and thousands separators belong to money only.
    expect(leadFromFormFields({ householdSize: '1,000' })).toEqual({ householdSize: '1,000' });
    expect(leadFromFormFields({ yearlyIncome: 'about 40k' })).toEqual({ yearlyIncome: 'about 40k' });
    // Twelve digits at most: past that it is not an income anyone types.
    expect(leadFromFormFields({ yearlyIncome: '999999999999' })).toEqual({ yearlyIncome: 999999999999 });
    expect(leadFromFormFields({ yearlyIncome: '1000000000000' })).toEqual({ yearlyIncome: '1000000000000' });
  });

  it('splits the ages on commas, semicolons and spaces, keeping what is not an age as text', () => {
    expect(leadFromFormFields({ ages: '42, 39 12;7' })).toEqual({ ages: [42, 39, 12, 7] });
    expect(leadFromFormFields({ ages: '42,forty' })).toEqual({ ages: [42, 'forty'] });
    expect(leadFromFormFields({ ages: '1000 x42 42x' })).toEqual({ ages: ['1000', 'x42', '42x'] });
    expect(leadFromFormFields({ ages: ' , ' })).toEqual({ ages: undefined });
    expect(leadFromFormFields({ ages: [42, 39] })).toEqual({ ages: [42, 39] });
  });
});
