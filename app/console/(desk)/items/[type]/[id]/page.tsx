import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ItemView } from '@/components/console/item-view';
import { SuspectedSpamNotice } from '@/components/console/suspected-spam-notice';
import { actorOf, requireOperator } from '@/server/console/auth';
import { recordAudit } from '@/server/console/audit';
import { itemTypeFromSlug } from '@/server/console/item-types';
import { loadItem } from '@/server/console/items';
import { listAgents } from '@/server/console/workflow';
import { suspectedSpamReason } from '@/server/spam/suspected';

export const metadata: Metadata = { title: 'Item' };

export default async function ItemPage({ params }: { params: Promise<{ type: string; id: string }> }) {
  const operator = await requireOperator();
  const { type: slug, id } = await params;
  const type = itemTypeFromSlug(slug);
  if (!type) notFound();
  const item = await loadItem(type, id);
  if (!item) notFound();
  // Every view of a claim (medical details) is on the record.
  if (type === 'claim') await recordAudit(await actorOf(operator), { action: 'claim.view', subjectType: 'claim', subjectId: id });
  const spamReason = await suspectedSpamReason(type, id);
  return (
    <div className="space-y-6">
      {spamReason ? <SuspectedSpamNotice type={type} id={id} reason={spamReason} /> : null}
      <ItemView item={item} agents={await listAgents()} />
    </div>
  );
}
