import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** Creates a home-insurance assessment through the API, as the form does, and returns its id. */
export async function createAssessment(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/insurance/options', {
    data: {
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
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { assessmentId: number }).assessmentId;
}
