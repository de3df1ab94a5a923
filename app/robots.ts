import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/server/site-config';

/** robots.txt: everything but the API and the local embed placeholders; points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  const { baseUrl } = getSiteConfig();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/embeds/'] },
    sitemap: `${baseUrl}/sitemap.xml`,
  };
}
