import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/business-inquiry/route';
import { getDb } from '@/server/db/client';
import { consentRecords, outboxMessages } from '@/server/db/schema';
import { startCrmServer, isValidSignature } from '@/tests/support/fake-crm';
import { freePort, startSmtpServer } from '@/tests/support/fake-smtp';
import { countRows, makeOutboxDue, resetLimits, setEnv, VALID_BUSINESS, visitorHeaders } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';
import { SIGNATURE_HEADER } from './webhook';
import { sql } from 'drizzle-orm';
import { backoffMs, runOutboxOnce, startOutboxWorker } from './worker';

setupTestDatabase();

const SECRET = 'test-webhook-secret';
const post = (body: unknown) =>
  POST(new Request('http://localhost/api/business-inquiry', { method: 'POST', headers: { 'content-type': 'application/json', ...visitorHeaders() }, body: JSON.stringify(body) }));

let crm: Awaited<ReturnType<typeof startCrmServer>>;
beforeAll(async () => {
  // Opening and migrating the database is slow on a busy machine: not on a test's clock.
  await getDb();
  crm = await startCrmServer();
});
afterAll(async () => {
  await crm.close();
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '', CRM_WEBHOOK_SECRET: '', OUTBOX_MAX_ATTEMPTS: '', AGENCY_NOTIFY_EMAIL: '' });
});
beforeEach(async () => {
  await resetLimits();
  const db = await getDb();
  await db.delete(outboxMessages);
  crm.requests.length = 0;
  crm.setDown(false);
});

describe('outbox delivery', () => {
  it('stores the inquiry with consent and outbox rows, then delivers both e-mails and a signed webhook', async () => {
    const smtp = await startSmtpServer();
    setEnv({ SMTP_URL: smtp.url, CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: SECRET, AGENCY_NOTIFY_EMAIL: 'agency@example.com' });
    try {
      const response = await post(VALID_BUSINESS);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      expect(reference).toMatch(/^BIZ-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

      const db = await getDb();
      const consent = await db.select().from(consentRecords);
      expect(consent.at(-1)).toMatchObject({ subjectType: 'business_inquiry', checkboxChecked: true, ipAddress: expect.stringMatching(/^203\.0\.113\./) });
      expect(consent.at(-1)!.disclosureText).toContain('automated dialing');
      expect(await countRows('outbox_messages')).toBe(3);

      expect(await runOutboxOnce()).toEqual({ delivered: 3, failed: 0 });
      expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual(['agency@example.com', 'dana@acme.example']);
      const agencyMail = smtp.mails.find((mail) => mail.to[0] === 'agency@example.com')!;
      expect(agencyMail.raw).toContain(reference);
      expect(agencyMail.raw).toContain('Acme Bakery LLC');

      expect(crm.requests).toHaveLength(1);
      const [hook] = crm.requests;
      expect(hook!.json).toMatchObject({ event: 'business_inquiry.submitted', data: { reference, companyName: 'Acme Bakery LLC' } });
      expect(isValidSignature(hook!.headers[SIGNATURE_HEADER.toLowerCase()], hook!.body, SECRET)).toBe(true);
      expect(isValidSignature(hook!.headers[SIGNATURE_HEADER.toLowerCase()], hook!.body, 'wrong-secret')).toBe(false);
      expect(hook!.headers['idempotency-key']).toBe(hook!.json.id);

      // Nothing is sent twice.
      await makeOutboxDue();
      expect(await runOutboxOnce()).toEqual({ delivered: 0, failed: 0 });
      expect(smtp.mails).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('keeps everything while SMTP and the CRM are down, then delivers each message once with a stable idempotency key', async () => {
    const smtpPort = await freePort();
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: SECRET, OUTBOX_MAX_ATTEMPTS: '10' });
    crm.setDown(true);

    const first = await post(VALID_BUSINESS);
    const second = await post({ ...VALID_BUSINESS, companyName: 'Second Co' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await countRows('outbox_messages')).toBe(6);

    // Two failed rounds: nothing is lost, every message is still pending with its tries counted.
    for (let round = 0; round < 2; round += 1) {
      expect(await runOutboxOnce()).toEqual({ delivered: 0, failed: 6 });
      await makeOutboxDue();
    }
    const db = await getDb();
    const pending = await db.select().from(outboxMessages);
    expect(pending.every((message) => message.status === 'pending' && message.attempts === 2 && message.lastError)).toBe(true);
    expect(pending.some((message) => message.lastError?.includes('@'))).toBe(false);
    expect(crm.requests).toHaveLength(4);

    // Both come back.
    const smtp = await startSmtpServer(smtpPort);
    crm.setDown(false);
    try {
      expect(await runOutboxOnce()).toEqual({ delivered: 6, failed: 0 });
      await makeOutboxDue();
      expect(await runOutboxOnce()).toEqual({ delivered: 0, failed: 0 });
      expect(smtp.mails).toHaveLength(4);
      const delivered = crm.requests.filter((request) => request.status === 200);
      expect(delivered).toHaveLength(2);
      // Every try of the same webhook carried the same key; the two webhooks have different keys.
      for (const success of delivered) {
        const tries = crm.requests.filter((request) => request.json.data.reference === success.json.data.reference);
        expect(tries).toHaveLength(3);
        expect(new Set(tries.map((request) => request.headers['idempotency-key'])).size).toBe(1);
        expect(new Set(tries.map((request) => request.json.id)).size).toBe(1);
      }
      expect(new Set(delivered.map((request) => request.json.id)).size).toBe(2);
      const rows = await db.select().from(outboxMessages);
      expect(rows.every((message) => message.status === 'delivered' && message.deliveredAt)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('marks a message dead after OUTBOX_MAX_ATTEMPTS tries and stops trying', async () => {
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, CRM_WEBHOOK_URL: '', OUTBOX_MAX_ATTEMPTS: '3' });
    expect((await post(VALID_BUSINESS)).status).toBe(201);
    for (let round = 0; round < 3; round += 1) {
      await makeOutboxDue();
      await runOutboxOnce();
    }
    const db = await getDb();
    const rows = await db.select().from(outboxMessages);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['dead', 3],
      ['dead', 3],
    ]);
    await makeOutboxDue();
    expect(await runOutboxOnce()).toEqual({ delivered: 0, failed: 0 });
  });

  it('never hands one message to two workers running at once', async () => {
    const smtp = await startSmtpServer();
    setEnv({ SMTP_URL: smtp.url, CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: SECRET });
    try {
      for (let i = 0; i < 4; i += 1) expect((await post({ ...VALID_BUSINESS, companyName: `Co ${i}`, email: `owner${i}@acme.example` })).status).toBe(201);
      const results = await Promise.all([runOutboxOnce(), runOutboxOnce(), runOutboxOnce()]);
      expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(12);
      expect(smtp.mails).toHaveLength(8);
      expect(crm.requests).toHaveLength(4);
    } finally {
      await smtp.close();
    }
  });

  it('writes .eml files into DATA_DIR/mail-outbox when no SMTP server is configured', async () => {
    setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '' });
    expect((await post(VALID_BUSINESS)).status).toBe(201);
    expect(await runOutboxOnce()).toEqual({ delivered: 2, failed: 0 });
    const { readdirSync } = await import('node:fs');
    const path = await import('node:path');
    const files = readdirSync(path.join(process.env.DATA_DIR!, 'mail-outbox'));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2);
    const db = await getDb();
    expect((await db.select().from(outboxMessages).where(eq(outboxMessages.status, 'delivered'))).length).toBe(2);
  });
});

