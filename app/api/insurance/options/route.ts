import { jsonBody, runSubmission } from '@/server/http/guarded-submission';
import { route } from '@/server/http/errors';
import { isVerifiedSurveyWebhook } from '@/server/insurance/http';
import { homeAssessmentSubmission, surveyWebhookAssessment } from '@/server/insurance/submission';

export const dynamic = 'force-dynamic';

/**
 * POST /api/insurance/options: stores a home assessment and answers its quoted options
 * ({assessmentId, options}, 201). Sent as JSON by the site's form (the form's server action
 * serves browsers without JavaScript) or by the external survey's webhook, which authenticates
 * with `Authorization: Bearer <SURVEY_WEBHOOK_SECRET>` (docs/decisions/081) and is trusted.
 */
export const POST = route(async (request: Request) => {
  const webhook = isVerifiedSurveyWebhook(request.headers);
  const created = webhook
    ? await runSubmission(surveyWebhookAssessment, { headers: request.headers }, jsonBody(request), { trusted: true })
    : await runSubmission(homeAssessmentSubmission, { headers: request.headers }, jsonBody(request));
  return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
