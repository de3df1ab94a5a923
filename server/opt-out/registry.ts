import 'server-only';
import { or, sql, type SQL } from 'drizzle-orm';
import { emailKey, phoneKey } from '@/lib/contact-key';
import type { Db, Tx } from '../db/client';
import { optOuts } from '../db/schema';

/**
 * Whether anyone asked us to stop contacting this e-mail address or phone number (either one
 * matches, compared as lib/contact-key.ts normalises them). Checked when a confirmation e-mail is
 * queued, again when it leaves, and for every CRM webhook as it leaves (decision 124).
 */
export async function isOptedOut(db: Db | Tx, contact: { email?: unknown; phone?: unknown }): Promise<boolean> {
  const email = typeof contact.email === 'string' ? emailKey(contact.email) : '';
  const phone = typeof contact.phone === 'string' ? phoneKey(contact.phone) : '';
  const conditions: SQL[] = [];
  if (email) conditions.push(sql`${optOuts.email} = ${email}`);
  if (phone) conditions.push(sql`${optOuts.phone} = ${phone}`);
  if (conditions.length === 0) return false;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(optOuts)
    .where(or(...conditions))
    .limit(1);
  return rows.length > 0;
}
