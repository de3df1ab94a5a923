import 'server-only';
import { count, desc } from 'drizzle-orm';
import { getDb } from '../db/client';
import { optOuts } from '../db/schema';
import { recordAudit, type Actor } from './audit';

/**
 * The opt-outs, newest first (decision 124), for the console's list. Every look at the list is on
 * the audit record: it names people who asked not to be contacted.
 */
export async function listOptOuts(actor: Actor, limit = 500): Promise<{ rows: OptOutRow[]; total: number }> {
  const db = await getDb();
  const rows = await db
    .select({
      id: optOuts.id,
      reference: optOuts.reference,
      email: optOuts.email,
      phone: optOuts.phone,
      reason: optOuts.reason,
      source: optOuts.source,
      ipAddress: optOuts.ipAddress,
      createdAt: optOuts.createdAt,
    })
    .from(optOuts)
    .orderBy(desc(optOuts.createdAt))
    .limit(limit);
  // How many there are in all: a list cut at the limit says so, so no one reads it as complete.
  // Counted after the rows, so an opt-out arriving between the two is counted, never missed.
  const [counted] = await db.select({ total: count() }).from(optOuts);
  const total = Math.max(counted?.total ?? 0, rows.length);
  await recordAudit(actor, { action: 'opt_outs.view', subjectType: 'opt_out', detail: { rows: rows.length } });
  return { rows, total };
}

export type OptOutRow = Pick<
  typeof optOuts.$inferSelect,
  'id' | 'reference' | 'email' | 'phone' | 'reason' | 'source' | 'ipAddress' | 'createdAt'
>;
