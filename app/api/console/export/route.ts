import { requireApiOperator } from '@/server/console/api-auth';
import { exportInbox } from '@/server/console/export';
import { route } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

/** GET /api/console/export?type=&status=&agent=&from=&to=&q= : the filtered inbox as CSV (audited). */
export const GET = route(async (request: Request) => {
  const { actor } = await requireApiOperator(request);
  return exportInbox(actor, Object.fromEntries(new URL(request.url).searchParams));
});
