import { PAGE_ROUTES } from '../../content/routes.ts';
import { localeOfPath, localizedPath, type Locale, unlocalizedPath } from './locale.ts';

// The English patterns of the pages that exist in Spanish, as segments: a dynamic one ([slug])
// matches any one segment of a path.
const SPANISH_PATTERNS = PAGE_ROUTES.filter((route) => route.spanish).map((route) => route.pattern.split('/'));

/** Whether an English path (e.g. '/news/some-article') has a Spanish twin. */
export function hasSpanishTwin(englishPath: string): boolean {
  const segments = englishPath.split('/');
  return SPANISH_PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => (part.startsWith('[') ? segments[index] !== '' : part === segments[index])),
  );
}

/**
 * The same page in another language, or that language's home page when the page has no twin
 * (the language switch, and the remembered choice: decision 182). Only paths of the site come
 * out: whatever came in, the answer is a path the registry knows.
 */
export function twinPath(pathname: string, to: Locale): string {
  const english = unlocalizedPath(pathname);
  return hasSpanishTwin(english) ? localizedPath(english, to) : localizedPath('/', to);
}

/**
 * Every page's route pattern in each language it exists in ('/results/[assessmentId]' and
 * '/es/results/[assessmentId]'): what the request log names a request by, so a Spanish path logs
 * its pattern, never the visitor's id in it (decision 133).
 */
export function pagePatternsInEveryLanguage(): string[] {
  return PAGE_ROUTES.flatMap((route) =>
    route.spanish ? [route.pattern, localizedPath(route.pattern, 'es')] : [route.pattern],
  );
}

/**
 * Where a link of a page in `locale` to an English path goes: the path's twin in that language
 * when the registry has one, else the English page ('/prohealth-survey' has no Spanish twin). A
 * Spanish page never links to a twin that does not exist yet. Anything but a path of the site is
 * left as it is.
 */
export function linkInLanguage(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const [path, rest] = end < 0 ? [href, ''] : [href.slice(0, end), href.slice(end)];
  return hasSpanishTwin(path) ? `${localizedPath(path, locale)}${rest}` : href;
}

/**
 * The survey buttons' address (EXTERNAL_SURVEY_URL) on a page in `locale`. The default is one of this
 * site's survey landing pages, which are English only: a Spanish visitor is sent to the Spanish
 * assessment instead, the same form in their language, rather than from a Spanish page to an English
 * one. Another site's survey (the agency's own widget) is linked as configured.
 */
export function surveyLinkInLanguage(href: string, locale: Locale): string {
  const linked = linkInLanguage(href, locale);
  const sitePath = linked.startsWith('/') && !linked.startsWith('//');
  return sitePath && localeOfPath(linked) !== locale ? localizedPath('/assessment', locale) : linked;
}
