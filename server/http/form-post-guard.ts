/**
 * Guards for the bodies Next.js reads itself: posts to pages (server actions, which is how every
 * form works without JavaScript). Next.js buffers such a body whole before any of our code runs,
 * up to `serverActions.bodySizeLimit` (PAGE_POST_MAX_BYTES: no form with files posts to a page;
 * the claim form streams to /api/claims/form), so the limits must run here, in server.mjs, before
 * the body is handed over (docs/decisions/103):
 *
 * - a post from another site's page (server/http/cross-site.ts, given by server.mjs) is a 403:
 *   Next.js's own Origin check for actions answered it with a 500;
 * - a malformed action post (a Next-Action header that is no action id, multipart without a
 *   boundary) is a 400, not a 500 from inside Next.js;
 * - a declared body over the limit is a 413 before a byte is read;
 * - a large body (over 1 MB, or of unknown length) is counted against a per-client limit first,
 *   then waits for its turn: one large body is read at a time (`slots`), so memory
 *   stays bounded however many arrive together; one that waits too long gets a 503.
 *
 * Pure (server.mjs imports it); the rate limiter itself is the application's, registered by
 * server/start.ts under LARGE_FORM_POST_LIMIT_KEY.
 */

export const LARGE_FORM_POST_LIMIT_KEY = Symbol.for('insurancematch.largeFormPostLimit');
export const LARGE_BODY_BYTES = 1024 * 1024;
/**
 * The most a post to a page (a server action) may carry: Next.js's own default, far above what a
 * form of text sends. next.config.ts gives it to Next.js; this guard refuses a larger declared body.
 */
export const PAGE_POST_MAX_BYTES = 1024 * 1024;

export interface GuardAnswer {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** The application's limiter: resolves null when the client may go on, or the 429 to answer. */
export type LargePostLimiter = (clientIp: string) => Promise<GuardAnswer | null>;

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

/** True when the body is large enough to need a slot: declared over 1 MB, or of unknown length. */
export function isLargeBody(headers: Headers): boolean {
  const declared = header(headers, 'content-length');
  if (!declared) return header(headers, 'transfer-encoding') !== '';
  return Number(declared) > LARGE_BODY_BYTES;
}

/** 400/413 for a page post no form of ours sends; null when Next.js may read it. */
export function refusePagePost(headers: Headers, maxBodyBytes: number): GuardAnswer | null {
  const action = header(headers, 'next-action');
  // Next.js action ids are hex digests; anything else made Next.js throw (500, stack trace).
  if (action && !/^[0-9a-f]{40,128}$/i.test(action.trim())) return { status: 400, message: 'The form could not be sent: it names no action of this site.' };
  const contentType = header(headers, 'content-type').toLowerCase();
  if (contentType.startsWith('multipart/form-data') && !/boundary=("[^"]+"|[^;\s]+)/.test(contentType)) {
    return { status: 400, message: 'The form could not be read (multipart body without a boundary).' };
  }
  const declared = header(headers, 'content-length');
  if (declared && !/^\d+$/.test(declared.trim())) return { status: 400, message: 'The request has an invalid Content-Length.' };
  if (declared && Number(declared) > maxBodyBytes) {
    return { status: 413, message: `The form is too large. Please send at most ${Math.floor(maxBodyBytes / (1024 * 1024))} MB.` };
  }
  return null;
}

/**
 * At most `slots` holders at a time; the others queue in order. `enter` resolves with a release
 * function, or null when no slot freed up within `waitMs` (or the request went away meanwhile).
 */
export class BodySlots {
  private busy = 0;
  private readonly queue: { grant: () => void }[] = [];
  private readonly slots: number;

  // No parameter properties: server.mjs loads this file with Node's type stripping.
  constructor(slots: number) {
    this.slots = slots;
  }

  get inUse(): number {
    return this.busy;
  }

  get waiting(): number {
    return this.queue.length;
  }

