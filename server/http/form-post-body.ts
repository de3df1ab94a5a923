/**
 * A form posted to a page (a server action without JavaScript) is read and parsed here before
 * Next.js sees it, so a body no browser would send is the client's 400, not Next.js's 500
 * (decision 177). The form-post guard has already let through only a declared length of at most
 * 1 MB (PAGE_POST_MAX_BYTES), so the body is buffered whole. It is parsed with the platform's own
 * form reader (`Response.formData()`, the same reader Next.js hands a no-JavaScript multipart
 * action to), then given back to the request with `readable.unshift()`, Node's documented way to
 * "un-consume" data so another reader gets it: Next.js reads the very bytes the visitor sent.
 *
 * Pure (server.mjs imports it).
 */
import type { IncomingMessage } from 'node:http';
import { localeOfPath } from '../../lib/i18n/locale.ts';
import { guardResponse, isPagePost } from './form-post-guard.ts';

export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please go back and send it again.';

/** The content types an HTML form sends (and a JavaScript action call's multipart body). */
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/** True for a page post whose body is a form: the posts Next.js parses before any of our code runs. */
export function isFormPost(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  return isPagePost(req.method, req.url ?? '/') && FORM_TYPES.test(String(req.headers['content-type'] ?? ''));
}

/**
 * Reads the declared body and puts it straight back (unshift, before the stream can end), so the
 * request is as it arrived. Resolves null when the client left before sending all of it.
 */
export function peekDeclaredBody(req: IncomingMessage): Promise<Buffer | null> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!Number.isSafeInteger(length) || length <= 0) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: Buffer | null) => {
      req.off('readable', onReadable);
      req.off('close', onGone);
      req.off('error', onGone);
      // Synchronously, in the same tick as the last read: the stream has not emitted 'end' yet.
      if (body) req.unshift(body);
      resolve(body);
    };
    const onGone = () => finish(null);
    const onReadable = () => {
      for (let chunk: Buffer | null; size < length && (chunk = req.read() as Buffer | null) !== null;) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size >= length) finish(Buffer.concat(chunks));
    };
    req.on('readable', onReadable);
    req.on('close', onGone);
    req.on('error', onGone);
  });
}

/** Whether the platform's form reader accepts the body (a multipart body cut in a boundary does not). */
export async function formBodyParses(body: Uint8Array, contentType: string): Promise<boolean> {
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    return true;
  } catch {
    return false;
  }
}

interface Answer {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: string): unknown;
}

/**
 * server.mjs's call for a form post: true when Next.js may now read the request (its body given
 * back), false when it was answered here (a 400 page, JSON for an action call) or the client left.
 */
export async function passReadableForm(req: IncomingMessage, res: Answer): Promise<boolean> {
  const body = await peekDeclaredBody(req);
  if (!body) return false;
  if (await formBodyParses(body, String(req.headers['content-type']))) return true;
  const answer = guardResponse(
    { status: 400, message: UNREADABLE_FORM_MESSAGE },
    req.headers,
    localeOfPath((req.url ?? '/').split('?')[0]!),
  );
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
  return false;
}
