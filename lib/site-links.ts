/**
 * Where a configured link goes (EXTERNAL_SURVEY_URL, BOOKING_PAGE_URL, TERMS_URL: a path on this
 * site by default, or a full address). A path, or an address on this site's own origin, is a page
 * of the site: it opens in the same tab, as the visitor expects of the site's own pages (issue 24).
 * Returns the path to link to, or null for an address elsewhere.
 */
export function sameSitePath(href: string, baseUrl: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (!URL.canParse(href) || !URL.canParse(baseUrl)) return null;
  const url = new URL(href);
  return url.origin === new URL(baseUrl).origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
