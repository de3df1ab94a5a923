// Plain TypeScript without 'server-only': server.mjs uses it for posts to pages (server actions)
// before Next.js reads them, and the guarded submission path (bundled) for the API.

export const CROSS_SITE_MESSAGE = 'This form can only be sent from our own website.';

/**
 * True for a request another site's page made from a visitor's browser (issue 16 item 4):
 * `Sec-Fetch-Site: cross-site`, or an Origin that is neither this request's host nor the site's
 * public host (`Origin: null`, sent from sandboxed frames and after cross-site redirects, counts as
 * another site). Clients that send neither header (curl, server to server) are not browsers
 * acting for someone else, and JavaScript-off forms of this site send this site's Origin.
 */
export function isCrossSite(header: (name: string) => string | null | undefined, publicHost: string): boolean {
  if (header('sec-fetch-site') === 'cross-site') return true;
  const origin = header('origin');
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
