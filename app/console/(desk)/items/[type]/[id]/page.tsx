import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ItemView } from '@/components/console/item-view';
import { SuspectedSpamNotice } from '@/components/console/suspected-spam-notice';
import type { SavedKind, StaleKind } from '@/server/console/actions/desk-actions';
import { actorOf, requireOperator } from '@/server/console/auth';
import { now } from '@/server/console/clock';
import { itemTypeFromSlug } from '@/lib/fields/console-item';
import { openItem } from '@/server/console/items';
import { listAgents } from '@/server/console/workflow';
import { suspectedSpamReason } from '@/server/spam/suspected';

const SAVED_KINDS: readonly SavedKind[] = ['status', 'assignment', 'note', 'moderation', 'retry', 'genuine'];
const STALE_KINDS: readonly StaleKind[] = ['status', 'assignment'];

interface Props {
  params: Promise<{ type: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The item, opened once per request for its tab's title and its page (React's `cache`): audited,
 * whatever the type, once; a save's redirect is on the record as the save (server/console/items.ts).
 */
const openedItem = cache(async (slug: string, id: string, saved: SavedKind | undefined) => {
  const operator = await requireOperator();
  const type = itemTypeFromSlug(slug);
  if (!type) notFound();
  const item = await openItem(await actorOf(operator), type, id, { afterSave: saved !== undefined });
  if (!item) notFound();
  return item;
});

async function readProps({ params, searchParams }: Props) {
  const [{ type: slug, id }, query] = await Promise.all([params, searchParams]);
  const saved = SAVED_KINDS.find((kind) => kind === query.saved);
  const stale = STALE_KINDS.find((kind) => kind === query.stale);
  return { item: await openedItem(slug, id, saved), saved, stale };
}

/** The tab says which item it is ("Claim CLM-...", "Comment by ..."): staff work several side by side. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { item } = await readProps(props);
  return { title: item.title };
}

export default async function ItemPage(props: Props) {
  const { item, saved, stale } = await readProps(props);
  const spamReason = await suspectedSpamReason(item.type, item.id);
  return (
    <div className="space-y-6">
      {spamReason ? <SuspectedSpamNotice type={item.type} id={item.id} reason={spamReason} /> : null}
      <ItemView item={item} agents={await listAgents()} saved={saved} stale={stale} now={now()} />
    </div>
  );
}
