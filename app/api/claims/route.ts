import { submitClaim } from '@/server/claims/submit';
import { route } from '@/server/http/errors';

// Streams the multipart body itself (busboy): needs Node.js, and nothing may read the body first.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/claims (multipart): 201 { reference, files } or 400/413/415/429 with { message, fieldErrors? }. */
export const POST = route(async (request) => {
  const { reference, files } = await submitClaim(request, { headers: request.headers });
  return Response.json({ reference, files }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
