import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ItemView } from '@/components/console/item-view';
import { SuspectedSpamNotice } from '@/components/console/suspected-spam-notice';
import type { SavedKind, StaleKind } from '@/server/console/actions/desk-actions';
import { actorOf, requireOperator } from '@/server/console/auth';
import { now } from '@/server/console/clock';
import { itemTypeFromSlug } from '@/lib/fields/console-item';
import { openItem } from '@/server/console/items';
import { listAgents } from '@/server/console/workflow';
import { suspectedSpamReason } from '@/server/spam/suspected';

export const metadata: Metadata = { title: 'Item' };

const SAVED_KINDS: readonly SavedKind[] = ['status', 'assignment', 'note', 'moderation', 'retry', 'genuine'];
const STALE_KINDS: readonly StaleKind[] = ['status', 'assignment'];

export default async function ItemPage({
  params,
  searchParams,
}: {
  params: Promise<{ type: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const operator = await requireOperator();
  const [{ type: slug, id }, query] = await Promise.all([params, searchParams]);
  const type = itemTypeFromSlug(slug);
  if (!type) notFound();
  const saved = SAVED_KINDS.find((kind) => kind === query.saved);
  const stale = STALE_KINDS.find((kind) => kind === query.stale);
  // Audited, whatever the type, once: a save's redirect is on the record as the save (server/console/items.ts).
  const item = await openItem(await actorOf(operator), type, id, { afterSave: saved !== undefined });
  if (!item) notFound();
  const spamReason = await suspectedSpamReason(type, id);
  return (
    <div className="space-y-6">
      {spamReason ? <SuspectedSpamNotice type={type} id={id} reason={spamReason} /> : null}
      <ItemView item={item} agents={await listAgents()} saved={saved} stale={stale} now={now()} />
    </div>
  );
}
