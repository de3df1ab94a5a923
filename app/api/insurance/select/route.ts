import { selectionSchema } from '@/lib/schemas/home-assessment';
import { clientIp } from '@/server/http/client-ip';
import { route } from '@/server/http/errors';
import { readJsonBody } from '@/server/http/json-body';
import { selectOption } from '@/server/insurance/assessments';
import { parseOrThrow } from '@/server/insurance/http';
import { enforceRateLimit } from '@/server/rate-limit';

export const dynamic = 'force-dynamic';

const SELECT_RATE_LIMIT = {
  name: 'home-insurance-select',
  points: 30,
  windowSeconds: 600,
  message: 'Too many requests from your connection. Please wait a few minutes or call us.',
};

/** POST /api/insurance/select {assessmentId, insuranceId}: records the chosen plan (SPEC.md section 3). */
export const POST = route(async (request: Request) => {
  await enforceRateLimit(SELECT_RATE_LIMIT, clientIp(request.headers));
  const selection = parseOrThrow(selectionSchema, await readJsonBody(request, 4 * 1024));
  const saved = await selectOption(selection.assessmentId, selection.insuranceId);
  return Response.json({ ...saved, status: 'selected' }, { headers: { 'Cache-Control': 'no-store' } });
});
