import { sql } from 'drizzle-orm';
import { getDb, resultRows } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { closeMailTransport } from '@/server/mail/transport';
import { resetRateLimitsForTests } from '@/server/rate-limit';

/** A lead as the health assessment sends it to POST /api/leads: every field, with a campaign's page and UTM. */
export const SAMPLE_LEAD = {
  name: 'Sam Rivera',
  email: 'sam@example.com',
  phone: '(407) 555-0199',
  zipCode: '32801',
  state: 'fl',
  householdSize: 3,
  yearlyIncome: 42000,
  coverage: ['health', 'dental'],
  pageUrl: 'https://insurancematch.example/prohealth-survey-reddit?utm_source=reddit',
  utm: { source: 'reddit', medium: 'cpc', campaign: 'fall-2025' },
  consent: true,
};

/** Sets environment variables for the next getEnv() (empty string = default). */
export function setEnv(values: Record<string, string>): void {
  Object.assign(process.env, values);
  resetEnvForTests();
  closeMailTransport();
}

export async function countRows(table: string): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = resultRows<{ n: number }>(result);
  return Number(rows[0]!.n);
}

/** Rows in every table of the database, by table: to show that a request stored nothing. */
export async function rowCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const rows = resultRows<{ table_name: string }>(result);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows) counts[table] = await countRows(`"${table}"`);
  return counts;
}

/** Makes every pending outbox message due now (instead of waiting for its backoff). */
export async function makeOutboxDue(): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`update outbox_messages set next_attempt_at = now() - interval '1 second' where status = 'pending'`,
  );
}

export async function resetLimits(): Promise<void> {
  await resetRateLimitsForTests();
}

let ipCounter = 0;
/** Headers of a distinct visitor (own IP, so rate limits of other tests do not interfere). */
export function visitorHeaders(extra: Record<string, string> = {}): Record<string, string> {
  ipCounter += 1;
  return { 'x-client-ip': `203.0.113.${ipCounter % 250}`, 'user-agent': 'vitest', ...extra };
}

export const VALID_BUSINESS = {
  companyName: 'Acme Bakery LLC',
  contactName: 'Dana Baker',
  email: 'dana@acme.example',
  phone: '(512) 555-0100',
  employeeCount: '11-25',
  state: 'Texas',
  zipCode: '78701',
  subsidizePlans: 'yes',
  additionalDetails: 'We want dental too.',
  consent: true,
};
