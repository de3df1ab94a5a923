import { PAGE_ROUTES } from '@/content/routes';
import { UNKNOWN_PATTERN } from '@/content/analytics';
import { LOCALES, localizedPath } from '@/lib/i18n/locale';

/** One registry page as analytics sees it: a regular expression for its paths, its pattern and title. */
export interface AnalyticsPage {
  source: string;
  pattern: string;
  title: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|\\]/g, '\\$&');

/**
 * Every page of the registry as a matcher, static patterns before dynamic ones (so /thank-you is
 * never taken for /[slug]). A dynamic segment matches one path segment. The title is the
 * registry's, or the pattern where one pattern has several titles (the agent pages).
 */
export function analyticsPages(): AnalyticsPage[] {
  const byPattern = new Map<string, Set<string>>();
  // A Spanish twin is a page of its own to analytics (its pattern under /es), with the same title.
  const patterns = PAGE_ROUTES.flatMap((route) =>
    route.spanish ? [route, { ...route, pattern: localizedPath(route.pattern, 'es') }] : [route],
  );
  for (const route of patterns)
    byPattern.set(route.pattern, (byPattern.get(route.pattern) ?? new Set()).add(route.title));
  const pages = [...byPattern].map(([pattern, titles]) => ({
    pattern,
    title: titles.size === 1 ? [...titles][0]! : pattern,
    source: `^${pattern
      .split(/(\[[^\]]+\])/)
      .map((part) => (/^\[[^\]]+\]$/.test(part) ? '[^/]+' : escape(part)))
      .join('')}/?$`,
  }));
  const dynamic = (page: AnalyticsPage) => (page.pattern.includes('[') ? 1 : 0);
  return pages.sort((a, b) => dynamic(a) - dynamic(b));
}

/** The route pattern of a path (no query, no fragment), or UNKNOWN_PATTERN. The browser does the same. */
export function patternOf(pathname: string, pages: readonly AnalyticsPage[] = analyticsPages()): string {
  return pages.find((page) => new RegExp(page.source).test(pathname))?.pattern ?? UNKNOWN_PATTERN;
}

/**
 * A pattern of content/analytics.ts in every language: those lists name a page by its English
 * pattern, and its Spanish twin (`/es/results/[assessmentId]`) is the same page to them, private
 * or a conversion alike.
 */
export function inEveryLanguage(pattern: string): string[] {
  return LOCALES.map((locale) => localizedPath(pattern, locale));
}
