import type { Metadata } from 'next';
import { OptOutsView } from '@/components/console/opt-outs-view';
import { actorOf, requireOperator } from '@/server/console/auth';
import { listOptOuts } from '@/server/console/opt-outs';

export const metadata: Metadata = { title: 'Opt-outs' };

export default async function OptOutsPage() {
  const operator = await requireOperator();
  const { rows, total } = await listOptOuts(await actorOf(operator));
  return <OptOutsView optOuts={rows} total={total} />;
}
