import { localeOfPath, type Locale } from '../../lib/i18n/locale.ts';
import { refusalPage } from './refusal-page.ts';

/**
 * Guards for the bodies Next.js reads itself: posts to pages (server actions, which is how every
 * form of text works without JavaScript). Next.js buffers such a body whole before any of our
 * code runs, up to `serverActions.bodySizeLimit` (PAGE_POST_MAX_BYTES: no form with files posts
 * to a page; the claim form streams to /api/claims/form), and answers a body over that limit, or
 * one it cannot parse, with a 500. So server.mjs refuses here, before the body is handed over,
 * every page post Next.js could only fail on (docs/decisions/100 and 103):
 *
 * - a post from another site's page (server/http/cross-site.ts, given by server.mjs) is a 403:
 *   Next.js's own Origin check for actions answered it with a 500;
 * - a malformed action post (a Next-Action header that is no action id, multipart without a
 *   boundary, a Content-Length that is no number) is a 400;
 * - a declared body over the limit is a 413 before a byte is read;
 * - a body of undeclared length (chunked) is a 411: browsers always declare a form's length, and
 *   only a declared length can be checked before Next.js reads the body.
 *
 * Pure (server.mjs imports it).
 */

/**
 * The most a post to a page (a server action) may carry: Next.js's own default, far above what a
 * form of text sends. next.config.ts gives it to Next.js; this guard refuses a larger declared body.
 */
export const PAGE_POST_MAX_BYTES = 1024 * 1024;

/** A form post that names no server action of this site, or no form of the one submission action. */
export const NO_SUCH_ACTION = 'The form could not be sent: it names no action of this site.';

export interface GuardAnswer {
  status: number;
  message: string;
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** A POST Next.js answers by reading the body itself: any page (not the API, not build files). */
export function isPagePost(method: string | undefined, url: string): boolean {
  if (method !== 'POST') return false;
  const path = url.split('?')[0] ?? '/';
  return !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/_next/');
}

/** 400/411/413 for a page post no form of ours sends; null when Next.js may read it. */
export function refusePagePost(headers: Headers, maxBodyBytes: number): GuardAnswer | null {
  const action = header(headers, 'next-action');
  // Next.js action ids are hex digests; anything else made Next.js throw (500, stack trace).
  if (action && !/^[0-9a-f]{40,128}$/i.test(action.trim())) {
    return { status: 400, message: NO_SUCH_ACTION };
  }
  const contentType = header(headers, 'content-type').toLowerCase();
  if (contentType.startsWith('multipart/form-data') && !/boundary=("[^"]+"|[^;\s]+)/.test(contentType)) {
    return { status: 400, message: 'The form could not be read (multipart body without a boundary).' };
  }
  const declared = header(headers, 'content-length');
  if (!declared && header(headers, 'transfer-encoding') !== '') {
    return { status: 411, message: 'The form could not be read: its length was not given. Please send it again.' };
  }
  if (declared && !/^\d+$/.test(declared.trim()))
    return { status: 400, message: 'The request has an invalid Content-Length.' };
  if (declared && Number(declared) > maxBodyBytes) {
    return {
      status: 413,
      message: `The form is too large. Please send at most ${Math.floor(maxBodyBytes / (1024 * 1024))} MB.`,
    };
  }
  return null;
}

export interface FormPostGuardOptions {
  maxBodyBytes: number;
  /**
   * The answer for a post another site's page made (a 403), or null for this site's own (`url`: the request target).
   */
  crossSite?: (headers: Headers, url: string) => GuardAnswer | null;
}

/** The guard server.mjs runs for every request: the answer to send instead of Next.js's, or null. */
export function createFormPostGuard(options: FormPostGuardOptions) {
  return {
    check(method: string | undefined, url: string, headers: Headers): GuardAnswer | null {
      if (!isPagePost(method, url)) return null;
      return options.crossSite?.(headers, url) ?? refusePagePost(headers, options.maxBodyBytes);
    },
  };
}

/**
 * The answer as a small page (these posts come from browsers without JavaScript), in the language
 * of the page posted to, or JSON for fetch calls (their form shows the message in its language).
 */
export function guardResponse(
  answer: GuardAnswer,
  headers: Headers,
  locale: Locale = 'en',
): { status: number; headers: Record<string, string>; body: string } {
  const base = {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  };
  if (header(headers, 'next-action') || /json/.test(header(headers, 'accept'))) {
    return {
      status: answer.status,
      headers: { ...base, 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: answer.message }),
    };
  }
  const body = refusalPage(
    'The form was not sent',
    answer.message,
    "Please use your browser's Back button to return to the form.",
    locale,
  );
  return { status: answer.status, headers: { ...base, 'Content-Type': 'text/html; charset=utf-8' }, body };
}

interface NodeRequest {
  method?: string;
  url?: string;
  headers: Headers;
  /** The body's stream (server.mjs's request): read to its end before a refusal of a body we may read. */
  resume?(): unknown;
  once?(event: 'end' | 'error', listener: () => void): unknown;
  on?(event: 'data', listener: (chunk: { length: number }) => void): unknown;
}
interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: string): unknown;
}

/**
 * A refused post's body up to this size is read to its end, and thrown away, before the answer:
 * a browser reads the answer only once it has sent the whole body, so a connection closed before
 * then left it with a failed upload instead of the page saying why (Node's fetch: EPIPE). A body
 * sent in chunks (no declared length) is read the same way until it passes this size; a larger one
 * is answered at once, and the connection closed.
 */
const READ_BEFORE_REFUSING_BYTES = 4 * PAGE_POST_MAX_BYTES;

/** server.mjs's one call: true when Next.js may now read the request, false when the guard has answered it. */
export function passFormPostGuard(
  guard: ReturnType<typeof createFormPostGuard>,
  req: NodeRequest,
  res: NodeResponse,
): boolean {
  const refused = guard.check(req.method, req.url ?? '/', req.headers);
  if (!refused) return true;
  const answer = guardResponse(refused, req.headers, localeOfPath((req.url ?? '/').split('?')[0]!));
  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  };
  const declared = header(req.headers, 'content-length').trim();
  const readable = /^\d+$/.test(declared) && Number(declared) <= READ_BEFORE_REFUSING_BYTES;
  const chunked = !declared && /chunked/i.test(header(req.headers, 'transfer-encoding'));
  if ((readable || chunked) && req.resume && req.once && req.on) {
    let read = 0;
    req.once('end', send);
    req.once('error', send);
    // Past the size, answered at once: nobody's form is that large.
    req.on('data', (chunk) => {
      read += chunk.length;
      if (read > READ_BEFORE_REFUSING_BYTES) send();
    });
    req.resume();
  } else send();
  return false;
}
