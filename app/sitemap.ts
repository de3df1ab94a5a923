import type { MetadataRoute } from 'next';
import { PAGE_ROUTES } from '@/content/routes';
import { localizedPath, LOCALES } from '@/lib/i18n/locale';
import { languageAlternates } from '@/lib/page-metadata';
import { getSiteConfig } from '@/server/site-config';

/**
 * sitemap.xml: the indexed pages of the route registry, at the configured public base URL, in
 * each language they exist in, each entry naming its twins as hreflang alternates (decision 182).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const { baseUrl } = getSiteConfig();
  const absolute = (path: string) => `${baseUrl}${path}`;
  return PAGE_ROUTES.filter((route) => route.indexed && !route.pattern.includes('[')).flatMap((route) =>
    LOCALES.filter((locale) => locale === 'en' || route.spanish).map((locale) => ({
      url: absolute(localizedPath(route.path, locale)),
      changeFrequency: route.path === '/' ? ('weekly' as const) : ('monthly' as const),
      priority: route.path === '/' ? 1 : 0.7,
      ...(route.spanish
        ? {
            alternates: {
              languages: Object.fromEntries(
                Object.entries(languageAlternates(route.path)).map(([lang, path]) => [lang, absolute(path)]),
              ),
            },
          }
        : {}),
    })),
  );
}
