import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The reference assessment: every rating factor neutral, the specification's sample figures. */
export const REFERENCE_ASSESSMENT = {
  state: 'PA',
  zipCode: '19103',
  dwellingCoverage: 360000,
  squareFeet: 2100,
  yearBuilt: new Date().getUTCFullYear() - 20,
  construction: 'frame',
  roofAge: 10,
  claimsLastFiveYears: 0,
  preferredDeductible: 3000,
  fullName: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '(215) 555-0134',
  consent: true,
};

/** Creates a home-insurance assessment through the API, as the form does, and returns its id. */
export async function createAssessment(
  request: APIRequestContext,
  assessment: typeof REFERENCE_ASSESSMENT = REFERENCE_ASSESSMENT,
): Promise<number> {
  const response = await request.post('/api/insurance/options', { data: assessment });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { assessmentId: number }).assessmentId;
}
