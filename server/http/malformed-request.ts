import type { IncomingHttpHeaders } from 'node:http';
import { localeOfPath } from '../../lib/i18n/locale.ts';
import { isPagePost } from './form-post-guard.ts';
import { refusalPage } from './refusal-page.ts';

/**
 * Requests no route can answer sensibly, refused by `server.mjs` before Next.js sees them:
 * a path or query whose percent-encoding does not decode (Next.js answered 500), a NUL byte,
 * dot segments (an article URL may carry encoded slashes), a target longer than any address of
 * the site, or Next.js's image optimiser (the site resizes no images: `/_next/image?url=%2Fconsole`
 * made it fetch a page as an image and answer 500). Pure (server.mjs imports it).
 */
export const MAX_TARGET_LENGTH = 2048;

export interface Refusal {
  status: 400 | 404 | 414;
  message: string;
}

/** The comments of an article, by its address: `/api/comments/{encoded url}` (decision 100). */
const COMMENTS_API_PREFIX = '/api/comments/';

/** The pages Next.js builds for itself (app/global-error.tsx, the not-found page), under its own names. */
const NEXT_ERROR_PAGES = new Set(['/_global-error', '/_not-found']);

/** Next.js's image optimiser: no page uses next/image, so the address serves nothing (decision 100). */
const IMAGE_OPTIMISER_PATH = '/_next/image';

export function refuseMalformedTarget(target: string): Refusal | null {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, message: 'The address is too long.' };
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart + 1);
  if (path === IMAGE_OPTIMISER_PATH || path.startsWith(`${IMAGE_OPTIMISER_PATH}/`)) {
    return { status: 404, message: 'This site serves no resized images.' };
  }
  if (!path.startsWith('/') && path !== '*') return { status: 400, message: 'The address is not valid.' };
  let decodedSegments: string[];
  try {
    decodedSegments = path.split('/').map((segment) => decodeURIComponent(segment));
    for (const part of query.split('&')) decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return { status: 400, message: 'The address contains a malformed character encoding.' };
  }
  if (decodedSegments.some((segment) => /[\u0000-\u001f\u007f]/.test(segment)) || /%00|\u0000/i.test(query)) {
    return { status: 400, message: 'The address contains a control character.' };
  }
  if (decodedSegments.some((segment) => segment === '.' || segment === '..')) {
    return { status: 400, message: 'The address contains a path segment that is not allowed.' };
  }
  // An encoded slash or bracket makes an address Next.js matches to a route's own name (`/es%2Fnews`,
  // `/%5Bslug%5D`) and then fails on ("handle request too many times"): a 500. No page or endpoint of
  // the site has one but the comments API, whose one segment is an article's whole address (decision
  // 100); Next.js's own files may (a development build's chunks are named after their routes, and
  // Next.js encodes the brackets of `[slug]`), and it finds them itself.
  const mayBeEncoded = path.startsWith(COMMENTS_API_PREFIX) || path.startsWith('/_next/');
  if (!mayBeEncoded && /%2f|%5b|%5d/i.test(path)) {
    return { status: 400, message: 'The address contains a path segment that is not allowed.' };
  }
  // Next.js's own error pages are in its list of prerendered pages, but no address of the site: the
  // page cache rendered `/_global-error` and passed its 500 on.
  if (NEXT_ERROR_PAGES.has(path)) return { status: 404, message: 'There is no page at this address.' };
  return null;
}

/**
 * A client navigation (`RSC: 1`) names the page it leaves in `Next-Router-State-Tree`, percent-encoded
 * JSON: `[segment, {slot: child, ...}, ...]` at every level. On a page rendered per request (/news,
 * /console, a result) Next.js answered a header it could not parse with a 500. Refused here when
 * it is certainly no router state: not percent-encoded JSON, or a level that is not a segment (a
 * text or a list) followed by an object of children. The finer shape is Next.js's own and changes
 * between releases (16 added a fourth part to a segment), so a header right in outline and wrong
 * in detail is left to Next.js: a copy here could refuse a real navigation after an upgrade.
 */
export function refuseMalformedRouterState(headers: IncomingHttpHeaders): Refusal | null {
  const header = headers['next-router-state-tree'];
  if (headers.rsc !== '1' || typeof header !== 'string') return null;
  const refusal: Refusal = { status: 400, message: 'The request carries a page state that cannot be read.' };
  let state: unknown;
  try {
    state = JSON.parse(decodeURIComponent(header));
  } catch {
    return refusal;
  }
  // Level by level without recursion: a header holds at most a few hundred levels (16 KB).
  const levels = [state];
  for (let level = levels.pop(); level !== undefined; level = levels.pop()) {
    if (!Array.isArray(level)) return refusal;
    const [segment, children] = level as unknown[];
    if (typeof segment !== 'string' && !Array.isArray(segment)) return refusal;
    if (typeof children !== 'object' || children === null || Array.isArray(children)) return refusal;
    levels.push(...Object.values(children));
  }
  return null;
}

/** The answer: JSON under /api, a small page elsewhere. Never cached. */
export function refusalResponse(
  target: string,
  refusal: Refusal,
): { status: number; headers: Record<string, string>; body: string } {
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (target.startsWith('/api/') || target === '/api') {
    return {
      status: refusal.status,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: refusal.message }),
    };
  }
  const body = refusalPage(
    'This address cannot be opened',
    refusal.message,
    'Please check the link.',
    localeOfPath(target.split('?')[0]!),
  );
  return { status: refusal.status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body };
}

/** The methods the site answers; anything else (TRACE, PUT, DELETE...) is a 405 with Allow. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
/** A file is only read. */
const FILE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/**
 * A file's address where a page's could be (outside the API and the build's assets): the last
 * segment has an extension (/favicon.ico, /robots.txt, /sitemap.xml, /icon.svg, /logos/*.svg). No
 * page of the site has one, and Next.js answered a POST to one with a 500.
 */
const isFileAddress = (target: string) =>
  isPagePost('POST', target) && /\/[^/]*\.[A-Za-z0-9]+$/.test(target.split('?')[0]!);

export function refuseMethod(
  method: string | undefined,
  target = '/',
): { status: 405 | 204; headers: Record<string, string> } | null {
  const methods: readonly string[] = isFileAddress(target) ? FILE_METHODS : ALLOWED_METHODS;
  const allow = methods.join(', ');
  if (method === 'OPTIONS') return { status: 204, headers: { Allow: allow, 'Cache-Control': 'no-store' } };
  if (methods.includes(method ?? '')) return null;
  return {
    status: 405,
    headers: { Allow: allow, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  };
}
