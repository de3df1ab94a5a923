import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TWILIO_SIGNATURE_HEADER = 'X-Twilio-Signature';

/**
 * Twilio's request signature: base64 HMAC-SHA1, keyed with the auth token, of the full URL the
 * provider called followed by every POST parameter, sorted by name, as name then value.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: ReadonlyArray<readonly [string, string]>,
): string {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `given` is the signature of this request, compared in constant time. */
export function isValidTwilioSignature(
  given: string | null,
  authToken: string,
  url: string,
  params: ReadonlyArray<readonly [string, string]>,
): boolean {
  if (!given || !authToken) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
