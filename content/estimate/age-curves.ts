import type { UsStateCode } from '@/lib/us-states';
import type { TableSource } from './source';

/**
 * How Marketplace premiums vary with age (45 CFR 147.102). Most states use the federal default
 * curve; a few have their own; New York and Vermont do not rate by age at all (community rating
 * with family tiers). KFF's benchmark figure is for a 40-year-old, so a member's premium is that
 * figure times (member's factor / age-40 factor).
 */
export interface AgeCurve {
  /** Factor for everyone 0 to 14 (one band since plan year 2018). */
  child0To14: number;
  /** Factors for ages 15 to 63, index 0 = age 15. */
  byAge15To63: readonly number[];
  /** Factor for 64 and older. */
  age64AndOver: number;
}

export interface FamilyTiers {
  oneAdult: number;
  twoAdults: number;
  oneAdultWithChildren: number;
  twoAdultsWithChildren: number;
}

export interface AgeRatingTable extends TableSource {
  federalDefault: AgeCurve;
  /** The age the benchmark figures are quoted for. */
  benchmarkAge: number;
  /**
   * States that rate on a curve of their own. null: the curve is not entered yet (see `note`),
   * and the estimate says so instead of pricing those households on the federal curve.
   */
  stateCurves: Partial<Record<UsStateCode, AgeCurve | null>>;
  /** Community-rated states: no age rating, a multiple of the single adult's rate per family tier. */
  communityRated: Partial<Record<UsStateCode, FamilyTiers>>;
  /** Children under this age count as children on a policy... */
  childUnderAge: number;
  /** ...and at most this many of them (the oldest) are charged for (45 CFR 147.102(c)(1)). */
  maxChargedChildren: number;
}

export const AGE_RATING: AgeRatingTable = {
  year: 2026,
  source:
    'CMS, "Final Guidance Regarding Age Curves and State Reporting" (16 Dec 2016, Appendix I: the federal ' +
    'default standard age curve, in force since plan year 2018 and unchanged for 2026); CMS, "Market Rating ' +
    'Reforms: State Specific Rating Variations" (state curves and family tiers)',
  url: 'https://www.cms.gov/cciio/programs-and-initiatives/health-insurance-market-reforms/state-rating',
  taken: '2026-11-25',
  note:
    'Federal curve figures cross-checked against several independent implementations (decision 180). ' +
    'The curves of AL, DC, MA, MN, MS, OR and UT could not be read from a source we can cite in full when ' +
    'this was written, so they are left empty (null) and the estimate answers that it cannot price those ' +
    'states yet. NY and VT family tiers as PolicyEngine US copies them from the CMS page ' +
    '(parameters/gov/aca/family_tier_ratings/ny.yaml, vt.yaml).',
  federalDefault: {
    child0To14: 0.765,
    // prettier-ignore
    byAge15To63: [
      0.833, 0.859, 0.885, 0.913, 0.941, 0.970, // 15-20
      1.000, 1.000, 1.000, 1.000, 1.004, 1.024, 1.048, 1.087, 1.119, // 21-29
      1.135, 1.159, 1.183, 1.198, 1.214, 1.222, 1.230, 1.238, 1.246, 1.262, // 30-39
      1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.500, 1.563, 1.635, 1.706, // 40-49
      1.786, 1.865, 1.952, 2.040, 2.135, 2.230, 2.333, 2.437, 2.548, 2.603, // 50-59
      2.714, 2.810, 2.873, 2.952, // 60-63
    ],
    age64AndOver: 3.0,
  },
  benchmarkAge: 40,
  stateCurves: { AL: null, DC: null, MA: null, MN: null, MS: null, OR: null, UT: null },
  communityRated: {
    NY: { oneAdult: 1.0, twoAdults: 2.0, oneAdultWithChildren: 1.7, twoAdultsWithChildren: 2.85 },
    VT: { oneAdult: 1.0, twoAdults: 2.0, oneAdultWithChildren: 1.93, twoAdultsWithChildren: 2.81 },
  },
  childUnderAge: 21,
  maxChargedChildren: 3,
};
