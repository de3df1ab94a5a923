import { isDatabaseUp } from '@/server/db/client';

export const dynamic = 'force-dynamic';

export async function GET() {
  const up = await isDatabaseUp();
  return Response.json(
    { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' },
    { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
