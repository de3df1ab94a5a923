import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/server/site-config';

/** robots.txt: everything but the API, the local embed placeholders and the staff console; points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  const { baseUrl } = getSiteConfig();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/embeds/', '/console'] },
    sitemap: `${baseUrl}/sitemap.xml`,
  };
}
