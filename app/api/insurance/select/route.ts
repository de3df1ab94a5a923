import { jsonBody, submissionRoute } from '@/server/http/guarded-submission';
import { selectionSubmission } from '@/server/insurance/submission';

export const dynamic = 'force-dynamic';

/**
 * POST /api/insurance/select {assessmentId, insuranceId}: records the chosen plan (the specification's Selection
 * payload).
 */
export const POST = submissionRoute(selectionSubmission, {
  read: (request) => jsonBody(request, 4 * 1024),
  status: 200,
});
