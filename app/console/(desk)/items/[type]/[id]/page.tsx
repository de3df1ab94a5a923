import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ItemView } from '@/components/console/item-view';
import { SuspectedSpamNotice } from '@/components/console/suspected-spam-notice';
import type { SavedKind, StaleKind } from '@/server/console/actions/desk-actions';
import { actorOf, requireOperator } from '@/server/console/auth';
import { now } from '@/server/console/clock';
import { itemTypeFromSlug } from '@/lib/fields/console-item';
import { inboxQueryOf } from '@/server/console/inbox-query';
import { itemTitle, openItem } from '@/server/console/items';
import { listAgents } from '@/server/console/workflow';
import { suspectedSpamReason } from '@/server/spam/suspected';

const SAVED_KINDS: readonly SavedKind[] = ['status', 'assignment', 'note', 'moderation', 'retry', 'genuine'];
const STALE_KINDS: readonly StaleKind[] = ['status', 'assignment'];

type Params = Promise<{ type: string; id: string }>;

/**
 * The tab says which item it is ("Claim CLM-...", "Comment by ..."): staff work several side by side.
 * Read without auditing a view: Next.js may ask for it when it prefetches a link to the item.
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await requireOperator();
  const { type: slug, id } = await params;
  const type = itemTypeFromSlug(slug);
  const title = type ? await itemTitle(type, id) : null;
  return title ? { title } : {};
}

export default async function ItemPage({
  params,
  searchParams,
}: {
  params: Params;
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
  const inbox = inboxQueryOf(query.inbox);
  return (
    <div className="space-y-6">
      {spamReason ? <SuspectedSpamNotice type={type} id={id} reason={spamReason} inbox={inbox} /> : null}
      <ItemView item={item} agents={await listAgents()} saved={saved} stale={stale} now={now()} inbox={inbox} />
    </div>
  );
}
