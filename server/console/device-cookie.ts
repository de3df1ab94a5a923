import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { consoleKey } from './keys';

/**
 * OWASP's device cookie (decision 110): a browser that signed in to an account gets
 * `NONCE.SIGNATURE`, the signature binding the nonce to that account. Failures from that browser
 * count against its own budget, so failures from anywhere else cannot keep its owner out. It grants
 * nothing else: the password and the second factor are still asked for.
 *
 * A browser several members of staff share (a reception PC) holds one entry per account, the latest
 * first, separated by `~`: with one entry, each sign-in replaced the one before, and everyone but
 * the last to sign in there could be kept out from outside.
 */
export const DEVICE_COOKIE_DAYS = 180;

/** The accounts one browser keeps a budget for: the latest to sign in there. */
export const DEVICE_COOKIE_ENTRIES = 5;

const ENTRY_SEPARATOR = '~';
const MAX_ENTRY_LENGTH = 200;

const sign = (email: string, nonce: string) =>
  createHmac('sha256', consoleKey('device-cookie')).update(`${email}\n${nonce}`).digest('base64url');

/** The cookie after a sign-in to this account: its new entry first, then the others it held. */
export function newDeviceCookie(email: string, previous?: string): string {
  const nonce = randomBytes(16).toString('base64url');
  const others = entriesOf(previous).filter((entry) => nonceOf(email, entry) === null);
  return [`${nonce}.${sign(email, nonce)}`, ...others].slice(0, DEVICE_COOKIE_ENTRIES).join(ENTRY_SEPARATOR);
}

/** The device's nonce when the cookie holds an entry this server issued for this account, else null. */
export function deviceOf(email: string, cookie: string | undefined): string | null {
  for (const entry of entriesOf(cookie)) {
    const nonce = nonceOf(email, entry);
    if (nonce) return nonce;
  }
  return null;
}

function entriesOf(cookie: string | undefined): string[] {
  if (!cookie || cookie.length > DEVICE_COOKIE_ENTRIES * (MAX_ENTRY_LENGTH + 1)) return [];
  return cookie.split(ENTRY_SEPARATOR).slice(0, DEVICE_COOKIE_ENTRIES);
}

function nonceOf(email: string, entry: string): string | null {
  if (entry.length > MAX_ENTRY_LENGTH) return null;
  const [nonce, signature, extra] = entry.split('.');
  if (!nonce || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(email, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}
