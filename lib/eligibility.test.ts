import { describe, expect, it } from 'vitest';
import { parseEligibilityInput, suggestCoverage, type EligibilityInput } from './eligibility';

// A day in 2026: Medicaid uses the 2026 guidelines, 2026 Marketplace coverage the 2025 ones.
const TODAY = new Date('2026-11-22T12:00:00Z');
const kindOf = (input: EligibilityInput) => suggestCoverage(input, TODAY).kind;
const household = (state: string, householdSize: number, yearlyIncome: number) => ({
  state,
  householdSize,
  yearlyIncome,
});

describe('suggestCoverage in a Medicaid expansion state', () => {
  // 2026 guideline for one person: $15,960; 138% = $22,024.80.
  it('suggests Medicaid up to 138% of the current guideline, and the Marketplace just above', () => {
    expect(kindOf(household('CA', 1, 22_024))).toBe('medicaid');
    expect(kindOf(household('CA', 1, 22_025))).toBe('marketplace-with-tax-credits');
  });

  it('suggests Medicaid just under and just over 100% too', () => {
    expect(kindOf(household('NY', 1, 15_959))).toBe('medicaid');
    expect(kindOf(household('NY', 1, 15_961))).toBe('medicaid');
    expect(kindOf(household('NY', 1, 0))).toBe('medicaid');
  });

  it('adds $5,680 per additional person (household of four: $33,000, 138% = $45,540)', () => {
    expect(kindOf(household('IL', 4, 45_540))).toBe('medicaid');
    expect(kindOf(household('IL', 4, 45_541))).toBe('marketplace-with-tax-credits');
  });

  // Tax credits for 2026 coverage: 400% of the 2025 guideline ($15,650) = $62,600.
  it('ends tax credits at 400% of the 2025 guideline', () => {
    expect(kindOf(household('CA', 1, 62_600))).toBe('marketplace-with-tax-credits');
    expect(kindOf(household('CA', 1, 62_601))).toBe('marketplace');
  });

  it('uses the higher Alaska and Hawaii guidelines', () => {
    // Alaska 2026: $19,950; 138% = $27,531.
    expect(kindOf(household('AK', 1, 27_531))).toBe('medicaid');
    expect(kindOf(household('AK', 1, 27_532))).toBe('marketplace-with-tax-credits');
    // Hawaii 2026: $18,360; 138% = $25,336.80. The same income in California is above the limit.
    expect(kindOf(household('HI', 1, 25_336))).toBe('medicaid');
    expect(kindOf(household('CA', 1, 25_336))).toBe('marketplace-with-tax-credits');
    // Alaska 2025 for tax credits: $19,550 x 4 = $78,200.
    expect(kindOf(household('AK', 1, 78_200))).toBe('marketplace-with-tax-credits');
    expect(kindOf(household('AK', 1, 78_201))).toBe('marketplace');
  });
});

describe('suggestCoverage in a state that did not expand Medicaid', () => {
  it('puts adults under 100% of the guideline in the coverage gap, and offers tax credits from 100%', () => {
    for (const state of ['AL', 'FL', 'GA', 'KS', 'MS', 'SC', 'TN', 'TX', 'WY']) {
      expect(kindOf(household(state, 1, 15_649))).toBe('coverage-gap');
      expect(kindOf(household(state, 1, 15_650))).toBe('marketplace-with-tax-credits');
    }
    // Income that would be Medicaid in an expansion state.
    expect(kindOf(household('TX', 1, 10_000))).toBe('coverage-gap');
    expect(kindOf(household('TX', 1, 20_000))).toBe('marketplace-with-tax-credits');
  });

  it('covers Wisconsin adults up to 100% of the current guideline through Medicaid', () => {
    expect(kindOf(household('WI', 1, 15_960))).toBe('medicaid');
    expect(kindOf(household('WI', 1, 15_961))).toBe('marketplace-with-tax-credits');
  });

  it('still ends tax credits at 400%', () => {
    expect(kindOf(household('FL', 2, 4 * (15_650 + 5_500)))).toBe('marketplace-with-tax-credits');
    expect(kindOf(household('FL', 2, 4 * (15_650 + 5_500) + 1))).toBe('marketplace');
  });
});

