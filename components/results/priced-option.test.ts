/**
 * The results' chart axes are written by the server page (no number formatter in the browser,
 * decision 176): round ticks from 0 past the largest amount, labelled like the prices.
 */
import { describe, expect, it } from 'vitest';
import { ENHANCED_COVERAGE } from '@/tests/support/insurance-option';
import { axisTicks, chartAxes } from './priced-option';

describe('chart axes', () => {
  it('step in round amounts from 0 to the first step at or past the largest', () => {
    expect(axisTicks(1380)).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks(360000)).toEqual([0, 100000, 200000, 300000, 400000]);
    expect(axisTicks(2000)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('still draw an axis when there is nothing to show', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });

  it("label each tick as the page writes amounts, in the page's language", () => {
    const axes = chartAxes([ENHANCED_COVERAGE], 'en');
    expect(axes.premium).toEqual({ ticks: [0, 500, 1000, 1500], labels: ['$0', '$500', '$1,000', '$1,500'] });
    expect(axes.coverage.labels).toEqual(['$0k', '$100k', '$200k', '$300k', '$400k']);
    expect(chartAxes([ENHANCED_COVERAGE], 'es').premium.labels).toEqual(['$0', '$500', '$1,000', '$1,500']);
  });
});
