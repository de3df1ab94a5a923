import { describe, expect, it } from 'vitest';
import { quoteHomeInsurance, type QuoteInput } from './quote-engine';
import { loadRatesFile, type RatingTable } from './rates-file';

/** The shipped example file, read the way RATES_FILE is read. */
const EXAMPLE = loadRatesFile('content/rates/example-rates.json');

const YEAR = 2025;
/** Every factor neutral: average state, 11-30 year old home, 6-15 year old roof, no claims, frame. */
const reference: QuoteInput = {
  state: 'PA',
  dwellingCoverage: 360_000,
  yearBuilt: 2005,
  construction: 'frame',
  roofAge: 10,
  claimsLastFiveYears: 0,
  preferredDeductible: 3000,
};

const monthly = (input: Partial<QuoteInput>) =>
  quoteHomeInsurance({ ...reference, ...input }, YEAR, EXAMPLE).map((option) => option.monthlyPremium);
const isEveryHigher = (a: number[], b: number[]) => a.every((value, index) => value > b[index]!);

describe('quoteHomeInsurance', () => {
  it("gives the spec's sample table for the reference assessment from the example file", () => {
    const options = quoteHomeInsurance(reference, YEAR, EXAMPLE);
    expect(
      options.map((option) => [
        option.id,
        option.monthlyPremium,
        option.yearlyPremium,
        option.coverageAmount,
        option.coverageDetails.deductible,
        option.recommended,
      ]),
    ).toEqual([
      ['ins_1', 120, 1380, 360_000, 3000, true],
      ['ins_2', 138, 1587, 396_000, 1500, false],
      ['ins_3', 102, 1173, 324_000, 4500, false],
    ]);
    for (const option of options) {
      expect(option.type).toBe('homeowners');
      expect(option.providerName).not.toBe('');
      expect(option.features.length).toBeGreaterThan(0);
      expect(option.coverageDetails.personalPropertyCoverage).toBeGreaterThan(0);
      expect(option.coverageDetails.liabilityCoverage).toBeGreaterThan(0);
      expect(option.coverageDetails.medicalPayments).toBeGreaterThan(0);
    }
  });

  it('is pure: the same assessment gives the same options', () => {
    expect(quoteHomeInsurance(reference, YEAR, EXAMPLE)).toEqual(quoteHomeInsurance({ ...reference }, YEAR, EXAMPLE));
  });

  it('charges more in a high-risk state and less in a low-risk one', () => {
    expect(isEveryHigher(monthly({ state: 'FL' }), monthly({}))).toBe(true);
    expect(isEveryHigher(monthly({}), monthly({ state: 'OR' }))).toBe(true);
  });

  it('charges more the older the home, less for a new one', () => {
    expect(isEveryHigher(monthly({}), monthly({ yearBuilt: 2020 }))).toBe(true);
    expect(isEveryHigher(monthly({ yearBuilt: 1985 }), monthly({}))).toBe(true);
    expect(isEveryHigher(monthly({ yearBuilt: 1950 }), monthly({ yearBuilt: 1985 }))).toBe(true);
  });

  it('charges more the older the roof', () => {
    const byRoof = [2, 10, 18, 30].map((roofAge) => monthly({ roofAge }));
    for (let i = 1; i < byRoof.length; i += 1) expect(isEveryHigher(byRoof[i]!, byRoof[i - 1]!)).toBe(true);
    expect(EXAMPLE.factors.roofAge.find((band) => band.maxYears === null || 10 <= band.maxYears)?.factor).toBe(1);
  });

  it("takes a band's factor up to and including its last year", () => {
    // The example table's roof bands: up to 5 years, up to 15, up to 20, then older.
    const bands = EXAMPLE.factors.roofAge.map((band) => band.maxYears);
    expect(bands).toEqual([5, 15, 20, null]);
    expect(monthly({ roofAge: 5 })).toEqual(monthly({ roofAge: 0 }));
    expect(isEveryHigher(monthly({ roofAge: 6 }), monthly({ roofAge: 5 }))).toBe(true);
    expect(monthly({ roofAge: 15 })).toEqual(monthly({}));
    expect(monthly({ roofAge: 20 })).toEqual(monthly({ roofAge: 18 }));
    expect(monthly({ roofAge: 21 })).toEqual(monthly({ roofAge: 80 }));
  });

  it('charges more for each claim in the last five years, capped at three', () => {
    const byClaims = [0, 1, 2, 3].map((claimsLastFiveYears) => monthly({ claimsLastFiveYears }));
    for (let i = 1; i < byClaims.length; i += 1) expect(isEveryHigher(byClaims[i]!, byClaims[i - 1]!)).toBe(true);
    expect(monthly({ claimsLastFiveYears: 7 })).toEqual(byClaims[3]);
  });

  it('charges less for masonry than for a wood frame', () => {
    expect(isEveryHigher(monthly({}), monthly({ construction: 'masonry' }))).toBe(true);
  });

  it('charges less for a higher deductible and offers deductibles around the preferred one', () => {
    const byDeductible = [1000, 2000, 3000, 5000].map((preferredDeductible) => monthly({ preferredDeductible }));
    for (let i = 1; i < byDeductible.length; i += 1)
      expect(isEveryHigher(byDeductible[i - 1]!, byDeductible[i]!)).toBe(true);
    const options = quoteHomeInsurance({ ...reference, preferredDeductible: 1000 }, YEAR, EXAMPLE);
    expect(options.map((option) => option.coverageDetails.deductible)).toEqual([1000, 500, 1500]);
  });

  it('scales with the dwelling coverage', () => {
    expect(isEveryHigher(monthly({ dwellingCoverage: 720_000 }), monthly({}))).toBe(true);
    const options = quoteHomeInsurance({ ...reference, dwellingCoverage: 720_000 }, YEAR, EXAMPLE);
    expect(options[0]!.monthlyPremium).toBe(240);
  });

  it('recommends exactly one option and yearly is always below 12 x monthly', () => {
    const states = ['PA', 'FL', 'OR', 'TX'] as const;
    for (const state of states)
      for (const dwellingCoverage of [50_000, 123_456, 360_000, 1_000_000, 5_000_000])
        for (const yearBuilt of [1850, 1990, 2024])
          for (const roofAge of [0, 12, 40])
            for (const claimsLastFiveYears of [0, 3])
              for (const preferredDeductible of [1000, 2000, 3000, 5000]) {
                const options = quoteHomeInsurance(
                  {
                    ...reference,
                    state,
                    dwellingCoverage,
                    yearBuilt,
                    roofAge,
                    claimsLastFiveYears,
                    preferredDeductible,
                  },
                  YEAR,
                  EXAMPLE,
                );
                expect(options.filter((option) => option.recommended)).toHaveLength(1);
                const recommended = options.find((option) => option.recommended)!;
                expect(recommended.coverageAmount).toBeGreaterThanOrEqual(dwellingCoverage);
                for (const option of options) {
                  expect(Number.isInteger(option.monthlyPremium) && Number.isInteger(option.yearlyPremium)).toBe(true);
                  expect(option.yearlyPremium).toBeLessThan(12 * option.monthlyPremium);
                  expect(option.yearlyPremium).toBeGreaterThan(11 * option.monthlyPremium);
                }
              }
  });
});

