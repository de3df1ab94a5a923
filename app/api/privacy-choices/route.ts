import { PRIVACY_CHOICES_PATH } from '@/content/privacy';
import { localizedPath } from '@/lib/i18n/locale';
import { runSubmission } from '@/server/http/guarded-submission';
import { route } from '@/server/http/errors';
import { choiceBody, choiceSetCookie, privacyChoiceSubmission } from '@/server/privacy/choices';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/privacy-choices: `choice=opt-out|opt-in` from the plain form on /privacy-choices
 * (works without JavaScript) answers 303 back to the page with the cookie set, in the language the
 * form posted (`language`, /es/privacy-choices for Spanish); JSON gets
 * `{ choice }`. A full page load follows either way, so no tag stays loaded after an opt-out.
 */
export const POST = route(async (request) => {
  const result = await runSubmission(privacyChoiceSubmission, { headers: request.headers }, choiceBody(request));
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (result.choice) headers.append('Set-Cookie', choiceSetCookie(result.choice));
  if (/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
    return Response.json({ choice: result.choice }, { headers });
  headers.set('Location', localizedPath(PRIVACY_CHOICES_PATH, result.locale));
  return new Response(null, { status: 303, headers });
});
