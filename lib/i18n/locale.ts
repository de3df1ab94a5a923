/**
 * The site's languages (issue 26, docs/decisions/182-spanish-pages.md). English is the default and
 * keeps its paths; Spanish lives under /es with the same slugs, so a page's twin is one prefix away.
 * Safe for both sides: no texts here, only the names of the languages and their paths.
 */

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The `lang` of the html element. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', es: 'es-US' };
/** The hreflang of the alternates and the sitemap. */
export const HREFLANG: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
/** The language's own name, as the switch shows it to a reader of that language. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' };

export const SPANISH_PREFIX = '/es';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/** A stored or submitted language: anything unknown is the default, never a refusal. */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** The language a path is in: /es and everything under it is Spanish. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The path without its language prefix: '/es/claims' -> '/claims', '/es' -> '/'. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(SPANISH_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** An English path in the given language: ('/claims', 'es') -> '/es/claims', ('/', 'es') -> '/es'. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`;
}
