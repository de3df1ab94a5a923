import type { MetadataRoute } from 'next';
import { PAGE_ROUTES } from '@/content/routes';
import { getSiteConfig } from '@/server/site-config';

/** sitemap.xml: the indexed pages of the route registry, at the configured public base URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  const { baseUrl } = getSiteConfig();
  return PAGE_ROUTES.filter((route) => route.indexed && !route.pattern.includes('[')).map((route) => ({
    url: `${baseUrl}${route.path === '/' ? '/' : route.path}`,
    changeFrequency: route.path === '/' ? 'weekly' : 'monthly',
    priority: route.path === '/' ? 1 : 0.7,
  }));
}
