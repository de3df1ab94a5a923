/**
 * The home-insurance rating table the quote engine (server/insurance/quote-engine.ts) reads.
 * Carriers are fictional; rates and factors are illustrative, shaped like a real rating manual:
 *
 *   annual premium = dwelling coverage / 1,000 x carrier base rate
 *                    x state x home age x roof age x claims x construction x deductible factor
 *   monthly = round(annual / 12); yearly (paid at once) = round(monthly x 11.5)
 *
 * A factor of 1.00 is neutral. The reference assessment (dwelling $360,000, every factor neutral,
 * $3,000 deductible) prices to the spec's sample table: $120/$1,380, $138/$1,587, $102/$1,173.
 * Bump RATING_VERSION whenever a number here changes: stored quotes record the version they used.
 */
export const RATING_VERSION = '2025-01';

/** Paying the year at once costs 11.5 monthly premiums: half a month free. */
export const YEARLY_PAYMENT_MONTHS = 11.5;

/** No policy is written below this monthly premium. */
export const MINIMUM_MONTHLY_PREMIUM = 25;

export interface Carrier {
  providerName: string;
  /** Annual premium per $1,000 of dwelling coverage before factors. */
  baseRatePerThousand: number;
  /** Dwelling coverage offered, as a multiple of the estimated rebuild cost. */
  dwellingMultiple: number;
  /** The offered deductible, as a multiple of the visitor's preferred deductible. */
  deductibleMultiple: number;
  /** Personal property coverage as a share of the dwelling coverage. */
  personalPropertyShare: number;
  liabilityCoverage: number;
  medicalPayments: number;
  features: string[];
}

export const CARRIERS: readonly Carrier[] = [
  {
    providerName: 'Harborline Mutual',
    baseRatePerThousand: 4.0,
    dwellingMultiple: 1.0,
    deductibleMultiple: 1.0,
    personalPropertyShare: 0.5,
    liabilityCoverage: 300_000,
    medicalPayments: 5_000,
    features: ['Replacement cost on dwelling', 'Water backup coverage', '24/7 claims hotline', 'Multi-policy discount'],
  },
  {
    providerName: 'Summit Crest Insurance',
    baseRatePerThousand: 3.98,
    dwellingMultiple: 1.1,
    deductibleMultiple: 0.5,
    personalPropertyShare: 0.6,
    liabilityCoverage: 500_000,
    medicalPayments: 10_000,
    features: ['Extended replacement cost (+10%)', 'Identity theft restoration', 'Equipment breakdown coverage', 'Loss of use up to 24 months'],
  },
  {
    providerName: 'Prairie Gate Home & Casualty',
    baseRatePerThousand: 3.98,
    dwellingMultiple: 0.9,
    deductibleMultiple: 1.5,
    personalPropertyShare: 0.5,
    liabilityCoverage: 300_000,
    medicalPayments: 2_000,
    features: ['Lowest monthly cost', 'Online policy management', 'Claims-free renewal credit'],
  },
];

/** Deductibles a visitor can prefer (the form's choices and the API's allowed values). */
export const PREFERRED_DEDUCTIBLES = [1000, 2000, 3000, 5000] as const;
export const DEFAULT_DEDUCTIBLE = 3000;

/** Credit or surcharge by the option's deductible: higher deductible, lower premium. */
export const DEDUCTIBLE_FACTORS: Readonly<Record<number, number>> = {
  500: 1.12,
  1000: 1.08,
  1500: 1.05,
  2000: 1.03,
  2500: 1.015,
  3000: 1.0,
  4500: 0.95,
  5000: 0.94,
  7500: 0.9,
};

/** Age of the home in years (as of the quote's year): newer homes cost less to insure. */
export const HOME_AGE_BANDS: readonly { maxYears: number; factor: number; label: string }[] = [
  { maxYears: 10, factor: 0.9, label: '10 years or newer' },
  { maxYears: 30, factor: 1.0, label: '11 to 30 years' },
  { maxYears: 50, factor: 1.12, label: '31 to 50 years' },
  { maxYears: Number.POSITIVE_INFINITY, factor: 1.25, label: 'over 50 years' },
];

/** Roof age in years: an old roof is the commonest cause of a denied or costly claim. */
export const ROOF_AGE_BANDS: readonly { maxYears: number; factor: number; label: string }[] = [
  { maxYears: 5, factor: 0.95, label: '5 years or newer' },
  { maxYears: 15, factor: 1.0, label: '6 to 15 years' },
  { maxYears: 20, factor: 1.1, label: '16 to 20 years' },
  { maxYears: Number.POSITIVE_INFINITY, factor: 1.25, label: 'over 20 years' },
];

