import 'server-only';
import { requestCookies } from '../http/request-cookies';
import { createHash } from 'node:crypto';
import type { FormState } from '@/lib/form-state';
import { KIT_FIELDS } from '@/lib/honeypot';
import { isSecureSite } from '../public-url';

/**
 * A form posted without JavaScript whose answer is its own page (the business inquiry, the call-back,
 * the opt-out) is posted again by a reload of that page or by Back then Forward, once the browser's
 * "Confirm Form Resubmission" is accepted. The same browser posting the same fields to the same form
 * within ten minutes gets the first answer again (its reference) rather than a second record, a
 * second e-mail to the agency and a second confirmation to the visitor. The browser keeps the proof:
 * a cookie with the post's hash (never its fields) and the answer's reference; nothing is stored on
 * the server, and another browser, or any change to a field, is a new post.
 */
const SAME_POST_COOKIE = 'last-post';
const SAME_POST_SECONDS = 10 * 60;
const REFERENCE = /^[A-Z]{2,10}-[A-Z0-9-]{4,40}$/;

function fingerprintOf(form: string, values: Record<string, string>): string {
  const fields = Object.entries(values)
    .filter(([key]) => !KIT_FIELDS.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify([form, fields]))
    .digest('base64url');
}

/** The answer this browser got for the same post within ten minutes, if any. */
export async function answerToSamePost(form: string, values: Record<string, string>): Promise<FormState | null> {
  const held = (await requestCookies())?.get(SAME_POST_COOKIE)?.value;
  if (!held) return null;
  const [fingerprint, reference] = held.split('.');
  if (fingerprint !== fingerprintOf(form, values)) return null;
  return { status: 'success', reference: reference && REFERENCE.test(reference) ? reference : undefined };
}

/** Remembers, in the browser, that this post was answered with this success. */
export async function rememberAnswer(form: string, values: Record<string, string>, state: FormState): Promise<void> {
  if (state.status !== 'success') return;
  const jar = await requestCookies();
  const reference = state.reference && REFERENCE.test(state.reference) ? state.reference : '';
  jar?.set(SAME_POST_COOKIE, `${fingerprintOf(form, values)}.${reference}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureSite(),
    maxAge: SAME_POST_SECONDS,
  });
}
