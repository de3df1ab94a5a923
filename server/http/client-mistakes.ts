/**
 * A client's mistake that only Next.js can see: a page post (a server action without JavaScript)
 * whose multipart body does not parse, or that names an action this build does not have. Next.js
 * prints such a request with its stack at error level and answers an unreadable body with a 500
 * page (an unknown action gets a 409 and a warning with a stack). Here, inside a request, that
 * print becomes one debug line marked on the request, and a
 * 5xx answer to a request so marked becomes the 400 page the form guard gives (decision 100).
 * Anything else Next.js prints, and every 5xx with another cause, is left alone.
 *
 * Pure (server.mjs imports it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const CLIENT_MISTAKES: { pattern: RegExp; reason: string }[] = [
  { pattern: /Failed to parse body as FormData/, reason: 'unreadable form body' },
  { pattern: /Failed to find Server Action/, reason: 'unknown server action' },
];

export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please go back and send it again.';

function textOf(value: unknown): string {
  if (value instanceof Error) return `${value.message} ${textOf(value.cause)}`;
  return typeof value === 'string' ? value : '';
}

/** The reason, when what Next.js is about to print is a client's mistake. */
export function clientMistakeIn(args: unknown[]): string | null {
  const text = args.map(textOf).join(' ');
  return CLIENT_MISTAKES.find((mistake) => mistake.pattern.test(text))?.reason ?? null;
}

interface RequestScope {
  mistake: string | null;
}
const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs a request's handling in its own scope, so what Next.js prints for it is tied to it. */
export function withinRequestScope<T>(handle: () => T): T {
  return requestScope.run({ mistake: null }, handle);
}

/** The request's mistake, if Next.js printed one for it. */
export function currentMistake(): string | null {
  return requestScope.getStore()?.mistake ?? null;
}

type Log = (level: 'debug', msg: string, fields: Record<string, unknown>) => void;

/**
 * console.error or console.warn for Next.js: a client's mistake inside a request is a debug line,
 * not a multi-line stack in the JSON log stream.
 */
export function quietClientMistakes(printError: (...args: unknown[]) => void, log: Log): (...args: unknown[]) => void {
  return (...args: unknown[]) => {
    const scope = requestScope.getStore();
    const reason = scope ? clientMistakeIn(args) : null;
    if (scope && reason) {
      scope.mistake = reason;
      log('debug', 'client mistake', { reason });
      return;
    }
    printError(...args);
  };
}

interface Response {
  statusCode: number;
  getHeaderNames(): string[];
  removeHeader(name: string): void;
  writeHead(...args: unknown[]): unknown;
  write(...args: unknown[]): boolean;
  end(...args: unknown[]): unknown;
}

/**
 * Makes a 5xx that Next.js starts to send for a request marked as a client's mistake into the
 * given 400 answer: Next.js's own head and body are dropped, ours are sent when it ends.
 */
export function answerMistakesAsBadRequest(
  res: Response,
  answer: () => { headers: Record<string, string>; body: string },
): void {
  const { writeHead, write, end } = res;
  let replacing: boolean | null = null;
  const decide = (status: number) => {
    replacing ??= status >= 500 && currentMistake() !== null;
    return replacing;
  };
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (decide(typeof args[0] === 'number' ? args[0] : res.statusCode)) return res;
    return writeHead.apply(this, args);
  };
  res.write = function (this: Response, ...args: unknown[]) {
    if (decide(res.statusCode)) return true;
    return write.apply(this, args);
  };
  res.end = function (this: Response, ...args: unknown[]) {
    if (!decide(res.statusCode)) return end.apply(this, args);
    const { headers, body } = answer();
    // What Next.js set for its own body (type, encoding, length, caching) does not describe ours.
    for (const name of res.getHeaderNames())
      if (/^(content-|transfer-encoding$|etag$|cache-control$|vary$)/.test(name)) res.removeHeader(name);
    writeHead.call(this, 400, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
    // Next.js sets its status again as it finishes; the request log must read what was sent.
    Object.defineProperty(res, 'statusCode', { get: () => 400, set: () => {}, configurable: true });
    return end.call(this, body);
  };
}
