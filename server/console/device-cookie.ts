import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { consoleKey } from './keys';

/**
 * OWASP's device cookie (decision 110): a browser that signed in to an account gets
 * `NONCE.SIGNATURE`, the signature binding the nonce to that account. Failures from that browser
 * count against its own budget, so failures from anywhere else cannot keep its owner out. It grants
 * nothing else: the password and the second factor are still asked for.
 */
export const DEVICE_COOKIE_DAYS = 180;

const sign = (email: string, nonce: string) =>
  createHmac('sha256', consoleKey('device-cookie')).update(`${email}\n${nonce}`).digest('base64url');

export function newDeviceCookie(email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(email, nonce)}`;
}

/** The device's nonce when the cookie is one this server issued for this account, else null. */
export function deviceOf(email: string, cookie: string | undefined): string | null {
  if (!cookie || cookie.length > 200) return null;
  const [nonce, signature, extra] = cookie.split('.');
  if (!nonce || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(email, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}
