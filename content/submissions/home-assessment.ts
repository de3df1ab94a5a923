/**
 * Every word a home assessment adds to the site's lists, in English (decision 178, "The words of a
 * type"): the consent topic, the console's label and columns and the form's messages. It sends no
 * confirmation e-mail (the results page is the visitor's answer). content/es/submissions/
 * home-assessment.ts translates all but the console's. The form's and the results' own words are
 * those of their pages (content/home-insurance-pages.ts).
 */
import { LANGUAGE_COLUMN } from './console-columns.ts';

/** "may call and text me about ...". */
export const CONSENT_TOPIC = 'home insurance';

/** No confirmation e-mail. */
export const CONFIRMATIONS = {} as const;

export const CONSOLE_LABEL = 'Home assessment';

/** The item page's, the inbox's and the CSV's columns (content/console.ts ITEM_COLUMNS). */
export const CONSOLE_COLUMNS = [
  // The confirmed selection's reference (HOME-...), empty until the visitor confirms a plan.
  { key: 'reference', label: 'Reference' },
  { key: 'name', label: 'Name', link: true },
  { key: 'email', label: 'E-mail' },
  { key: 'phone', label: 'Phone' },
  LANGUAGE_COLUMN,
  { key: 'state', label: 'State' },
  { key: 'zip_code', label: 'ZIP' },
  { key: 'dwelling_coverage', label: 'Rebuild cost' },
  { key: 'square_feet', label: 'Square feet', table: false },
  { key: 'year_built', label: 'Year built', table: false },
  { key: 'construction', label: 'Construction', table: false },
  { key: 'roof_age', label: 'Roof age', table: false },
  { key: 'claims_last_five_years', label: 'Claims in the last five years', table: false },
  { key: 'deductible', label: 'Preferred deductible' },
  { key: 'options', label: 'Options quoted', table: false },
  { key: 'selected_plan', label: 'Selected plan' },
  { key: 'figures', label: 'Figures', table: false },
  { key: 'rating_version', label: 'Rating version', table: false },
  { key: 'results_url', label: 'Results page', table: false },
  { key: 'source', label: 'Source', table: false },
] as const;

/** What lib/schemas/home-assessment.ts says to a visitor (content/messages.ts lists them with the rest). */
export const MESSAGES = [
  'Please enter the estimated rebuild cost',
  'Please enter the estimated rebuild cost as a whole number',
  'The estimated rebuild cost must be at least $50,000',
  'The estimated rebuild cost must be at most $5,000,000',
  'Please enter the size in square feet',
  'Please enter the size in square feet as a whole number',
  'The size must be at least 200 sq ft',
  'The size must be at most 50,000 sq ft',
  'Please enter the year the home was built',
  'Please enter the year the home was built as a whole number',
  'The year built must be at least 1800',
  // Next year: the limit moves with the calendar.
  'The year built must be at most {year}',
  'Please select the construction type',
  'Please enter the roof age in years',
  'Please enter the roof age in years as a whole number',
  'The roof age must be at least 0 years',
  'The roof age must be at most 150 years',
  'Please enter the number of claims',
  'Please enter the number of claims as a whole number',
  'The number of claims must be at least 0',
  'The number of claims must be at most 3',
  'Please enter a deductible',
  'Please enter a deductible as a whole number',
  'The deductible must be at least 0',
  'The deductible must be at most 100000',
  'Please select a deductible',
] as const;
