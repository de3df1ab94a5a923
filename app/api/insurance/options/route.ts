import { homeAssessmentSchema } from '@/lib/schemas/home-assessment';
import { isHoneypotFilled, HONEYPOT_FIELD } from '@/server/honeypot';
import { clientIp } from '@/server/http/client-ip';
import { HttpError, route } from '@/server/http/errors';
import { readJsonBody } from '@/server/http/json-body';
import { createAssessment } from '@/server/insurance/assessments';
import { isVerifiedSurveyWebhook, parseOrThrow } from '@/server/insurance/http';
import { quoteHomeInsurance } from '@/server/insurance/quote-engine';
import { newAssessmentId } from '@/server/insurance/assessment-id';
import { enforceRateLimit } from '@/server/rate-limit';

export const dynamic = 'force-dynamic';

const FORM_RATE_LIMIT = {
  name: 'home-assessment',
  points: 20,
  windowSeconds: 600,
  message: 'Too many assessments from your connection. Please wait a few minutes or call us.',
};

/**
 * POST /api/insurance/options: stores a home assessment and answers its quoted options
 * ({assessmentId, options}, 201). Sent by the site's form (JSON; or an HTML form post without
 * JavaScript, answered with a redirect to the results) or by the external survey's webhook
 * (JSON with `Authorization: Bearer <SURVEY_WEBHOOK_SECRET>`).
 */
export const POST = route(async (request: Request) => {
  const webhook = isVerifiedSurveyWebhook(request.headers);
  const isHtmlForm = /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '');
  if (!webhook) await enforceRateLimit(FORM_RATE_LIMIT, clientIp(request.headers));

  let body: unknown;
  if (isHtmlForm && !webhook) {
    const text = await request.text();
    if (text.length > 64 * 1024) throw new HttpError(413, 'The request is too large (limit 64 KB).');
    body = Object.fromEntries(new URLSearchParams(text));
  } else {
    body = await readJsonBody(request);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }

  if (!webhook && isHoneypotFilled((body as Record<string, unknown>)[HONEYPOT_FIELD])) {
    // A bot: answer as if it worked, store nothing.
    const fake = { assessmentId: newAssessmentId(), options: [] as ReturnType<typeof quoteHomeInsurance> };
    return isHtmlForm ? redirectTo(`/results/${fake.assessmentId}`) : Response.json(fake, { status: 201 });
  }

  if (isHtmlForm) {
    const parsed = homeAssessmentSchema.safeParse(body);
    if (!parsed.success) return redirectTo('/home-assessment?error=invalid');
    const created = await createAssessment(parsed.data, { source: 'site', headers: request.headers, pageUrl: pageUrlOf(request) });
    return redirectTo(`/results/${created.assessmentId}`);
  }

  const assessment = parseOrThrow(homeAssessmentSchema, body);
  const created = await createAssessment(assessment, {
    source: webhook ? 'survey_webhook' : 'site',
    headers: request.headers,
    pageUrl: webhook ? 'survey-webhook' : pageUrlOf(request),
  });
  return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});

function pageUrlOf(request: Request): string {
  return request.headers.get('referer') ?? '/home-assessment';
}

/** A relative Location: behind a proxy request.url's host is not the one the visitor used. */
function redirectTo(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