  enter(waitMs: number, gone?: AbortSignal): Promise<(() => void) | null> {
    if (this.busy < this.slots) {
      this.busy += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          gone?.removeEventListener('abort', giveUp);
          this.busy += 1;
          resolve(this.releaser());
        },
      };
      const giveUp = () => {
        clearTimeout(timer);
        const index = this.queue.indexOf(entry);
        if (index !== -1) this.queue.splice(index, 1);
        resolve(null);
      };
      const timer = setTimeout(giveUp, waitMs);
      gone?.addEventListener('abort', giveUp, { once: true });
      this.queue.push(entry);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.busy -= 1;
      this.queue.shift()?.grant();
    };
  }
}

export interface FormPostGuardOptions {
  maxBodyBytes: number;
  /** The answer for a post another site's page made (a 403), or null for this site's own (`url`: the request target). */
  crossSite?: (headers: Headers, url: string) => GuardAnswer | null;
  slots?: number;
  waitMs?: number;
}

/**
 * The guard server.mjs runs for every request: resolves `null` to hand the request to Next.js
 * now (with `release` to call when the answer is finished), or the answer to send instead.
 */
export function createFormPostGuard(options: FormPostGuardOptions) {
  const slots = new BodySlots(options.slots ?? 1);
  const waitMs = options.waitMs ?? 60_000;
  return {
    slots,
    async check(
      method: string | undefined,
      url: string,
      headers: Headers,
      clientIp: string,
      gone?: AbortSignal,
    ): Promise<{ answer: GuardAnswer } | { release: () => void }> {
      const none = { release: () => {} };
      if (!isPagePost(method, url)) return none;
      const refused = options.crossSite?.(headers, url) ?? refusePagePost(headers, options.maxBodyBytes);
      if (refused) return { answer: refused };
      if (!isLargeBody(headers)) return none;
      const limiter = (globalThis as Record<symbol, unknown>)[LARGE_FORM_POST_LIMIT_KEY] as LargePostLimiter | undefined;
      const limited = limiter ? await limiter(clientIp) : null;
      if (limited) return { answer: limited };
      const release = await slots.enter(waitMs, gone);
      if (!release) return { answer: { status: 503, message: 'The site is busy receiving other uploads. Please try again in a minute.', headers: { 'Retry-After': '60' } } };
      return { release };
    },
  };
}

/** The answer as a small page (these posts come from browsers without JavaScript) or JSON for fetch calls. */
export function guardResponse(answer: GuardAnswer, headers: Headers): { status: number; headers: Record<string, string>; body: string } {
  const base = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', Connection: 'close', ...answer.headers };
  if (header(headers, 'next-action') || /json/.test(header(headers, 'accept'))) {
    return { status: answer.status, headers: { ...base, 'Content-Type': 'application/json' }, body: JSON.stringify({ message: answer.message }) };
  }
  const message = answer.message.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>The form was not sent</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>The form was not sent</h1><p>${message}</p><p>Please use your browser's Back button to return to the form, or go to the <a href="/">home page</a>.</p></body></html>`;
  return { status: answer.status, headers: { ...base, 'Content-Type': 'text/html; charset=utf-8' }, body };
}

interface NodeRequest {
  method?: string;
  url?: string;
  headers: Headers;
}
interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: string): unknown;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * server.mjs's one call: resolves true when Next.js may now read the request (its slot is freed
 * when the response closes), false when the guard has answered it.
 */
export async function passFormPostGuard(guard: ReturnType<typeof createFormPostGuard>, req: NodeRequest, res: NodeResponse): Promise<boolean> {
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  const clientIp = String(req.headers['x-client-ip'] ?? 'unknown');
  const outcome = await guard.check(req.method, req.url ?? '/', req.headers, clientIp, gone.signal);
  if ('answer' in outcome) {
    if (gone.signal.aborted) return false;
    const answer = guardResponse(outcome.answer, req.headers);
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    return false;
  }
  if (gone.signal.aborted) {
    outcome.release();
    return false;
  }
  res.once('close', outcome.release);
  return true;
}
