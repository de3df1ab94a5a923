import type { Metadata } from 'next';
import { DeliveriesView } from '@/components/console/deliveries-view';
import { SAVED_NOTICES } from '@/content/console';
import { requireOperator } from '@/server/console/auth';
import { filedEmails, listUndelivered, undeliveredCounts } from '@/server/console/deliveries';

export const metadata: Metadata = { title: 'Deliveries' };

export default async function DeliveriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireOperator();
  const notice = (await searchParams).saved === 'retry' ? SAVED_NOTICES.retry() : undefined;
  const [messages, filed, counts] = await Promise.all([listUndelivered(), filedEmails(), undeliveredCounts()]);
  return <DeliveriesView messages={messages} filed={filed} counts={counts} notice={notice} />;
}
