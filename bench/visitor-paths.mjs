// The visitor pages every bench measures (issue 27: "every visitor page"): each page of the site's
// layout that search engines index, the booking page, the two survey landings the ads lead to, the
// privacy choices, and the Spanish twin of each (issue 26). Pages that only answer a form (thank-you,
// a claim's or an assessment's confirmation, the results) are reached through a form; the benches
// that need a results page create one.
import { localizedPath } from '../lib/i18n/locale.ts';
import { hasSpanishTwin } from '../lib/i18n/twin-path.ts';

const ENGLISH_PATHS = [
  '/',
  '/coverage-options',
  '/contact',
  '/tax-reimburse',
  '/booking',
  '/news',
  '/claims',
  '/small-business',
  '/home-assessment',
  '/assessment',
  '/prohealth-survey',
  '/privacy',
  '/privacy-choices',
  '/opt-out',
  '/terms-and-conditions',
];

export const VISITOR_PATHS = [
  ...ENGLISH_PATHS,
  ...ENGLISH_PATHS.filter(hasSpanishTwin).map((path) => localizedPath(path, 'es')),
];
