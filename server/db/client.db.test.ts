import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { healthRequest } from '@/tests/support/api-requests';
import { setupTestDatabase } from '@/tests/support/test-database';
import { closeDatabase, getDatabaseDriver, getDb, resultRows } from './client';
import { resetEnvForTests } from '../env';
import { REPORT_REUSE_MS } from '../health';

setupTestDatabase();

describe('database', () => {
  it('opens the configured driver and applies the migrations in the repo', async () => {
    expect(await getDatabaseDriver()).toBe(process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite');
    const db = await getDb();
    const result = await db.execute(sql`select count(*)::int as n from outbox_messages`);
    const rows = resultRows<{ n: number }>(result);
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps data across a reopen (migrations are not re-applied destructively)', async () => {
    const db = await getDb();
    await db.execute(
      sql`insert into outbox_messages (channel, topic, idempotency_key, payload) values ('email', 'test', 'reopen-key', '{}'::jsonb)`,
    );
    await closeDatabase();
    const reopened = await getDb();
    const result = await reopened.execute(sql`select topic from outbox_messages where idempotency_key = 'reopen-key'`);
    const rows = resultRows<{ topic: string }>(result);
    expect(rows.map((row) => row.topic)).toEqual(['test']);
  });

  it('/api/health answers 200 with the database up', async () => {
    const response = await health(healthRequest('127.0.0.1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      outbox: { pending: 1, failing: 0, dead: 0 },
    });
  });

  it('/api/health answers 503 when the database is unreachable (within the second a report is reused)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REPORT_REUSE_MS);
    await closeDatabase();
    const saved = { url: process.env.DATABASE_URL };
    // Nothing listens on port 1: connecting fails at once.
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/none';
    resetEnvForTests();
    try {
      const response = await health(healthRequest('127.0.0.1'));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'down', database: 'down' });
    } finally {
      vi.useRealTimers();
      await closeDatabase().catch(() => {});
      process.env.DATABASE_URL = saved.url;
      resetEnvForTests();
    }
  });
});
