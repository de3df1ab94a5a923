import { describe, expect, it } from 'vitest';
import { estimateSummary } from './stored';

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
