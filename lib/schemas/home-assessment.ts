import * as z from '@/lib/zod';
import { CONSTRUCTION_TYPES, PREFERRED_DEDUCTIBLES, type ConstructionType } from '@/content/home-insurance-rates';
import { US_STATE_CODES } from '@/lib/us-states';
import { checkboxField, droppedWhenInvalid, emailField, phoneField, requiredText, zipCodeField } from './common';

/**
 * The home assessment: one schema for the form in the browser, the site's POST and the external
 * survey's webhook. Numbers are coerced so the same schema reads form fields (strings) and JSON.
 */
export const MIN_DWELLING = 50_000;
export const MAX_DWELLING = 5_000_000;
export const EARLIEST_YEAR_BUILT = 1800;

/**
 * A whole number typed in a form or sent in JSON. Each failure says what is wrong: empty,
 * not a whole number, below or above its bounds (a blank field is "required", not "too small").
 */
function wholeNumber({
  what,
  subject,
  min,
  max,
  unit = '',
}: {
  what: string;
  subject: string;
  min: number;
  max: number;
  unit?: '$' | ' sq ft' | ' years' | '';
}) {
  // Years read as 1800, not 1,800.
  const show = (value: number) =>
    unit === '$'
      ? `$${value.toLocaleString('en-US')}`
      : unit
        ? `${value.toLocaleString('en-US')}${unit}`
        : String(value);
  const asText = (value: number | string) =>
    typeof value === 'number' ? String(value) : value.trim().replace(/[$,\s]/g, '');
  const typed = z.union([z.number(), z.string()], { error: `Please enter ${what}` }).check(
    z.superRefine((value: number | string, ctx) => {
      const text = asText(value);
      if (text === '') ctx.addIssue({ code: 'custom', message: `Please enter ${what}` });
      else if (!Number.isInteger(Number(text)))
        ctx.addIssue({ code: 'custom', message: `Please enter ${what} as a whole number` });
    }),
  );
  return z.pipe(
    z.pipe(
      typed,
      z.transform((value: number | string) => Number(asText(value))),
    ),
    z
      .number()
      .check(
        z.gte(min, `${subject} must be at least ${show(min)}`),
        z.lte(max, `${subject} must be at most ${show(max)}`),
      ),
  );
}

const constructionValues = CONSTRUCTION_TYPES.map((type) => type.value) as [ConstructionType, ...ConstructionType[]];

export const homeAssessmentSchema = z.object({
  state: z.pipe(
    z.string({ error: 'Please select your state' }).check(z.trim(), z.toUpperCase()),
    z.enum(US_STATE_CODES, { error: 'Please select your state' }),
  ),
  zipCode: zipCodeField(),
  dwellingCoverage: wholeNumber({
    what: 'the estimated rebuild cost',
    subject: 'The estimated rebuild cost',
    min: MIN_DWELLING,
    max: MAX_DWELLING,
    unit: '$',
  }),
  squareFeet: wholeNumber({
    what: 'the size in square feet',
    subject: 'The size',
    min: 200,
    max: 50_000,
    unit: ' sq ft',
  }),
  yearBuilt: wholeNumber({
    what: 'the year the home was built',
    subject: 'The year built',
    min: EARLIEST_YEAR_BUILT,
    max: new Date().getUTCFullYear() + 1,
  }),
  construction: z.enum(constructionValues, { error: 'Please select the construction type' }),
  roofAge: wholeNumber({ what: 'the roof age in years', subject: 'The roof age', min: 0, max: 150, unit: ' years' }),
  claimsLastFiveYears: wholeNumber({ what: 'the number of claims', subject: 'The number of claims', min: 0, max: 3 }),
  preferredDeductible: wholeNumber({ what: 'a deductible', subject: 'The deductible', min: 0, max: 100_000 }).check(
    z.refine(
      (value: number) => (PREFERRED_DEDUCTIBLES as readonly number[]).includes(value),
      'Please select a deductible',
    ),
  ),
  fullName: requiredText('Name is required', 120),
  email: emailField('Please enter a valid email address'),
  phone: phoneField('Please enter a valid phone number'),
  /** The consent checkbox next to the submit button (recorded either way; see decision 082). */
  consent: checkboxField,
  pageUrl: droppedWhenInvalid(2000),
});

export type HomeAssessmentInput = z.input<typeof homeAssessmentSchema>;
export type HomeAssessment = z.output<typeof homeAssessmentSchema>;

/** An assessment id: a random positive integer, safe in JavaScript (never a sequence). */
export const assessmentIdSchema = z.coerce
  .number({ message: 'assessmentId must be a positive integer' })
  .check(
    z.refine((value: number) => Number.isSafeInteger(value) && value > 0, 'assessmentId must be a positive integer'),
  );

/** Strict form of the id in a URL segment: digits only, no signs, exponents or spaces. */
export function parseAssessmentIdParam(raw: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** The product specification, section 3, Selection payload. */
export const selectionSchema = z.object({
  assessmentId: z
    .number({ message: 'assessmentId must be a positive integer' })
    .check(
      z.refine((value: number) => Number.isSafeInteger(value) && value > 0, 'assessmentId must be a positive integer'),
    ),
  insuranceId: z
    .string({ message: 'insuranceId is required' })
    .check(
      z.trim(),
      z.minLength(1, 'insuranceId is required'),
      z.maxLength(20, 'insuranceId is not a known option'),
      z.regex(/^ins_\d+$/, 'insuranceId is not a known option'),
    ),
});
export type Selection = z.infer<typeof selectionSchema>;

/** The product specification, section 3, Option. Amounts are whole US dollars. */
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
 * The product specification, section 3, Insurance options response. GET /api/insurance/options/{id} adds the
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
