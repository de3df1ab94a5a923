/**
 * Every page and API endpoint of the site: the one list the developer page map, the sitemap and
 * the browser tests read. A unit test (content/routes.test.ts) checks it against the files under
 * app/, so a route cannot be added or removed without this list following.
 */

export type Layout = 'site' | 'standalone';

export interface PageRoute {
  /** The app/ route pattern, e.g. '/results/[assessmentId]'. */
  pattern: string;
  /** A concrete path to visit (equals the pattern for static routes). */
  path: string;
  title: string;
  layout: Layout;
  group: 'Main' | 'Forms' | 'Booking' | 'Surveys' | 'Legal' | 'Embeds';
  /** Listed in sitemap.xml and indexable; ad landing pages and utility screens are not. */
  indexed: boolean;
  /** The page's main heading, checked by the browser tests. */
  heading?: string;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** The app/ route pattern, e.g. '/api/comments/[url]'. */
  pattern: string;
  /** A concrete path to call. */
  path: string;
  description: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  // Site pages (header and footer)
  { pattern: '/', path: '/', title: 'Home', layout: 'site', group: 'Main', indexed: true },
  // -- content pages (issue 3)
  { pattern: '/coverage-options', path: '/coverage-options', title: 'Coverage Options', layout: 'site', group: 'Main', indexed: true },
  { pattern: '/contact', path: '/contact', title: 'Contact', layout: 'site', group: 'Main', indexed: true },
  { pattern: '/tax-reimburse', path: '/tax-reimburse', title: 'Tax Reimburse', layout: 'site', group: 'Main', indexed: true },
  // -- lead capture (issue 4)
  { pattern: '/claims', path: '/claims', title: 'Submit a Claim', layout: 'site', group: 'Forms', indexed: true, heading: 'Submit an Insurance Claim' },
  { pattern: '/small-business', path: '/small-business', title: 'Small Business', layout: 'site', group: 'Forms', indexed: true, heading: 'Small Business Group Health Insurance' },
  // -- news (issue 5)
  { pattern: '/news', path: '/news', title: 'News', layout: 'site', group: 'Main', indexed: true },
  // -- home insurance results (issue 6)
];

export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', pattern: '/api/health', path: '/api/health', description: 'health check (database up or down)' },
  // -- lead capture (issue 4)
  { method: 'POST', pattern: '/api/claims', path: '/api/claims', description: 'submit a claim with documents (multipart)' },
  { method: 'POST', pattern: '/api/business-inquiry', path: '/api/business-inquiry', description: 'small-business group quote request' },
  { method: 'POST', pattern: '/api/leads', path: '/api/leads', description: 'submit lead to CRM' },
  // -- news (issue 5)
  // -- home insurance (issue 6)
];