describe('availability by state', () => {
  /** Two carriers: one writes everywhere, the other only in Texas. */
  const twoCarriers: RatingTable = {
    ...EXAMPLE,
    example: false,
    ratingVersion: 'agency-test-1',
    carriers: [
      { ...EXAMPLE.carriers[0]!, providerName: 'Everywhere Home', states: 'all' },
      { ...EXAMPLE.carriers[1]!, providerName: 'Lone Star Home', states: ['TX'] },
    ],
  };

  it('offers only the carriers that write in the home state, keeping each id to its carrier', () => {
    const california = quoteHomeInsurance({ ...reference, state: 'CA' }, YEAR, twoCarriers);
    expect(california.map((option) => [option.id, option.providerName, option.recommended])).toEqual([
      ['ins_1', 'Everywhere Home', true],
    ]);
    const texas = quoteHomeInsurance({ ...reference, state: 'TX' }, YEAR, twoCarriers);
    expect(texas.map((option) => [option.id, option.providerName])).toEqual([
      ['ins_1', 'Everywhere Home'],
      ['ins_2', 'Lone Star Home'],
    ]);
    expect(texas.filter((option) => option.recommended)).toHaveLength(1);
  });

  /** Carriers that differ only in what the test names: the example's first carrier, renamed. */
  const carrier = (providerName: string, changes: Partial<RatingTable['carriers'][number]>) => ({
    ...EXAMPLE.carriers[0]!,
    providerName,
    states: 'all' as const,
    ...changes,
  });

  it('recommends the deductible nearest the preferred one, then the cheaper, wherever the carrier stands in the table', () => {
    const recommended = (carriers: RatingTable['carriers']) =>
      quoteHomeInsurance(reference, YEAR, { ...EXAMPLE, carriers }).find((option) => option.recommended)!.providerName;
    expect(
      recommended([
        carrier('Double deductible', { deductibleMultiple: 2 }),
        carrier('Same deductible', { deductibleMultiple: 1 }),
      ]),
    ).toBe('Same deductible');
    expect(
      recommended([
        carrier('Same deductible', { deductibleMultiple: 1 }),
        carrier('Double deductible', { deductibleMultiple: 2 }),
      ]),
    ).toBe('Same deductible');
    const cheap = carrier('Cheap', { baseRatePerThousand: 3 });
    const dear = carrier('Dear', { baseRatePerThousand: 5 });
    expect(recommended([dear, cheap])).toBe('Cheap');
    expect(recommended([cheap, dear])).toBe('Cheap');
  });

  it('recommends among all options, in table order, when none insures the full rebuild cost', () => {
    const carriers = [
      carrier('Short A', { dwellingMultiple: 0.8, deductibleMultiple: 2 }),
      carrier('Short B', { dwellingMultiple: 0.9, deductibleMultiple: 1 }),
    ];
    const options = quoteHomeInsurance(reference, YEAR, { ...EXAMPLE, carriers });
    expect(options.map((option) => [option.id, option.providerName, option.recommended])).toEqual([
      ['ins_1', 'Short A', false],
      ['ins_2', 'Short B', true],
    ]);
  });

  it('offers nothing where no carrier writes', () => {
    const texasOnly: RatingTable = { ...twoCarriers, carriers: [twoCarriers.carriers[1]!] };
    expect(quoteHomeInsurance({ ...reference, state: 'CA' }, YEAR, texasOnly)).toEqual([]);
  });
});
