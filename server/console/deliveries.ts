import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { outboxMessages } from '../db/schema';
import { wakeOutbox } from '../outbox/worker';
import { recordAudit, type Actor } from './audit';
import { now } from './clock';
import { itemsByKey } from './item-fields';
import { REMOVED_PAYLOAD } from './retention';

/**
 * A message "Retry now" can send: given up on (dead), with its contents still there. Past the
 * submissions' retention age its contents are removed (server/console/retention.ts), and there is
 * nothing left to send: the console says so instead of offering a button that would refuse.
 */
export const retryable = sql<boolean>`(${outboxMessages.status} = 'dead' and ${outboxMessages.channel} <> ''
  and ${outboxMessages.payload} <> ${JSON.stringify(REMOVED_PAYLOAD)}::jsonb)`.mapWith(Boolean);

/**
 * Messages that have not left yet or failed: pending (with errors), and dead, each with the item it
 * is about (null when it is about none, or the item is gone). Never the payload.
 */
export async function listUndelivered(limit = 200) {
  const db = await getDb();
  const messages = await db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      topic: outboxMessages.topic,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      lastError: outboxMessages.lastError,
      nextAttemptAt: outboxMessages.nextAttemptAt,
      createdAt: outboxMessages.createdAt,
      item: outboxMessages.item,
      retryable,
    })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'dead']))
    // The given-up ones first: they wait for a person, and a long queue must not push them out of the list.
    .orderBy(sql`${outboxMessages.status} = 'dead' desc`, desc(outboxMessages.createdAt))
    .limit(limit);
  const items = await itemsByKey(messages.map((message) => message.item));
  return messages.map((message) => ({ ...message, item: (message.item && items.get(message.item)) || null }));
}

/**
 * How many messages are waiting (pending), given up on (dead) and held with an item kept as
 * suspected spam: the page says how many it lists of them, and never "Everything has been
 * delivered" while some are held.
 */
export async function undeliveredCounts(): Promise<{ pending: number; dead: number; held: number }> {
  const db = await getDb();
  const rows = await db
    .select({ status: outboxMessages.status, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'dead', 'held']))
    .groupBy(outboxMessages.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { pending: of('pending'), dead: of('dead'), held: of('held') };
}

/**
 * The e-mails written to files instead of sent, because no mail server was set up (`filed`,
 * decision 133): how many, and when the latest was queued. Deliveries says so rather than
 * "Everything has been delivered" while nobody received them.
 */
export async function filedEmails(): Promise<{ count: number; latest: Date | null }> {
  const db = await getDb();
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`.mapWith(Number),
      latest: sql<Date | null>`max(${outboxMessages.createdAt})`.mapWith(outboxMessages.createdAt),
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.status, 'filed'));
  return { count: row?.count ?? 0, latest: row?.latest ?? null };
}

/**
 * Puts a dead message back in the queue for an immediate try (its attempts start again); not one
 * whose contents the retention job has removed (there is nothing left to send).
 */
export async function retryDeadMessage(actor: Actor, id: string, item?: string): Promise<boolean> {
  const db = await getDb();
  const updated = await db
    .update(outboxMessages)
    // Its retry window (OUTBOX_MAX_AGE_HOURS, counted from created_at) starts again too: a message
    // days old was dead again after the first failed try.
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now(), lockedUntil: null, createdAt: now() })
    .where(and(eq(outboxMessages.id, id), item === undefined ? undefined : eq(outboxMessages.item, item), retryable))
    .returning({ id: outboxMessages.id, topic: outboxMessages.topic, channel: outboxMessages.channel });
  if (updated.length === 0) return false;
  await recordAudit(actor, {
    action: 'outbox.retry',
    subjectType: 'outbox_message',
    subjectId: id,
    // Channel and topic: the audit page names the message as Deliveries does ("E-mail to the agency (Claim)").
    detail: { channel: updated[0]!.channel, topic: updated[0]!.topic },
  });
  wakeOutbox();
  return true;
}
