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
import { MAX_JSON_DEPTH, nestingDepth } from './json-depth.ts';

export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please go back and send it again.';

/** The content types an HTML form sends (and a JavaScript action call's multipart body). */
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * The type of a JavaScript action call's form, as every browser writes it for a FormData body.
 * Any other spelling (`Multipart/Form-Data`) Next.js read as text, which does not decode: a 500.
 */
const BROWSER_FORM_DATA = /^multipart\/form-data;/;

/**
 * True for a page post whose body Next.js parses before any of our code runs: a form (posted
 * without JavaScript, or an action call carrying one), or an action call's text body.
 */
export function isFormPost(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (!isPagePost(req.method, req.url ?? '/')) return false;
  return FORM_TYPES.test(String(req.headers['content-type'] ?? '')) || Boolean(req.headers['next-action']);
}

// Nested deeper than an action's arguments ever are, React's decoding ran out of stack: a 500.
const parsesAsJson = (text: string, isWanted: (value: unknown) => boolean = () => true) => {
  try {
    return isWanted(JSON.parse(text)) && nestingDepth(text) <= MAX_JSON_DEPTH;
  } catch {
    return false;
  }
};

/**
 * Whether Next.js can read this body: a form the platform's reader parses, whose action arguments
 * decode. They travel in React's reply encoding, which the page's own HTML shows: JSON, an array
 * of the arguments for an action call (a text body, or the field "0" of a multipart one), and
 * without JavaScript the hidden fields `$ACTION_1:0`, `$ACTION_1:1`... A body a browser never
 * sends (`{`, `1`, a field cut short) made Next.js throw while decoding: a 500 before any of our
 * code ran. Only such bodies are refused: a field of another name, or arguments of the wrong kind,
 * are for the action itself (server/forms/posted-form.ts).
 */
export async function bodyDecodes(body: Uint8Array, contentType: string, isActionCall: boolean): Promise<boolean> {
  const isForm = isActionCall ? BROWSER_FORM_DATA.test(contentType) : FORM_TYPES.test(contentType);
  if (!isForm) return parsesAsJson(new TextDecoder().decode(body), Array.isArray);
  let form: FormData;
  try {
    // The platform's own form reader, as Next.js's: a multipart body cut in a boundary fails here.
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return false;
  }
  // An action call's arguments start at the field "0", always text; without it Next.js's decoding
  // waited for it to the body's end and threw ("Connection closed"): a 500.
  if (isActionCall && !form.getAll('0').some((value) => typeof value === 'string')) return false;
  for (const [name, value] of form) {
    if (isActionCall && name === '0' && (typeof value !== 'string' || !parsesAsJson(value, Array.isArray)))
      return false;
    if (typeof value !== 'string') continue;
    if (/^\$ACTION_\d+:\d+$/.test(name) && !parsesAsJson(value)) return false;
  }
  return true;
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
  if (await bodyDecodes(body, String(req.headers['content-type'] ?? ''), Boolean(req.headers['next-action']))) {
    return true;
  }
  const answer = guardResponse(
    { status: 400, message: UNREADABLE_FORM_MESSAGE },
    req.headers,
    localeOfPath((req.url ?? '/').split('?')[0]!),
  );
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
  return false;
}
