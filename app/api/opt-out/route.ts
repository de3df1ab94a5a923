import { jsonBody, submissionRoute } from '@/server/http/guarded-submission';
import { optOutSubmission, type OptOutSource } from '@/server/opt-out/submit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/opt-out (JSON { email?, phone?, reason? }): 201 { reference } or 400/403/413/415/429 with { message,
 * fieldErrors? }.
 */
export const POST = submissionRoute(optOutSubmission, {
  read: (request) => async () => ({ ...(await jsonBody(request)()), extra: 'api' as OptOutSource }),
});
