import type { Metadata } from 'next';
import { PAGE_ROUTES } from '@/content/routes';
import { HREFLANG, localizedPath, type Locale } from '@/lib/i18n/locale';

/**
 * A page's metadata from the route registry: canonical URL (resolved against PUBLIC_BASE_URL by
 * the root layout's metadataBase), noindex for the routes the registry does not index (ad
 * landing variants, utility screens), and for a page with a Spanish twin the hreflang alternates
 * of both languages with English as x-default (decision 182). One source of truth with sitemap.xml.
 * `path` is the English path; a Spanish page passes the same path and `locale: 'es'`.
 */
export function pageMetadata(
  path: string,
  { title, description }: { title?: string | { absolute: string }; description?: string } = {},
  locale: Locale = 'en',
): Metadata {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
  const indexed = route?.indexed ?? false;
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: {
      canonical: localizedPath(path, locale),
      ...(route?.spanish ? { languages: languageAlternates(path) } : {}),
    },
    ...(indexed ? {} : { robots: { index: false, follow: true } }),
  };
}

/** The hreflang alternates of a page that exists in both languages. */
export function languageAlternates(path: string): Record<string, string> {
  return {
    [HREFLANG.en]: localizedPath(path, 'en'),
    [HREFLANG.es]: localizedPath(path, 'es'),
    'x-default': localizedPath(path, 'en'),
  };
}
