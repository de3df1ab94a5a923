import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from '@/lib/zod';
import { fieldErrorsOf } from '@/lib/form-data';
import { assessmentIdSchema, homeAssessmentSchema, parseAssessmentIdParam, selectionSchema } from './home-assessment';

function errorsOf(schema: ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
}

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const home = {
  state: 'pa',
  zipCode: '19103',
  dwellingCoverage: '$360,000',
  squareFeet: '2,100',
  yearBuilt: '2005',
  construction: 'frame',
  roofAge: 10,
  claimsLastFiveYears: '0',
  preferredDeductible: '3000',
  fullName: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '(215) 555-0134',
};

describe('homeAssessmentSchema', () => {
  it('reads form strings and JSON numbers alike: dollar signs, commas and spaces go, the state is upper-cased', () => {
    expect(homeAssessmentSchema.parse(home)).toMatchObject({
      state: 'PA',
      dwellingCoverage: 360_000,
      squareFeet: 2100,
      yearBuilt: 2005,
      roofAge: 10,
      claimsLastFiveYears: 0,
      preferredDeductible: 3000,
      consent: false,
    });
  });

  it('says what is missing, what is not a whole number, and which bound was crossed', () => {
    expect(
      errorsOf(homeAssessmentSchema, { ...home, dwellingCoverage: ' ', squareFeet: '12.5', yearBuilt: null }),
    ).toEqual({
      dwellingCoverage: ['Please enter the estimated rebuild cost'],
      squareFeet: ['Please enter the size in square feet as a whole number'],
      yearBuilt: ['Please enter the year the home was built'],
    });
    expect(
      errorsOf(homeAssessmentSchema, {
        ...home,
        dwellingCoverage: 49_999,
        squareFeet: 199,
        yearBuilt: 1799,
        roofAge: -1,
        claimsLastFiveYears: -1,
      }),
    ).toEqual({
      dwellingCoverage: ['The estimated rebuild cost must be at least $50,000'],
      squareFeet: ['The size must be at least 200 sq ft'],
      yearBuilt: ['The year built must be at least 1800'],
      roofAge: ['The roof age must be at least 0 years'],
      claimsLastFiveYears: ['The number of claims must be at least 0'],
    });
    expect(
      errorsOf(homeAssessmentSchema, {
        ...home,
        dwellingCoverage: 5_000_001,
        squareFeet: 50_001,
        yearBuilt: NEXT_YEAR + 1,
        roofAge: 151,
        claimsLastFiveYears: 4,
      }),
    ).toEqual({
      dwellingCoverage: ['The estimated rebuild cost must be at most $5,000,000'],
      squareFeet: ['The size must be at most 50,000 sq ft'],
      yearBuilt: [`The year built must be at most ${NEXT_YEAR}`],
      roofAge: ['The roof age must be at most 150 years'],
      claimsLastFiveYears: ['The number of claims must be at most 3'],
    });
    expect(
      homeAssessmentSchema.parse({
        ...home,
        dwellingCoverage: 50_000,
        squareFeet: 50_000,
        yearBuilt: NEXT_YEAR,
        roofAge: 150,
        claimsLastFiveYears: 3,
      }),
    ).toMatchObject({ dwellingCoverage: 50_000, yearBuilt: NEXT_YEAR });
  });

  it('takes only the listed states, construction types and deductibles', () => {
    expect(
      errorsOf(homeAssessmentSchema, {
        ...home,
        state: 'Pennsylvania',
        construction: 'straw',
        preferredDeductible: 2500,
      }),
    ).toEqual({
      state: ['Please select your state'],
      construction: ['Please select the construction type'],
      preferredDeductible: ['Please select a deductible'],
    });
    expect(errorsOf(homeAssessmentSchema, { ...home, state: 7 })).toEqual({ state: ['Please select your state'] });
    expect(
      homeAssessmentSchema.parse({ ...home, state: ' dc ', construction: 'masonry', preferredDeductible: 1000 }),
    ).toMatchObject({ state: 'DC', construction: 'masonry', preferredDeductible: 1000 });
  });
});

describe('assessment ids', () => {
  it('reads an id from a URL segment: digits only, no leading zero, sign, exponent or space, and safe', () => {
    expect(parseAssessmentIdParam('1')).toBe(1);
    expect(parseAssessmentIdParam('4242424242')).toBe(4_242_424_242);
    expect(parseAssessmentIdParam('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    for (const raw of ['0', '01', '-1', '+1', '1e3', ' 1', '1 ', '1.0', '9007199254740993', '12345678901234567', ''])
      expect(parseAssessmentIdParam(raw), raw).toBeNull();
  });

  it('the id schemas take positive safe integers only', () => {
    expect(assessmentIdSchema.parse('42')).toBe(42);
    for (const value of ['0', '-3', '1.5', 'x', String(2 ** 53)])
      expect(assessmentIdSchema.safeParse(value).success, value).toBe(false);
    expect(selectionSchema.parse({ assessmentId: 42, insuranceId: ' ins_2 ' })).toEqual({
      assessmentId: 42,
      insuranceId: 'ins_2',
    });
    expect(errorsOf(selectionSchema, { assessmentId: '42', insuranceId: '' })).toEqual({
      assessmentId: ['assessmentId must be a positive integer'],
      insuranceId: ['insuranceId is required', 'insuranceId is not a known option'],
    });
    expect(errorsOf(selectionSchema, { assessmentId: 0, insuranceId: 'plan_2' })).toEqual({
      assessmentId: ['assessmentId must be a positive integer'],
      insuranceId: ['insuranceId is not a known option'],
    });
    expect(errorsOf(selectionSchema, { assessmentId: 1.5, insuranceId: `ins_${'1'.repeat(20)}` })).toEqual({
      assessmentId: ['assessmentId must be a positive integer'],
      insuranceId: ['insuranceId is not a known option'],
    });
    expect(errorsOf(selectionSchema, { insuranceId: 'x ins_2' })).toEqual({
      assessmentId: ['assessmentId must be a positive integer'],
      insuranceId: ['insuranceId is not a known option'],
    });
  });
});
