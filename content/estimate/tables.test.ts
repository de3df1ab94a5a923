import { describe, expect, it } from 'vitest';
import { POVERTY_GUIDELINES } from '@/content/poverty-guidelines';
import { US_STATE_CODES } from '@/lib/us-states';
import { AGE_RATING } from './age-curves';
import { APPLICABLE_PERCENTAGES } from './applicable-percentage';
import { BENCHMARK_PREMIUMS } from './benchmark-premiums';
import { GUIDELINE_YEAR, PLAN_YEAR, type TableSource } from './source';

// Each autumn the agency moves PLAN_YEAR and renews every table (decision 180); until a table is
// renewed this fails, so last year's figures are never presented as this year's.
const TABLES: [string, TableSource][] = [
  ['applicable percentages', APPLICABLE_PERCENTAGES],
  ['age rating', AGE_RATING],
  ['benchmark premiums', BENCHMARK_PREMIUMS],
];

describe('the estimate tables', () => {
  it.each(TABLES)('%s are for the plan year, with a source and the day they were taken', (_name, table) => {
    expect(table.year).toBe(PLAN_YEAR);
    expect(table.source).not.toBe('');
    expect(table.url).toMatch(/^https:\/\//);
    expect(table.taken).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(table.taken))).toBe(false);
  });

  it('has the poverty guidelines of the year before the plan year (the ones in force when its open enrollment began)', () => {
    expect(POVERTY_GUIDELINES.some((guidelines) => guidelines.year === GUIDELINE_YEAR)).toBe(true);
  });

  it('has a benchmark entry (a figure or null) for every state and DC, and only positive figures', () => {
    expect(Object.keys(BENCHMARK_PREMIUMS.monthlyAt40).sort()).toEqual([...US_STATE_CODES].sort());
    for (const figure of Object.values(BENCHMARK_PREMIUMS.monthlyAt40)) {
      if (figure !== null) expect(figure).toBeGreaterThan(0);
    }
  });

  it('names where each entered benchmark was read (none is entered without its source)', () => {
    const entered = Object.entries(BENCHMARK_PREMIUMS.monthlyAt40)
      .filter(([, figure]) => figure !== null)
      .map(([state]) => state);
    expect(Object.keys(BENCHMARK_PREMIUMS.stateSources).sort()).toEqual(entered.sort());
  });

  it('has applicable percentage bands that join up from 0 to the cliff and never fall', () => {
    const bands = APPLICABLE_PERCENTAGES.bands;
    expect(bands[0]!.from).toBe(0);
    expect(bands.at(-1)!.to).toBe(APPLICABLE_PERCENTAGES.maxPercentOfPoverty);
    bands.slice(1).forEach((band, index) => {
      expect(band.from).toBe(bands[index]!.to);
      expect(band.initial).toBeGreaterThanOrEqual(bands[index]!.final);
    });
  });

  it('has a full federal age curve: ages 15 to 63, rising, from the child factor to the 3:1 top', () => {
    const curve = AGE_RATING.federalDefault;
    expect(curve.byAge15To63).toHaveLength(63 - 15 + 1);
    [curve.child0To14, ...curve.byAge15To63, curve.age64AndOver].reduce((previous, factor) => {
      expect(factor).toBeGreaterThanOrEqual(previous);
      return factor;
    });
    expect(curve.byAge15To63[21 - 15]).toBe(1);
    expect(curve.byAge15To63[40 - 15]).toBe(1.278);
    expect(curve.age64AndOver).toBe(3);
  });

  it('has the full curve of each state that rates on its own: one factor under 21, never falling, within 3:1', () => {
    expect(Object.keys(AGE_RATING.stateCurves).sort()).toEqual(['AL', 'DC', 'MA', 'MN', 'MS', 'OR', 'UT']);
    for (const [state, curve] of Object.entries(AGE_RATING.stateCurves)) {
      if (!curve) continue;
      expect(curve.byAge15To63, state).toHaveLength(63 - 15 + 1);
      // CMS's state curves rate everyone under 21 alike (the federal curve steps from 15 to 20).
      expect(curve.byAge15To63.slice(0, 6), state).toEqual(Array(6).fill(curve.child0To14));
      [curve.child0To14, ...curve.byAge15To63, curve.age64AndOver].reduce((previous, factor) => {
        expect(factor, state).toBeGreaterThanOrEqual(previous);
        return factor;
      });
      // 45 CFR 147.102(a)(1)(iii): an adult's rate varies at most 3:1 by age.
      expect(curve.age64AndOver / curve.byAge15To63[21 - 15]!, state).toBeLessThanOrEqual(3.0005);
    }
  });
});
