import { z } from '@/lib/zod';
import { CONSTRUCTION_TYPES, PREFERRED_DEDUCTIBLES, STATE_CODES, type ConstructionType } from '@/content/home-insurance-rates';

/**
 * The home assessment: one schema for the form in the browser, the site's POST and the external
 * survey's webhook. Numbers are coerced so the same schema reads form fields (strings) and JSON.
 */
export const MIN_DWELLING = 50_000;
export const MAX_DWELLING = 5_000_000;
export const EARLIEST_YEAR_BUILT = 1800;

const wholeNumber = (message: string) =>
  z.coerce.number({ message }).refine((value) => Number.isInteger(value), { message });

const constructionValues = CONSTRUCTION_TYPES.map((type) => type.value) as [ConstructionType, ...ConstructionType[]];

export const homeAssessmentSchema = z.object({
  state: z.enum(STATE_CODES, { message: 'Please select your state' }),
  zipCode: z
    .string({ message: 'Please enter a valid ZIP code' })
    .trim()
    .min(5, 'Please enter a valid ZIP code')
    .max(10, 'ZIP code is too long')
    .regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code'),
  dwellingCoverage: wholeNumber('Please enter the estimated rebuild cost in whole dollars')
    .pipe(z.number().min(MIN_DWELLING, 'The estimated rebuild cost must be at least $50,000').max(MAX_DWELLING, 'For homes over $5,000,000 please call us')),
  squareFeet: wholeNumber('Please enter the size in square feet').pipe(
    z.number().min(200, 'Please enter the size in square feet').max(50_000, 'Please enter the size in square feet'),
  ),
  yearBuilt: wholeNumber('Please enter the year the home was built').pipe(
    z
      .number()
      .min(EARLIEST_YEAR_BUILT, 'Please enter the year the home was built')
      .max(new Date().getUTCFullYear() + 1, 'Please enter the year the home was built'),
  ),
  construction: z.enum(constructionValues, { message: 'Please select the construction type' }),
  roofAge: wholeNumber('Please enter the roof age in years').pipe(
    z.number().min(0, 'Please enter the roof age in years').max(150, 'Please enter the roof age in years'),
  ),
  claimsLastFiveYears: wholeNumber('Please select the number of claims').pipe(
    z.number().min(0, 'Please select the number of claims').max(3, 'Please select the number of claims'),
  ),
  preferredDeductible: wholeNumber('Please select a deductible').pipe(
    z.number().refine((value) => (PREFERRED_DEDUCTIBLES as readonly number[]).includes(value), 'Please select a deductible'),
  ),
  fullName: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: z.string({ message: 'Please enter a valid email address' }).trim().max(254, 'Please enter a valid email address').pipe(z.email('Please enter a valid email address')),
  phone: z
    .string({ message: 'Please enter a valid phone number' })
    .trim()
    .min(10, 'Please enter a valid phone number')
    .max(30, 'Please enter a valid phone number')
    .regex(/^[0-9+().\-\s]+$/, 'Please enter a valid phone number'),
  /** The consent checkbox next to the submit button (recorded either way; see decision 082). */
  consent: z
    .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])
    .optional()
    .transform((value) => value === true || value === 'on' || value === 'true'),
});

export type HomeAssessmentInput = z.input<typeof homeAssessmentSchema>;
export type HomeAssessment = z.output<typeof homeAssessmentSchema>;

/** An assessment id: a random positive integer, safe in JavaScript (never a sequence). */
export const assessmentIdSchema = z.coerce
  .number({ message: 'assessmentId must be a positive integer' })
  .refine((value) => Number.isSafeInteger(value) && value > 0, 'assessmentId must be a positive integer');

/** Strict form of the id in a URL segment: digits only, no signs, exponents or spaces. */
export function parseAssessmentIdParam(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** SPEC.md section 3, Selection payload. */
export const selectionSchema = z.object({
  assessmentId: z
    .number({ message: 'assessmentId must be a positive integer' })
    .refine((value) => Number.isSafeInteger(value) && value > 0, 'assessmentId must be a positive integer'),
  insuranceId: z
    .string({ message: 'insuranceId is required' })
    .trim()
    .min(1, 'insuranceId is required')
    .max(20, 'insuranceId is not a known option')
    .regex(/^ins_\d+$/, 'insuranceId is not a known option'),
});
export type Selection = z.infer<typeof selectionSchema>;

/** SPEC.md section 3, Option. Amounts are whole US dollars. */
export interface InsuranceOption {
  id: string;
  type: 'homeowners';
  providerName: string;
  coverageAmount: number;
  monthlyPremium: number;
  yearlyPremium: number;
  features: string[];
  recommended: boolean;
  coverageDetails: {
    deductible: number;
    liabilityCoverage: number;
    personalPropertyCoverage: number;
    medicalPayments: number;
  };
}

/**
 * SPEC.md section 3, Insurance options response. GET /api/insurance/options/{id} adds the
 * confirmed plan, the home's state (named when no carrier writes there: options is then empty)
 * and whether the figures come from the example rating table.
 */
export interface InsuranceOptionsResponse {
  assessmentId: number;
  options: InsuranceOption[];
  selectedInsuranceId?: string | null;
  stateName?: string;
  exampleRates?: boolean;
}
