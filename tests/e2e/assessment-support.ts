import type { APIRequestContext } from '@playwright/test';
import { SAMPLE_HOME_ASSESSMENT } from '../support/sample-home-assessment';
import { expect } from './fixtures';

/** The reference assessment: every rating factor neutral, the specification's sample figures. */
export const REFERENCE_ASSESSMENT = {
  ...SAMPLE_HOME_ASSESSMENT,
  yearBuilt: new Date().getUTCFullYear() - 20,
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