describe('suggestCoverage figures', () => {
  it('reports the percentage of the guideline it used', () => {
    expect(suggestCoverage(household('CA', 1, 31_300), TODAY)).toEqual({
      kind: 'marketplace-with-tax-credits',
      state: 'CA',
      percentOfPoverty: 200,
      guidelineYear: 2025,
    });
    expect(suggestCoverage(household('CA', 1, 15_960), TODAY)).toMatchObject({
      kind: 'medicaid',
      percentOfPoverty: 100,
      guidelineYear: 2026,
    });
  });

  it('uses the 2025 guidelines for Medicaid before the 2026 ones were published', () => {
    const early2026 = new Date('2026-01-05T12:00:00Z');
    // 138% of $15,650 = $21,597: above it in early January, below the 2026 limit afterwards.
    expect(suggestCoverage(household('CA', 1, 21_800), early2026).kind).toBe('marketplace-with-tax-credits');
    expect(suggestCoverage(household('CA', 1, 21_800), TODAY).kind).toBe('medicaid');
  });
});

describe('which guidelines a day uses', () => {
  it('switches Medicaid to the new guidelines on their publication day', () => {
    // 138% of the 2025 guideline is $21,597, of the 2026 one $22,024.80.
    expect(suggestCoverage(household('CA', 1, 21_800), new Date('2026-01-14T23:00:00Z')).kind).toBe(
      'marketplace-with-tax-credits',
    );
    expect(suggestCoverage(household('CA', 1, 21_800), new Date('2026-01-15T00:00:00Z'))).toMatchObject({
      kind: 'medicaid',
      guidelineYear: 2026,
    });
  });

  it("prices Marketplace coverage with the previous year's guidelines, or the nearest year the table has", () => {
    const marketplaceYear = (today: string) =>
      (suggestCoverage(household('CA', 1, 40_000), new Date(today)) as { guidelineYear: number }).guidelineYear;
    expect(marketplaceYear('2027-06-01T12:00:00Z')).toBe(2026);
    expect(marketplaceYear('2026-06-01T12:00:00Z')).toBe(2025);
    // Before the table's first year and after its last: the nearest year.
    expect(marketplaceYear('2025-06-01T12:00:00Z')).toBe(2025);
    expect(marketplaceYear('2030-06-01T12:00:00Z')).toBe(2026);
  });

  it('never suggests Medicaid in a state without an adult Medicaid limit, not even with no income', () => {
    expect(kindOf(household('TX', 1, 0))).toBe('coverage-gap');
  });
});

describe('parseEligibilityInput', () => {
  it('accepts the largest household and income it allows, and trims spaces', () => {
    expect(parseEligibilityInput({ state: ' ca ', household: ' 12 ', income: ' 30000 ' })).toEqual({
      state: 'CA',
      householdSize: 12,
      yearlyIncome: 30_000,
    });
    expect(parseEligibilityInput({ state: 'CA', household: '20', income: '100000000' })).toEqual({
      state: 'CA',
      householdSize: 20,
      yearlyIncome: 100_000_000,
    });
    expect(parseEligibilityInput({ state: 'CA', household: '2', income: '100000001' })).toBeNull();
  });

  it('reads the state, household size and yearly income of the query string', () => {
    expect(parseEligibilityInput({ state: 'tx', household: '3', income: '$42,000' })).toEqual({
      state: 'TX',
      householdSize: 3,
      yearlyIncome: 42_000,
    });
    expect(parseEligibilityInput({ state: ['CA', 'NY'], household: '1', income: '1000.50' })).toEqual({
      state: 'CA',
      householdSize: 1,
      yearlyIncome: 1_001,
    });
  });

  it('gives null for missing or bad input, so the screen stays neutral instead of failing', () => {
    const bad = [
      {},
      { state: 'XX', household: '2', income: '30000' },
      { state: 'CA', household: '0', income: '30000' },
      { state: 'CA', household: '21', income: '30000' },
      { state: 'CA', household: 'two', income: '30000' },
      { state: 'CA', household: '2', income: '-5' },
      { state: 'CA', household: '2', income: 'lots' },
      { state: 'CA', household: '2', income: '' },
      { state: 'CA', household: '2', income: '1e9' },
      { state: 'CA', household: '2', income: '999999999999' },
      { state: '__proto__', household: '2', income: '30000' },
      { state: 'CA', household: '1x', income: '30000' },
      { state: 'CA', household: 'x1', income: '30000' },
      { state: 'CA', household: '2', income: '30000abc' },
      { state: 'CA', household: '2', income: 'abc30000' },
    ];
    for (const params of bad) {
      const input = parseEligibilityInput(params);
      expect(input, JSON.stringify(params)).toBeNull();
      expect(suggestCoverage(input, TODAY)).toEqual({ kind: 'unknown' });
    }
  });
});
