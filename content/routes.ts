/**
 * Every page and API endpoint of the site: the one list the developer page map, the sitemap and
 * the browser tests read. A unit test (content/routes.test.ts) checks it against the files under
 * app/, so a route cannot be added or removed without this list following. A submission type's
 * own page and endpoint come from its words file (content/submissions/<type>.ts `ROUTES`).
 */
import { SUBMISSION_API_ROUTES, SUBMISSION_ENDPOINTS, SUBMISSION_PAGE_ROUTES } from './submissions/index.ts';

export type Layout = 'site' | 'standalone' | 'console';

export interface PageRoute {
  /** The app/ route pattern, e.g. '/results/[assessmentId]'. */
  pattern: string;
  /** A concrete path to visit (equals the pattern for static routes). */
  path: string;
  title: string;
  layout: Layout;
  group: 'Main' | 'Forms' | 'Booking' | 'Surveys' | 'Legal' | 'Embeds' | 'Console';
  /** Listed in sitemap.xml and indexable; ad landing pages and utility screens are not. */
  indexed: boolean;
  /** The page's main heading, checked by the browser tests. */
  heading?: string;
  /** Served by `npm run dev` only (the /embeds stand-ins): the production build answers 404. */
  developmentOnly?: true;
  /**
   * Console pages: who may open them. Without a session they redirect to the sign-in page (what a
   * test without one sees); tests/e2e/console-*.spec.ts visit them signed in.
   */
  access?: 'public' | 'operator' | 'admin';
  /** Console pages: the main heading once signed in. */
  consoleHeading?: string;
  /**
   * The route shows another page in a visitor's state (the claim page after a post without
   * JavaScript): that page's own specs walk its states, the per-route checks do not repeat it.
   */
  stateOf?: string;
  /**
   * The page has a Spanish twin at /es + path, same slug (docs/decisions/182-spanish-pages.md):
   * hreflang alternates, the sitemap, the language switch and the /es browser checks read this.
   */
  spanish?: true;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** The app/ route pattern, e.g. '/api/comments/[url]'. */
  pattern: string;
  /** A concrete path to call. */
  path: string;
  description: string;
}

export { SUBMISSION_ENDPOINTS };

