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
   * States that rate on a curve of their own (a member's premium is the state's 40-year-old figure x
   * member's factor / the state curve's own age-40 factor). null: the curve is not entered (see
   * `note`), and the estimate says so instead of pricing those households on the federal curve.
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
    'Reforms: State Specific Age Curve Variations" (31 May 2017, for plan years 2018 on; no later edition found: ' +
    'the curves of AL, DC, MA, MN, MS, OR and UT) and "State Specific Rating Variations" (family tiers)',
  url: 'https://www.cms.gov/cciio/programs-and-initiatives/health-insurance-market-reforms/state-rating',
  taken: '2026-11-26',
  note:
    'Federal curve figures cross-checked against several independent implementations (decision 180). The ' +
    "seven state curves were read, age by age, from PolicyEngine US's copy of the CMS document " +
    '(policyengine_us/parameters/gov/aca/age_curves/generate_age_curves.py.py, commit ' +
    'da66f22726f3ee98298e6b365bcf15326d1c95b8, citing downloads/statespecagecrv053117.pdf), and agree with a ' +
    'second published copy age by age (github.com/ecao310/magnificent, docs/published-figures.md). NY and VT ' +
    'family tiers as PolicyEngine US copies them from the CMS page ' +
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
  // Every state curve rates everyone under 21 at one factor (so ages 15-20 repeat the child factor), and
  // DC, MA and UT stop rising before 64. Copied as CMS publishes them, unnormalised (decision 180).
  // prettier-ignore
  stateCurves: {
    // Alabama (individual market)
    AL: {
      child0To14: 0.635,
      byAge15To63: [
        0.635, 0.635, 0.635, 0.635, 0.635, 0.635, // 15-20
        1.000, 1.000, 1.000, 1.000, 1.004, 1.024, 1.048, 1.087, 1.119, // 21-29
        1.135, 1.159, 1.183, 1.198, 1.214, 1.222, 1.230, 1.238, 1.246, 1.262, // 30-39
        1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.500, 1.563, 1.635, 1.706, // 40-49
        1.786, 1.865, 1.952, 2.040, 2.135, 2.230, 2.333, 2.437, 2.548, 2.603, // 50-59
        2.714, 2.810, 2.873, 2.952, // 60-63
      ],
      age64AndOver: 3.000,
    },
    // District of Columbia
    DC: {
      child0To14: 0.654,
      byAge15To63: [
        0.654, 0.654, 0.654, 0.654, 0.654, 0.654, // 15-20
        0.727, 0.727, 0.727, 0.727, 0.727, 0.727, 0.727, 0.744, 0.760, // 21-29
        0.779, 0.799, 0.817, 0.836, 0.856, 0.876, 0.896, 0.916, 0.927, 0.938, // 30-39
        0.975, 1.013, 1.053, 1.094, 1.137, 1.181, 1.227, 1.275, 1.325, 1.377, // 40-49
        1.431, 1.487, 1.545, 1.605, 1.668, 1.733, 1.801, 1.871, 1.944, 2.020, // 50-59
        2.099, 2.181, 2.181, 2.181, // 60-63
      ],
      age64AndOver: 2.181,
    },
    // Massachusetts
    MA: {
      child0To14: 0.751,
      byAge15To63: [
        0.751, 0.751, 0.751, 0.751, 0.751, 0.751, // 15-20
        1.183, 1.183, 1.183, 1.183, 1.183, 1.183, 1.220, 1.250, 1.275, // 21-29
        1.287, 1.305, 1.323, 1.334, 1.346, 1.352, 1.358, 1.363, 1.369, 1.381, // 30-39
        1.393, 1.410, 1.427, 1.450, 1.478, 1.511, 1.550, 1.593, 1.641, 1.688, // 40-49
        1.741, 1.792, 1.847, 1.902, 1.961, 2.019, 2.080, 2.142, 2.206, 2.280, // 50-59
        2.365, 2.365, 2.365, 2.365, // 60-63
      ],
      age64AndOver: 2.365,
    },
    // Minnesota
    MN: {
      child0To14: 0.890,
      byAge15To63: [
        0.890, 0.890, 0.890, 0.890, 0.890, 0.890, // 15-20
        1.000, 1.000, 1.000, 1.000, 1.004, 1.024, 1.048, 1.087, 1.119, // 21-29
        1.135, 1.159, 1.183, 1.198, 1.214, 1.222, 1.230, 1.238, 1.246, 1.262, // 30-39
        1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.500, 1.563, 1.635, 1.706, // 40-49
        1.786, 1.865, 1.952, 2.040, 2.135, 2.230, 2.333, 2.437, 2.548, 2.603, // 50-59
        2.714, 2.810, 2.873, 2.952, // 60-63
      ],
      age64AndOver: 3.000,
    },
    // Mississippi
    MS: {
      child0To14: 0.635,
      byAge15To63: [
        0.635, 0.635, 0.635, 0.635, 0.635, 0.635, // 15-20
        1.000, 1.000, 1.000, 1.000, 1.004, 1.024, 1.048, 1.087, 1.119, // 21-29
        1.135, 1.159, 1.183, 1.198, 1.214, 1.222, 1.230, 1.238, 1.246, 1.262, // 30-39
        1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.500, 1.563, 1.635, 1.706, // 40-49
        1.786, 1.865, 1.952, 2.040, 2.135, 2.230, 2.333, 2.437, 2.548, 2.603, // 50-59
        2.714, 2.810, 2.873, 2.952, // 60-63
      ],
      age64AndOver: 3.000,
    },
    // Oregon
    OR: {
      child0To14: 0.635,
      byAge15To63: [
        0.635, 0.635, 0.635, 0.635, 0.635, 0.635, // 15-20
        1.000, 1.000, 1.000, 1.000, 1.004, 1.024, 1.048, 1.087, 1.119, // 21-29
        1.135, 1.159, 1.183, 1.198, 1.214, 1.222, 1.230, 1.238, 1.246, 1.262, // 30-39
        1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.500, 1.563, 1.635, 1.706, // 40-49
        1.786, 1.865, 1.952, 2.040, 2.135, 2.230, 2.333, 2.437, 2.548, 2.603, // 50-59
        2.714, 2.810, 2.873, 2.952, // 60-63
      ],
      age64AndOver: 3.000,
    },
    // Utah
    UT: {
      child0To14: 0.793,
      byAge15To63: [
        0.793, 0.793, 0.793, 0.793, 0.793, 0.793, // 15-20
        1.000, 1.050, 1.113, 1.191, 1.298, 1.363, 1.390, 1.390, 1.390, // 21-29
        1.390, 1.390, 1.390, 1.390, 1.390, 1.390, 1.390, 1.404, 1.425, 1.450, // 30-39
        1.479, 1.516, 1.562, 1.616, 1.681, 1.748, 1.818, 1.891, 1.966, 2.045, // 40-49
        2.127, 2.212, 2.300, 2.392, 2.488, 2.588, 2.691, 2.799, 2.911, 3.000, // 50-59
        3.000, 3.000, 3.000, 3.000, // 60-63
      ],
      age64AndOver: 3.000,
    },
  },
  communityRated: {
    NY: { oneAdult: 1.0, twoAdults: 2.0, oneAdultWithChildren: 1.7, twoAdultsWithChildren: 2.85 },
    VT: { oneAdult: 1.0, twoAdults: 2.0, oneAdultWithChildren: 1.93, twoAdultsWithChildren: 2.81 },
  },
  childUnderAge: 21,
  maxChargedChildren: 3,
};
