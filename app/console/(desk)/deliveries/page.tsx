import type { Metadata } from 'next';
import { DeliveriesView } from '@/components/console/deliveries-view';
import { requireOperator } from '@/server/console/auth';
import { listUndelivered } from '@/server/console/deliveries';

export const metadata: Metadata = { title: 'Deliveries' };

export default async function DeliveriesPage() {
  await requireOperator();
  return <DeliveriesView messages={await listUndelivered()} />;
}