/** Every page, its paths kept as literals (`PagePath`); read it as PAGE_ROUTES. */
const PAGE_LIST = [
  // Site pages (header and footer)
  { pattern: '/', path: '/', title: 'Home', layout: 'site', group: 'Main', indexed: true, spanish: true },
  // -- content pages (issue 3)
  {
    pattern: '/coverage-options',
    path: '/coverage-options',
    title: 'Coverage Options',
    layout: 'site',
    group: 'Main',
    indexed: true,
    heading: 'Coverage Options',
    spanish: true,
  },
  {
    pattern: '/contact',
    path: '/contact',
    title: 'Contact',
    layout: 'site',
    group: 'Main',
    indexed: true,
    heading: 'Contact Us',
    spanish: true,
  },
  {
    pattern: '/tax-reimburse',
    path: '/tax-reimburse',
    title: 'Tax Reimburse',
    layout: 'site',
    group: 'Main',
    indexed: true,
    heading: 'Tax Reimburse: Health Reimbursement Arrangements (HRA 105)',
    spanish: true,
  },
  {
    pattern: '/terms-and-conditions',
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    layout: 'site',
    group: 'Legal',
    indexed: true,
    heading: 'Terms and Conditions',
    spanish: true,
  },
  {
    pattern: '/terms-conditions',
    path: '/terms-conditions',
    title: 'Terms (redirect)',
    layout: 'site',
    group: 'Legal',
    indexed: false,
    heading: 'Terms and Conditions',
  },
  {
    pattern: '/connection-guide',
    path: '/connection-guide',
    title: 'Connection Guide',
    layout: 'site',
    group: 'Booking',
    indexed: false,
    heading: 'Connect with an advisor',
  },
  {
    pattern: '/booking',
    path: '/booking',
    title: 'Book Appointment',
    layout: 'site',
    group: 'Booking',
    indexed: false,
    heading: 'Schedule Your Consultation',
    spanish: true,
  },
  {
    pattern: '/appointment-confirmed',
    path: '/appointment-confirmed',
    title: 'Appointment Confirmed',
    layout: 'site',
    group: 'Booking',
    indexed: false,
    heading: 'Your appointment is confirmed',
    spanish: true,
  },
  {
    pattern: '/thank-you',
    path: '/thank-you',
    title: 'Thank You',
    layout: 'site',
    group: 'Forms',
    indexed: false,
    heading: 'Thank you for your application',
    spanish: true,
  },
  // A lead's own thank-you page: the token stands for its sealed answers (issue 24, decision 023).
  {
    pattern: '/thank-you/[token]',
    path: '/thank-you/unknown',
    title: 'Thank You',
    layout: 'site',
    group: 'Forms',
    indexed: false,
    heading: 'Thank you for your application',
    stateOf: '/thank-you',
    spanish: true,
  },
  {
    pattern: '/reach-out',
    path: '/reach-out',
    title: 'Ways To Connect',
    layout: 'standalone',
    group: 'Booking',
    indexed: false,
    heading: 'Ways To Connect',
  },
  {
    pattern: '/health-sherpa',
    path: '/health-sherpa',
    title: 'Marketplace Enrollment',
    layout: 'standalone',
    group: 'Booking',
    indexed: false,
    heading: 'Enroll in a Marketplace plan',
  },
  {
    pattern: '/assessment',
    path: '/assessment',
    title: 'Assessment',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Your Free Insurance Assessment',
    spanish: true,
  },
  {
    pattern: '/prohealth-survey',
    path: '/prohealth-survey',
    title: 'Survey',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/prohealth-survey_al',
    path: '/prohealth-survey_al',
    title: 'Survey (AL)',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/prohealth-survey-m2',
    path: '/prohealth-survey-m2',
    title: 'Survey (main 2)',
    layout: 'site',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/prohealth-survey-m3',
    path: '/prohealth-survey-m3',
    title: 'Survey (main 3)',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/prohealth-survey-m4',
    path: '/prohealth-survey-m4',
    title: 'Survey (main 4)',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/prohealth-survey-tiktok',
    path: '/prohealth-survey-tiktok',
    title: 'Survey (TikTok)',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/prohealth-survey-reddit',
    path: '/prohealth-survey-reddit',
    title: 'Survey (Reddit)',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/prohealth-survey-reddit-dupe',
    path: '/prohealth-survey-reddit-dupe',
    title: 'Survey (Reddit 2)',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/[slug]',
    path: '/prohealth-survey-alex-non-usha',
    title: 'Survey (non-USHA, per agent)',
    layout: 'standalone',
    group: 'Surveys',
    indexed: false,
    heading: 'Find your health coverage',
  },
  {
    pattern: '/[slug]',
    path: '/alex-booking',
    title: 'Agent calendar ({name}-booking)',
    layout: 'standalone',
    group: 'Booking',
    indexed: false,
    heading: 'Book a call with Alex',
  },
  {
    pattern: '/[slug]',
    path: '/book_alex',
    title: 'Agent calendar (book_{name})',
    layout: 'standalone',
    group: 'Booking',
    indexed: false,
    heading: 'Book a call with Alex',
  },
  {
    pattern: '/embeds/survey',
    path: '/embeds/survey?variant=main',
    title: 'Survey widget stand-in',
    layout: 'standalone',
    group: 'Embeds',
    indexed: false,
    heading: 'Health insurance survey',
    developmentOnly: true,
  },
  {
    pattern: '/embeds/assessment-form',
    path: '/embeds/assessment-form',
    title: 'Assessment form stand-in',
    layout: 'standalone',
    group: 'Embeds',
    indexed: false,
    heading: 'Assessment form',
    developmentOnly: true,
  },
  {
    pattern: '/embeds/booking',
    path: '/embeds/booking',
    title: 'Booking widget stand-in',
    layout: 'standalone',
    group: 'Embeds',
    indexed: false,
    heading: 'Pick a time',
    developmentOnly: true,
  },
  {
    pattern: '/embeds/calendar',
    path: '/embeds/calendar?agent=alex',
    title: 'Agent calendar stand-in',
    layout: 'standalone',
    group: 'Embeds',
    indexed: false,
    heading: 'Pick a time',
    developmentOnly: true,
  },
  // -- lead capture (issue 4)
  {
    pattern: '/claims',
    path: '/claims',
    title: 'Submit a Claim',
    layout: 'site',
    group: 'Forms',
    indexed: true,
    heading: 'Submit an Insurance Claim',
    spanish: true,
  },
  // Where the claim form without JavaScript lands (decision 103); an unknown token shows the empty form.
  {
    pattern: '/claims/sent/[token]',
    path: '/claims/sent/unknown',
    title: 'Claim sent',
    layout: 'site',
    group: 'Forms',
    indexed: false,
    heading: 'Submit an Insurance Claim',
    stateOf: '/claims',
    spanish: true,
  },
  // The submission types' own pages (the small-business quote), from their words files.
  ...SUBMISSION_PAGE_ROUTES,
  // -- news (issue 5)
  {
    pattern: '/news',
    path: '/news',
    title: 'News',
    layout: 'site',
    group: 'Main',
    indexed: true,
    heading: 'Insurance News',
    spanish: true,
  },
  // -- home insurance results (issue 6)
  {
    pattern: '/home-assessment',
    path: '/home-assessment',
    title: 'Home Insurance Assessment',
    layout: 'site',
    group: 'Forms',
    indexed: true,
    heading: 'Home Insurance Assessment',
    spanish: true,
  },
  {
    pattern: '/results/[assessmentId]',
    path: '/results/1',
    title: 'Insurance Results',
    layout: 'site',
    group: 'Forms',
    indexed: false,
    spanish: true,
  },
  // Where Confirm Selection leads (issue 24, decision 085); nothing confirmed: back to the results.
  {
    pattern: '/results/[assessmentId]/confirmed',
    path: '/results/1/confirmed',
    title: 'Plan confirmed',
    layout: 'site',
    group: 'Forms',
    indexed: false,
    stateOf: '/results/[assessmentId]',
    spanish: true,
  },
  // -- privacy and consent (issue 11)
  {
    pattern: '/opt-out',
    path: '/opt-out',
    title: 'Opt Out',
    layout: 'site',
    group: 'Legal',
    indexed: true,
    heading: 'Opt Out of Calls, Texts and E-mails',
    spanish: true,
  },
  // -- privacy (issue 11)
  {
    pattern: '/privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    layout: 'site',
    group: 'Legal',
    indexed: true,
    heading: 'Privacy Policy',
    spanish: true,
  },
  {
    pattern: '/privacy-choices',
    path: '/privacy-choices',
    title: 'Your Privacy Choices',
    layout: 'site',
    group: 'Legal',
    indexed: false,
    heading: 'Your Privacy Choices',
    spanish: true,
  },
  // -- operator console (issue 10): staff only, never indexed
  {
    pattern: '/console/login',
    path: '/console/login',
    title: 'Console sign-in',
    layout: 'console',
    group: 'Console',
    indexed: false,
    heading: 'Sign in to the console',
    access: 'public',
  },
  // The second factor's set-up at first sign-in: a step of the sign-in page, reached only with a right password (otherwise it redirects there).
  {
    pattern: '/console/enrol',
    path: '/console/enrol',
    title: 'Console second factor',
    layout: 'console',
    group: 'Console',
    indexed: false,
    heading: 'Set up your second factor',
    access: 'public',
    stateOf: '/console/login',
  },
  {
    pattern: '/console/set-password',
    path: '/console/set-password',
    title: 'Console set password',
    layout: 'console',
    group: 'Console',
    indexed: false,
    heading: 'Set your console password',
    access: 'public',
  },
  {
    pattern: '/console',
    path: '/console',
    title: 'Console inbox',
    layout: 'console',
    group: 'Console',
    indexed: false,
    access: 'operator',
    consoleHeading: 'Inbox',
  },
  {
    pattern: '/console/items/[type]/[id]',
    path: '/console/items/claim/00000000-0000-0000-0000-000000000000',
    title: 'Console item',
    layout: 'console',
    group: 'Console',
    indexed: false,
    access: 'operator',
  },
  {
    pattern: '/console/deliveries',
    path: '/console/deliveries',
    title: 'Console deliveries',
    layout: 'console',
    group: 'Console',
    indexed: false,
    access: 'operator',
    consoleHeading: 'Deliveries',
  },
  {
    pattern: '/console/opt-outs',
    path: '/console/opt-outs',
    title: 'Console opt-outs',
    layout: 'console',
    group: 'Console',
    indexed: false,
    access: 'operator',
    consoleHeading: 'Opt-outs',
  },
  {
    pattern: '/console/audit',
    path: '/console/audit',
    title: 'Console audit log',
    layout: 'console',
    group: 'Console',
    indexed: false,
    access: 'admin',
    consoleHeading: 'Audit log',
  },
  {
    pattern: '/console/[...unknown]',
    path: '/console/users',
    title: 'Console not found',
    layout: 'console',
    group: 'Console',
    indexed: false,
    access: 'operator',
  },
] as const satisfies readonly PageRoute[];

