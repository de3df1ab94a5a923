import { HttpError, route } from '@/server/http/errors';
import { findAssessmentOptions } from '@/server/insurance/assessments';
import { assessmentIdFromParam } from '@/server/insurance/http';

export const dynamic = 'force-dynamic';

/** GET /api/insurance/options/{assessmentId}: the stored options (the product specification, section 3). */
export const GET = route(async (_request: Request, { params }: { params: Promise<{ assessmentId: string }> }) => {
  const assessmentId = assessmentIdFromParam((await params).assessmentId);
  const found = await findAssessmentOptions(assessmentId);
  if (!found) throw new HttpError(404, 'We could not find insurance options for that assessment.');
  // Private to whoever holds the link: never stored by shared caches.
  return Response.json(found, { headers: { 'Cache-Control': 'private, no-store' } });
});
