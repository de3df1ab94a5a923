// No imports: the database tests and the browser specs (which cannot load the server's modules) share it.

/**
 * A home assessment every field of which is valid, every rating factor neutral (the specification's
 * sample figures), without the consent tick: a test says yes or no.
 */
export const SAMPLE_HOME_ASSESSMENT = {
  state: 'PA',
  zipCode: '19103',
  dwellingCoverage: 360000,
  squareFeet: 2100,
  yearBuilt: 2000,
  construction: 'frame',
  roofAge: 10,
  claimsLastFiveYears: 0,
  preferredDeductible: 3000,
  fullName: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '(215) 555-0134',
};
