import { describe, expect, it } from 'vitest';
import { estimateSummary, formatDollars } from './stored';

describe('formatDollars', () => {
  it('writes whole US dollars with separators, as the product specification asks ("no decimals")', () => {
    expect(formatDollars(1582.43)).toBe('$1,582');
    expect(formatDollars(52.5)).toBe('$53');
    expect(formatDollars(1403.72)).toBe('$1,404');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(7932)).toBe('$7,932');
  });
});

describe('estimateSummary', () => {
  it("gives the agency the visitor's figures as the thank-you page wrote them", () => {
    const line = estimateSummary({
      planYear: 2026,
      percentOfPoverty: 250,
      guidelineYear: 2025,
      applicablePercentage: 8.44,
      benchmarkMonthly: 661,
      contributionMonthly: 275.25,
      creditMonthly: 385.75,
      afterCreditMonthly: 275.25,
      outcome: 'credit',
    });
    expect(line).toContain('credit $386/month');
    expect(line).toContain('benchmark silver $661/month');
    expect(line).not.toMatch(/\.\d\d\//);
  });
});