/** Claims in the last five years; 3 stands for "3 or more". */
export const CLAIMS_FACTORS: readonly number[] = [1.0, 1.15, 1.35, 1.6];

export const CONSTRUCTION_TYPES = [
  { value: 'frame', label: 'Wood frame', factor: 1.0 },
  { value: 'masonry_veneer', label: 'Brick or stone veneer', factor: 0.96 },
  { value: 'masonry', label: 'Solid masonry (brick, block, concrete)', factor: 0.92 },
] as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number]['value'];

/**
 * State factors (weather, rebuild costs, litigation). 1.00 is the countrywide average; coastal
 * hurricane and plains hail states are above it.
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama', factor: 1.3 },
  { code: 'AK', name: 'Alaska', factor: 0.95 },
  { code: 'AZ', name: 'Arizona', factor: 0.9 },
  { code: 'AR', name: 'Arkansas', factor: 1.25 },
  { code: 'CA', name: 'California', factor: 1.15 },
  { code: 'CO', name: 'Colorado', factor: 1.3 },
  { code: 'CT', name: 'Connecticut', factor: 1.05 },
  { code: 'DE', name: 'Delaware', factor: 0.85 },
  { code: 'DC', name: 'District of Columbia', factor: 0.9 },
  { code: 'FL', name: 'Florida', factor: 1.9 },
  { code: 'GA', name: 'Georgia', factor: 1.1 },
  { code: 'HI', name: 'Hawaii', factor: 0.8 },
  { code: 'ID', name: 'Idaho', factor: 0.85 },
  { code: 'IL', name: 'Illinois', factor: 1.0 },
  { code: 'IN', name: 'Indiana', factor: 1.0 },
  { code: 'IA', name: 'Iowa', factor: 1.05 },
  { code: 'KS', name: 'Kansas', factor: 1.45 },
  { code: 'KY', name: 'Kentucky', factor: 1.1 },
  { code: 'LA', name: 'Louisiana', factor: 1.7 },
  { code: 'ME', name: 'Maine', factor: 0.9 },
  { code: 'MD', name: 'Maryland', factor: 0.95 },
  { code: 'MA', name: 'Massachusetts', factor: 1.05 },
  { code: 'MI', name: 'Michigan', factor: 1.0 },
  { code: 'MN', name: 'Minnesota', factor: 1.15 },
  { code: 'MS', name: 'Mississippi', factor: 1.35 },
  { code: 'MO', name: 'Missouri', factor: 1.15 },
  { code: 'MT', name: 'Montana', factor: 1.1 },
  { code: 'NE', name: 'Nebraska', factor: 1.45 },
  { code: 'NV', name: 'Nevada', factor: 0.85 },
  { code: 'NH', name: 'New Hampshire', factor: 0.85 },
  { code: 'NJ', name: 'New Jersey', factor: 0.95 },
  { code: 'NM', name: 'New Mexico', factor: 1.0 },
  { code: 'NY', name: 'New York', factor: 1.05 },
  { code: 'NC', name: 'North Carolina', factor: 1.1 },
  { code: 'ND', name: 'North Dakota', factor: 1.1 },
  { code: 'OH', name: 'Ohio', factor: 1.0 },
  { code: 'OK', name: 'Oklahoma', factor: 1.6 },
  { code: 'OR', name: 'Oregon', factor: 0.85 },
  { code: 'PA', name: 'Pennsylvania', factor: 1.0 },
  { code: 'RI', name: 'Rhode Island', factor: 1.05 },
  { code: 'SC', name: 'South Carolina', factor: 1.15 },
  { code: 'SD', name: 'South Dakota', factor: 1.15 },
  { code: 'TN', name: 'Tennessee', factor: 1.15 },
  { code: 'TX', name: 'Texas', factor: 1.55 },
  { code: 'UT', name: 'Utah', factor: 0.85 },
  { code: 'VT', name: 'Vermont', factor: 0.85 },
  { code: 'VA', name: 'Virginia', factor: 0.95 },
  { code: 'WA', name: 'Washington', factor: 0.9 },
  { code: 'WV', name: 'West Virginia', factor: 0.95 },
  { code: 'WI', name: 'Wisconsin', factor: 0.95 },
  { code: 'WY', name: 'Wyoming', factor: 1.05 },
] as const;
export type StateCode = (typeof US_STATES)[number]['code'];
export const STATE_CODES = US_STATES.map((state) => state.code) as [StateCode, ...StateCode[]];

/** What the results page and the PDF say about the numbers. */
export const ESTIMATE_NOTICE =
  'These premiums are estimates from the details you gave us, not a binding quote. Your licensed agent confirms the final price, coverage and eligibility with the carrier before any policy is issued.';
