/**
 * Requests no route can answer sensibly, refused by `server.mjs` before Next.js sees them:
 * a path or query whose percent-encoding does not decode (Next.js answered 500), a NUL byte,
 * dot segments (an article URL may carry encoded slashes), or a target longer than any address of the site. Pure (server.mjs imports it).
 */
export const MAX_TARGET_LENGTH = 2048;

export interface Refusal {
  status: 400 | 414;
  message: string;
}

export function refuseMalformedTarget(target: string): Refusal | null {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, message: 'The address is too long.' };
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart + 1);
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
  return null;
}

/** The answer: JSON under /api, a small page elsewhere. Never cached. */
export function refusalResponse(target: string, refusal: Refusal): { status: number; headers: Record<string, string>; body: string } {
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (target.startsWith('/api/') || target === '/api') {
    return { status: refusal.status, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ message: refusal.message }) };
  }
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Bad request</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>This address cannot be opened</h1><p>${refusal.message} Please check the link, or go to the <a href="/">home page</a>.</p></body></html>`;
  return { status: refusal.status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body };
}

/** The methods the site answers; anything else (TRACE, PUT, DELETE...) is a 405 with Allow. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

export function refuseMethod(method: string | undefined): { status: 405 | 204; headers: Record<string, string> } | null {
  const allow = 'GET, HEAD, POST, OPTIONS';
  if (method === 'OPTIONS') return { status: 204, headers: { Allow: allow, 'Cache-Control': 'no-store' } };
  if ((ALLOWED_METHODS as readonly string[]).includes(method ?? '')) return null;
  return { status: 405, headers: { Allow: allow, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } };
}
