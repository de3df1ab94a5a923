// Plain TypeScript without 'server-only': server.mjs uses it for posts to pages (server actions)
// before Next.js reads them, and the guarded submission path (bundled) for the API.

export const CROSS_SITE_MESSAGE = 'This form can only be sent from our own website.';

/**
 * True for a request another site's page made from a visitor's browser (issue 16 item 4):
 * `Sec-Fetch-Site: cross-site`, or an Origin that is neither this request's host nor the site's
 * public host (`Origin: null`, sent from sandboxed frames and after cross-site redirects, counts as
 * another site unless `Sec-Fetch-Site` says same-origin). Clients that send neither header (curl, server to server) are
 * not browsers
 * acting for someone else, and JavaScript-off forms of this site send this site's Origin.
 */
export function isCrossSite(header: (name: string) => string | null | undefined, publicHost: string): boolean {
  const fetchSite = header('sec-fetch-site');
  if (fetchSite === 'cross-site') return true;
  const origin = header('origin');
  // An Origin that is no origin at all is no browser's, whatever Sec-Fetch-Site claims (Next.js's
  // own check of an action's Origin threw on one: a 500).
  if (origin && origin !== 'null' && !URL.canParse(origin)) return true;
  // The browser's own word that the page is ours (or that the visitor typed the address) outranks
  // an Origin of "null", which a page with a no-referrer policy sends with every post it makes.
  if (fetchSite === 'same-origin' || fetchSite === 'none') return false;
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const allowed = [header('x-forwarded-host'), header('host'), publicHost].filter(Boolean);
  return !allowed.includes(originHost);
}

/**
 * True for a post to a page (a server action) whose Origin Next.js's own check would refuse with
 * a 500: its documented rule (serverActions.allowedOrigins, not set here) runs an action only when
 * the Origin's host is the request's `X-Forwarded-Host` (the first, when a proxy chain lists several)
 * or, without one, its `Host`, and treats `Origin: null` as a host of its own. A post without an
 * Origin is left to the rules above. Refused here first, the sender gets the cross-site 403.
 */
export function isOriginNextRefuses(header: (name: string) => string | null | undefined): boolean {
  const origin = header('origin');
  if (!origin) return false;
  if (origin !== 'null' && !URL.canParse(origin)) return true;
  const originHost = origin === 'null' ? 'null' : new URL(origin).host;
  const forwardedHost = header('x-forwarded-host')?.split(',')[0]?.trim();
  return originHost !== (forwardedHost || header('host'));
}
