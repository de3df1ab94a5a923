import { submitBusinessInquiry } from '@/server/business/submit';
import { route } from '@/server/http/errors';
import { readJsonBody } from '@/server/http/json-body';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/business-inquiry (JSON): 201 { reference } or 400/413/415/429 with { message, fieldErrors? }. */
export const POST = route(async (request) => {
  const body = await readJsonBody(request);
  const { reference } = await submitBusinessInquiry(body, { headers: request.headers });
  return Response.json({ reference }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