describe('worker lifecycle', () => {
  it('leaves a message held by another worker alone, and takes it over once that lease expired (crash, restart)', async () => {
    const smtp = await startSmtpServer();
    setEnv({ SMTP_URL: smtp.url, CRM_WEBHOOK_URL: '' });
    try {
      expect((await post(VALID_BUSINESS)).status).toBe(201);
      const db = await getDb();
      await db.execute(sql`update outbox_messages set locked_until = now() + interval '1 hour', attempts = 1`);
      expect(await runOutboxOnce()).toEqual({ delivered: 0, failed: 0 });
      await db.execute(sql`update outbox_messages set locked_until = now() - interval '1 second'`);
      expect(await runOutboxOnce()).toEqual({ delivered: 2, failed: 0 });
      expect(smtp.mails).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('runs in the background once started: a submission is delivered without anyone calling it, and stop waits', async () => {
    const smtp = await startSmtpServer();
    setEnv({ SMTP_URL: smtp.url, CRM_WEBHOOK_URL: '', OUTBOX_POLL_MS: '100' });
    const stop = startOutboxWorker();
    try {
      expect((await post(VALID_BUSINESS)).status).toBe(201);
      await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(2);
    } finally {
      await stop();
      await smtp.close();
      setEnv({ OUTBOX_POLL_MS: '' });
    }
  });
});

describe('backoff', () => {
  it('doubles with each try, within 20% jitter, and is capped at an hour', () => {
    expect(backoffMs(1, 1000)).toBeGreaterThanOrEqual(800);
    expect(backoffMs(1, 1000)).toBeLessThanOrEqual(1200);
    expect(backoffMs(4, 1000)).toBeGreaterThanOrEqual(6400);
    expect(backoffMs(4, 1000)).toBeLessThanOrEqual(9600);
    expect(backoffMs(40, 1000)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });
});