export const PAGE_ROUTES: readonly PageRoute[] = PAGE_LIST;

/**
 * A page of the site by its path, as listed above: a submission type's `pagePath` is one, so a type
 * whose page is not listed here (the sitemap, the language switch and the route tests read this
 * list) does not compile.
 */
export type SitePagePath = Extract<(typeof PAGE_LIST)[number], { layout: 'site' }>['path'];

/** The pages a visitor of the production site opens by their address: every route but the development stand-ins and the states of another page. */
export const PUBLIC_PAGE_ROUTES: readonly PageRoute[] = PAGE_ROUTES.filter(
  (route) => !route.developmentOnly && !route.stateOf,
);

export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    pattern: '/api/health',
    path: '/api/health',
    description: 'health check: database, outbox backlog, Redis and SMTP (503 when the database is down)',
  },
  {
    method: 'GET',
    pattern: '/api/language',
    path: '/api/language?to=es',
    description: 'the language switch: remembers the choice and answers 303 to the same page in that language',
  },
  // -- lead capture (issue 4)
  {
    method: 'POST',
    pattern: '/api/claims',
    path: '/api/claims',
    description: 'submit a claim with documents (multipart)',
  },
  {
    method: 'POST',
    pattern: '/api/claims/form',
    path: '/api/claims/form',
    description: 'the claim form without JavaScript (multipart): 303 to /claims/sent/[token]',
  },
  // The submission types' JSON endpoints: one route, a name per type's `endpoint` (decision 178), from their words files.
  ...SUBMISSION_API_ROUTES,
  // -- news (issue 5)
  {
    method: 'GET',
    pattern: '/api/comments/[url]',
    path: `/api/comments/${encodeURIComponent('https://www.healthcare.gov/quick-guide/dates-and-deadlines/')}`,
    description: 'comments of a news article (url-encoded article url)',
  },
  { method: 'POST', pattern: '/api/comments', path: '/api/comments', description: 'post a comment on a news article' },
  {
    method: 'POST',
    pattern: '/api/format-summary',
    path: '/api/format-summary',
    description: "format an article's full summary as safe HTML",
  },
  // -- home insurance (issue 6)
  {
    method: 'POST',
    pattern: '/api/insurance/options',
    path: '/api/insurance/options',
    description: 'get recommendations (home assessment; survey webhook with a Bearer secret)',
  },
  {
    method: 'GET',
    pattern: '/api/insurance/options/[assessmentId]',
    path: '/api/insurance/options/1',
    description: 'stored home-insurance options of an assessment',
  },
  {
    method: 'GET',
    pattern: '/api/insurance/options/[assessmentId]/pdf',
    path: '/api/insurance/options/1/pdf',
    description: 'home-insurance options as a PDF',
  },
  {
    method: 'POST',
    pattern: '/api/insurance/select',
    path: '/api/insurance/select',
    description: 'record the chosen home-insurance plan',
  },
  {
    method: 'POST',
    pattern: '/api/insurance/select/form',
    path: '/api/insurance/select/form',
    description:
      'the results page without JavaScript: confirms the plan whose button was pressed, 303 to its confirmation',
  },
  // -- premium tax credit estimate (issue 25)
  {
    method: 'POST',
    pattern: '/api/estimates',
    path: '/api/estimates',
    description: 'premium tax credit estimate for the plan year (state, household, income, ages); stores nothing',
  },
  // -- privacy and consent (issue 11)
  {
    method: 'POST',
    pattern: '/api/opt-out',
    path: '/api/opt-out',
    description: 'opt out of calls, texts and e-mails (e-mail and/or phone, reason)',
  },
  {
    method: 'POST',
    pattern: '/api/sms/inbound',
    path: '/api/sms/inbound',
    description: "the SMS provider's signed webhook for inbound texts: STOP and synonyms opt out, HELP answers (TwiML)",
  },
  // -- privacy (issue 11)
  {
    method: 'POST',
    pattern: '/api/privacy-choices',
    path: '/api/privacy-choices',
    description: 'opt out of sharing (or back in): a first-party cookie, then back to /privacy-choices',
  },
  // -- operator console (issue 10): a console session, else 401
  {
    method: 'GET',
    pattern: '/api/console/documents/[attachmentId]',
    path: '/api/console/documents/00000000-0000-0000-0000-000000000000',
    description: 'console: download a claim document (decrypted, audited)',
  },
  {
    method: 'GET',
    pattern: '/api/console/export',
    path: '/api/console/export?type=claim',
    description: 'console: the filtered inbox as CSV (audited)',
  },
];
