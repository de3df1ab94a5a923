/**
 * What the site tells analytics and ad platforms (docs/decisions/120): page views name the page's
 * route pattern from the registry (content/routes.ts), never its address; a conversion is one of
 * these patterns reached, sent without any parameter about the person.
 */
export interface Conversion {
  /** The route pattern whose page view is the conversion. */
  pattern: string;
  /** Counted only when the previous page was this pattern (a shared link is not a new lead). */
  after?: string;
  /** GA4's and the data layer's event name. */
  event: string;
  /** The pixel's standard event. */
  pixelEvent: 'Lead' | 'Schedule';
}

export const CONVERSIONS: readonly Conversion[] = [
  { pattern: '/thank-you', event: 'generate_lead', pixelEvent: 'Lead' },
  { pattern: '/thank-you/[token]', event: 'generate_lead', pixelEvent: 'Lead' },
  { pattern: '/results/[assessmentId]', after: '/home-assessment', event: 'generate_lead', pixelEvent: 'Lead' },
  { pattern: '/appointment-confirmed', event: 'schedule_appointment', pixelEvent: 'Schedule' },
];

/**
 * Pages whose address says something about a visitor: a results key (decision 082), a claim
 * outcome's token (decision 103) and a lead's thank-you token (its sealed answers). The tag manager is never loaded on them: the tags a
 * marketer adds inside it read the address bar and the referrer themselves (decision 120).
 */
export const PRIVATE_ADDRESS_PATTERNS: readonly string[] = [
  '/results/[assessmentId]',
  '/results/[assessmentId]/confirmed',
  '/claims/sent/[token]',
  '/thank-you',
  '/thank-you/[token]',
];

/**
 * The mark of a form where a visitor types about themselves (their name and how to reach them,
 * and in some a claim's description and documents, a household's income, a commenter's e-mail,
 * the address someone asks us never to use): the privacy policy says no analytics or ad tool
 * receives what is typed into a form, and tags inside the tag manager can read a page's fields
 * (a form-submission trigger, an ad platform's automatic matching, a session recorder), so it is
 * not loaded on a page that shows one (decision 120, second addendum). Every form of the form kit
 * carries it (`formProps`), and the news list for its comment forms, which open on demand.
 */
export const PRIVATE_FIELDS = { 'data-private-fields': '' } as const;

/**
 * Query parameters that say nothing about a visitor (the news list's paging). Any other parameter
 * (campaign tags, click ids, a form's answers) keeps the tag manager off that page too.
 */
export const PUBLIC_QUERY_PARAMETERS: readonly string[] = ['page', 'size'];

/** Paths where nothing is measured at all: the staff console. */
export const UNMEASURED_PREFIXES: readonly string[] = ['/console'];

/** The pattern reported for an address the registry does not know (a 404). */
export const UNKNOWN_PATTERN = '/(not-found)';
