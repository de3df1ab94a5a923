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
  // -- news (issue 5)
  { pattern: '/news', path: '/news', title: 'News', layout: 'site', group: 'Main', indexed: true },
  // -- home insurance results (issue 6)
  { pattern: '/home-assessment', path: '/home-assessment', title: 'Home Insurance Assessment', layout: 'site', group: 'Forms', indexed: true, heading: 'Home Insurance Assessment' },
  { pattern: '/results/[assessmentId]', path: '/results/1', title: 'Insurance Results', layout: 'site', group: 'Forms', indexed: false },
];

export const API_ROUTES: readonly ApiRoute[] = [
  { method: 'GET', pattern: '/api/health', path: '/api/health', description: 'health check (database up or down)' },
  // -- lead capture (issue 4)
  // -- news (issue 5)
  // -- home insurance (issue 6)
  { method: 'POST', pattern: '/api/insurance/options', path: '/api/insurance/options', description: 'get recommendations (home assessment; survey webhook with a Bearer secret)' },
  { method: 'GET', pattern: '/api/insurance/options/[assessmentId]', path: '/api/insurance/options/1', description: 'stored home-insurance options of an assessment' },
  { method: 'GET', pattern: '/api/insurance/options/[assessmentId]/pdf', path: '/api/insurance/options/1/pdf', description: 'home-insurance options as a PDF' },
  { method: 'POST', pattern: '/api/insurance/select', path: '/api/insurance/select', description: 'record the chosen home-insurance plan' },
];
