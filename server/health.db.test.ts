import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { healthRequest } from '@/tests/support/api-requests';
import { getDb } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema';
import { freePort, startSmtpServer } from '@/tests/support/fake-smtp';
import { setEnv } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';
import { REPORT_REUSE_MS, resetHealthProbesForTests } from './health';

setupTestDatabase();
const nodeUrl = createRequire(import.meta.url)('url') as typeof import('node:url');

async function report(): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  resetHealthProbesForTests();
  const response = await health(healthRequest('127.0.0.1'));
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, text };
}

async function queue(key: string, ageHours: number, lastError: string | null = null): Promise<void> {
  const db = await getDb();
  await db.execute(sql`insert into outbox_messages (channel, topic, idempotency_key, payload, created_at, last_error)
    values ('email', 'test', ${key}, '{}'::jsonb, now() - make_interval(hours => ${ageHours}), ${lastError})`);
}

beforeAll(async () => {
  await getDb();
});
beforeEach(async () => {
  const db = await getDb();
  await db.delete(outboxMessages);
  setEnv({ SMTP_URL: '', REDIS_URL: '' });
});
afterAll(() => setEnv({ SMTP_URL: '', REDIS_URL: '' }));

describe('/api/health', () => {
  it("reports the outbox backlog: how many wait, the oldest one's age, and how many are failing", async () => {
    await queue('fresh', 0);
    await queue('old-and-failing', 30, 'Error: connect ECONNREFUSED');
    const db = await getDb();
    await db.execute(
      sql`insert into outbox_messages (channel, topic, idempotency_key, payload, status) values ('email', 'test', 'done', '{}'::jsonb, 'delivered')`,
    );
    const { status, body } = await report();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', database: 'up', outbox: { pending: 2, failing: 1, dead: 0 } });
    const age = (body.outbox as { oldestPendingSeconds: number }).oldestPendingSeconds;
    expect(age).toBeGreaterThanOrEqual(30 * 3600);
    expect(age).toBeLessThan(31 * 3600);
  });

  it('is ok with nothing waiting, and says when e-mails only go to files', async () => {
    const { status, body } = await report();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      database: 'up',
      outbox: { pending: 0, oldestPendingSeconds: 0, failing: 0, dead: 0 },
      smtp: 'not configured: e-mails are written to files',
    });
  });

  it('probes the configured SMTP server and Redis without showing their addresses or passwords', async () => {
    // Watched, not replaced: nodemailer parsing SMTP_URL itself called Node's deprecated url.parse (DEP0169).
    const urlParse = vi.spyOn(nodeUrl, 'parse');
    const smtp = await startSmtpServer();
    try {
      setEnv({ SMTP_URL: smtp.url, REDIS_URL: `redis://:redis-pass@127.0.0.1:${await freePort()}` });
      const up = await report();
      expect(up.status).toBe(200);
      expect(up.body).toMatchObject({ status: 'degraded', database: 'up', smtp: 'up', redis: 'down' });
      for (const secret of ['redis-pass', '127.0.0.1', String(smtp.port)]) expect(up.text).not.toContain(secret);
      // This receiver offers no AUTH: credentials it cannot check mean mail would not go out.
      setEnv({ SMTP_URL: `smtp://agency:s3cret-pass@127.0.0.1:${smtp.port}` });
      const refused = await report();
      expect(refused.body).toMatchObject({ status: 'degraded', smtp: 'down' });
      for (const secret of ['s3cret', 'agency:']) expect(refused.text).not.toContain(secret);
    } finally {
      await smtp.close();
    }
    setEnv({ SMTP_URL: smtp.url, REDIS_URL: '' });
    expect((await report()).body).toMatchObject({ smtp: 'down' });
    expect(urlParse).not.toHaveBeenCalled();
    urlParse.mockRestore();
  });

  it("tells a caller on another machine whether the site is up, never the agency's backlog or services", async () => {
    await queue('waiting', 2, 'Error: connect ECONNREFUSED');
    resetHealthProbesForTests();
    for (const address of ['203.0.113.9', '::ffff:198.51.100.4', '2001:db8::1', 'unknown']) {
      const response = await health(healthRequest(address));
      expect(response.status, address).toBe(200);
      expect(await response.json(), address).toEqual({ status: 'degraded', database: 'up' });
    }
    // Through nginx with TRUST_PROXY left off, every visitor's address is nginx's own: nginx's header tells.
    const proxied = await health(healthRequest('127.0.0.1', { proxied: true }));
    expect(await proxied.json()).toEqual({ status: 'degraded', database: 'up' });
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const body = (await (await health(healthRequest(address))).json()) as Record<string, unknown>;
      expect(body.outbox, address).toMatchObject({ pending: 1, failing: 1 });
    }
  });

  it('answers a burst of checks with one report, and reports afresh a second later', async () => {
    const started = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: started });
    try {
      resetHealthProbesForTests();
      const read = async () =>
        ((await (await health(healthRequest('127.0.0.1'))).json()) as { outbox: { pending: number } }).outbox.pending;
      expect(await read()).toBe(0);
      await queue('arrived-meanwhile', 0);
      expect(await read()).toBe(0);
      vi.setSystemTime(started + REPORT_REUSE_MS);
      expect(await read()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts dead messages: the agency must look at them', async () => {
    const db = await getDb();
    await db.execute(
      sql`insert into outbox_messages (channel, topic, idempotency_key, payload, status, last_error) values ('email', 'test', 'gone', '{}'::jsonb, 'dead', 'x')`,
    );
    expect((await report()).body).toMatchObject({ status: 'degraded', outbox: { pending: 0, dead: 1 } });
  });
});
