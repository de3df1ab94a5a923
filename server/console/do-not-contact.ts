import 'server-only';
import { asc, or, sql, type SQL } from 'drizzle-orm';
import { emailKey, phoneKey } from '@/lib/contact-key';
import { getDb } from '../db/client';
import { optOuts } from '../db/schema';

/**
 * The ten-digit key of a phone column in SQL, as lib/contact-key.ts phoneKey makes it (null when
 * the column holds no US number), so the desk matches opt-outs exactly as the outbox does.
 */
export function phoneKeySql(column: SQL): SQL {
  const digits = sql`regexp_replace(${column}, '\\D', '', 'g')`;
  return sql`(case when length(${digits}) = 10 then ${digits} when ${digits} ~ '^1[0-9]{10}$' then substr(${digits}, 2) end)`;
}

/** The earliest opt-out naming this e-mail or phone, for a list's row (a lateral join's subquery). */
export function firstOptOutSql(email: SQL, phone: SQL): SQL {
  return sql`(select o.reference, o.created_at from opt_outs o
    where o.email = lower(trim(${email})) or o.phone = ${phoneKeySql(phone)}
    order by o.created_at limit 1)`;
}

export interface OptOutMatch {
  reference: string;
  createdAt: Date;
}

/**
 * Every opt-out naming this e-mail or phone, oldest first: made before or after the submission,
 * it is in force (decision 124), so the desk shows it on the item and in the lists (issue 23).
 */
export async function optOutsFor(contact: { email: string | null; phone: string | null }): Promise<OptOutMatch[]> {
  const email = emailKey(contact.email);
  const phone = phoneKey(contact.phone);
  const conditions: SQL[] = [];
  if (email) conditions.push(sql`${optOuts.email} = ${email}`);
  if (phone) conditions.push(sql`${optOuts.phone} = ${phone}`);
  if (conditions.length === 0) return [];
  const db = await getDb();
  return db
    .select({ reference: optOuts.reference, createdAt: optOuts.createdAt })
    .from(optOuts)
    .where(or(...conditions))
    .orderBy(asc(optOuts.createdAt));
}
