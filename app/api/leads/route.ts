import { route } from '@/server/http/errors';
import { readJsonBody } from '@/server/http/json-body';
import { submitLead } from '@/server/leads/submit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/leads (JSON): 201 { reference, thankYouUrl } or 400/413/415/429 with { message, fieldErrors? }. */
export const POST = route(async (request) => {
  const body = await readJsonBody(request);
  const result = await submitLead(body, { headers: request.headers });
  return Response.json(result, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
