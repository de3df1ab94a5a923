/**
 * What the home assessment asks and how the results talk about the numbers. The rating table
 * itself (carriers, base rates, factors, the states each carrier writes in) is the agency's data:
 * a JSON file named by RATES_FILE (docs/rates-file.md), with content/rates/example-rates.json as
 * the shipped example, read by the running server (server/insurance/rates.ts).
 */
import { stateName, US_STATE_CODES, type UsStateCode } from '@/lib/us-states';

/** Deductibles a visitor can prefer (the form's choices and the API's allowed values). */
export const PREFERRED_DEDUCTIBLES = [1000, 2000, 3000, 5000] as const;
export const DEFAULT_DEDUCTIBLE = 3000;

export const CONSTRUCTION_TYPES = [
  { value: 'frame', label: 'Wood frame' },
  { value: 'masonry_veneer', label: 'Brick or stone veneer' },
  { value: 'masonry', label: 'Solid masonry (brick, block, concrete)' },
] as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number]['value'];

/** The states the form offers: the site's one list (lib/us-states.ts); each needs a factor in the rates file. */
export type StateCode = UsStateCode;
export const STATE_CODES = [...US_STATE_CODES] as [StateCode, ...StateCode[]];

/** What the results page and the PDF say about the numbers. */
export const ESTIMATE_NOTICE =
  'These premiums are estimates from the details you gave us, not a binding quote. Your licensed agent confirms the final price, coverage and eligibility with the carrier before any policy is issued.';

/**
 * Shown with the options while they come from the example rating table (RATES_FILE unset): in
 * production the options are then named by coverage level, never by a carrier.
 */
export const EXAMPLE_RATES_NOTICE =
  'These options are estimates by coverage level, not offers from a named carrier. A licensed agent confirms quotes from real carriers before you choose a policy.';

/** What the agency e-mail and the CRM webhook say about figures from the example table (staff only: the visitor's PDF says EXAMPLE_RATES_NOTICE). */
export const EXAMPLE_RATES_AGENCY_NOTE =
  'Figures are estimates from the example rating table (RATES_FILE is not set), not quotes from a carrier.';

/** How the PDF marks the plan the visitor confirmed, or selected on the page before downloading. */
export const PDF_PLAN_MARKS = {
  confirmed: 'Your confirmed plan',
  selected: 'Your selected plan (not yet confirmed)',
} as const;

/** The name an option from the example table shows in production: "Essential Coverage". */
export function coverageLevelName(level: string): string {
  return `${level} Coverage`;
}

/** A feature of an example table's carrier, as a page shows it: in English, as the table says it. */
export function exampleFeature(feature: string): string {
  return feature;
}

/** The name of an example option whose coverage level the tables no longer know: "Coverage Option 2". */
export function coverageOptionName(position: number): string {
  return `Coverage Option ${position}`;
}

/** The results when no carrier of the table writes home insurance in the visitor's state. */
export const NO_CARRIER_COPY = {
  heading: (stateName: string) => `An Agent Will Look for Options in ${stateName}`,
  text: (stateName: string) =>
    `None of the carriers we can estimate online writes home insurance in ${stateName} yet. We have your details, and a licensed agent will look for options in ${stateName} and contact you.`,
  action: 'Contact Us',
} as const;

/** The results page for a link with no assessment behind it (/results/123): not a failure, a wrong link. */
export const UNKNOWN_RESULTS_COPY = {
  heading: 'We Don’t Recognize This Results Link',
  text: 'There are no insurance options under this link. It may be mistyped or incomplete: check the address you were sent, or start a new assessment to see your options in a few minutes.',
  action: 'Start a New Assessment',
  actionHref: '/home-assessment',
} as const;

/** The state's name as the form lists it ("TX" -> "Texas"). */
export function stateNameOf(code: string): string {
  return stateName(code) ?? code;
}
