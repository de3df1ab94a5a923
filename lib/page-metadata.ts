import type { Metadata } from 'next';
import { PAGE_ROUTES } from '@/content/routes';

/**
 * A page's metadata from the route registry: canonical URL (resolved against PUBLIC_BASE_URL by
 * the root layout's metadataBase) and noindex for the routes the registry does not index (ad
 * landing variants, utility screens). One source of truth with sitemap.xml.
 */
export function pageMetadata(
  path: string,
  { title, description }: { title?: string | { absolute: string }; description?: string } = {},
): Metadata {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
  const indexed = route?.indexed ?? false;
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical: path },
    ...(indexed ? {} : { robots: { index: false, follow: true } }),
  };
}
