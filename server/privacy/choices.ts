import 'server-only';
import { LOCALES, localeOr, type Locale } from '@/lib/i18n/locale';
import * as z from '@/lib/zod';
import { choiceCookie, cookieValue, CHOICE_COOKIE, GPC_COOKIE, OPT_OUT_VALUE } from '@/lib/privacy-choices';
import { defineGuardedPath, type BodyReader } from '../http/guarded-submission';
import { HttpError } from '../http/errors';
import { readJsonBody, readLimitedText } from '../http/json-body';
import { isSecureSite } from '../public-url';

export const privacyChoiceSchema = z.object({
  choice: z.enum(['opt-out', 'opt-in'], { error: 'Please choose opt-out or opt-in' }),
  // The language of the page the form was on (decision 182), so the answer goes back to that page.
  language: z.catch(z.optional(z.enum(LOCALES)), undefined),
});

export type PrivacyChoice = z.output<typeof privacyChoiceSchema>['choice'];

/**
 * A visitor's choice on /privacy-choices (docs/decisions/121), on the guarded path like every
 * submission: the cross-site check (another site cannot flip a visitor's choice), a rate limit,
 * the schema. Nothing is stored on the server: the choice is the visitor's cookie.
 */
export const privacyChoiceSubmission = defineGuardedPath({
  limit: {
    name: 'privacy-choices',
    points: 30,
    windowSeconds: 10 * 60,
    message: 'Too many requests from your connection. Please wait a few minutes and try again.',
  },
  schema: privacyChoiceSchema,
  async store(data): Promise<{ choice: PrivacyChoice | null; locale: Locale }> {
    return { choice: data.choice, locale: localeOr(data.language) };
  },
});

const MAX_FORM_BYTES = 2048;

/** The plain HTML form's body (urlencoded), or JSON; 415 for anything else, 413 when too large. */
export function choiceBody(request: Request): BodyReader {
  return async () => {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'application/json') return { fields: await readJsonBody(request, MAX_FORM_BYTES), extra: undefined };
    if (type !== 'application/x-www-form-urlencoded')
      throw new HttpError(415, 'Please send the form as application/x-www-form-urlencoded or JSON.');
    // Read within the limit as it arrives: a chunked body declares no length, and reading it whole
    // first (arrayBuffer) held any size in memory before the check.
    const text = await readLimitedText(request, MAX_FORM_BYTES).catch((error: unknown) => {
      throw error instanceof HttpError && error.status === 413 ? new HttpError(413, 'The form is too large.') : error;
    });
    return { fields: Object.fromEntries(new URLSearchParams(text)), extra: undefined };
  };
}

/** The Set-Cookie for a choice (Secure when the site is https). */
export function choiceSetCookie(choice: PrivacyChoice): string {
  return choiceCookie(choice, isSecureSite());
}

export type ChoiceStatus = 'gpc' | 'opted-out' | 'sharing';

/** What /privacy-choices shows: the browser's GPC signal wins, then the visitor's own cookie. */
export function choiceStatus(headers: Headers): ChoiceStatus {
  const cookies = headers.get('cookie');
  if (headers.get('sec-gpc')?.trim() === '1' || cookieValue(cookies, GPC_COOKIE) === '1') return 'gpc';
  return cookieValue(cookies, CHOICE_COOKIE) === OPT_OUT_VALUE ? 'opted-out' : 'sharing';
}
