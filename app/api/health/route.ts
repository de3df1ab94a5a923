import { healthReport } from '@/server/health';

export const dynamic = 'force-dynamic';

/** 200 while the database answers (status 'degraded' names what else is wrong), 503 when it does not. */
export async function GET() {
  const report = await healthReport();
  return Response.json(report, {
    status: report.database === 'up' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
