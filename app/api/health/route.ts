import { healthFor, healthReport } from '@/server/health';

export const dynamic = 'force-dynamic';

/**
 * 200 while the database answers (status 'degraded' names what else is wrong), 503 when it does
 * not; the backlog and the services only to a caller on this machine (`healthFor`).
 */
export async function GET(request: Request) {
  const report = await healthReport();
  return Response.json(healthFor(report, request.headers), {
    status: report.database === 'up' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
