import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postBusiness as POST } from '@/tests/support/submission-endpoints';
import { deliveryProblem } from '@/content/console';
import { getDb } from '@/server/db/client';
import { consentRecords, outboxMessages } from '@/server/db/schema';
import { startCrmServer, isValidSignature } from '@/tests/support/fake-crm';
import { freePort, startSmtpServer } from '@/tests/support/fake-smtp';
import {
  countRows,
  makeOutboxDue,
  resetLimits,
  setEnv,
  VALID_BUSINESS,
  visitorHeaders,
} from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';
import { SIGNATURE_HEADER } from './webhook';
import { sql } from 'drizzle-orm';
import { backoffMs, runOutboxOnce, startOutboxWorker } from './worker';

setupTestDatabase();

const SECRET = 'test-webhook-secret';
const post = (body: unknown) =>
  POST(
    new Request('http://localhost/api/business-inquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitorHeaders() },
      body: JSON.stringify(body),
    }),
  );

let crm: Awaited<ReturnType<typeof startCrmServer>>;
beforeAll(async () => {
  // Opening and migrating the database is slow on a busy machine: not on a test's clock.
  await getDb();
  crm = await startCrmServer();
});
afterAll(async () => {
  await crm.close();
  setEnv({
    SMTP_URL: '',
    CRM_WEBHOOK_URL: '',
    CRM_WEBHOOK_SECRET: '',
    OUTBOX_MAX_ATTEMPTS: '',
    OUTBOX_MAX_AGE_HOURS: '',
    AGENCY_NOTIFY_EMAIL: '',
  });
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
    setEnv({
      SMTP_URL: smtp.url,
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: SECRET,
      AGENCY_NOTIFY_EMAIL: 'agency@example.com',
    });
    try {
      const response = await post(VALID_BUSINESS);
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      expect(reference).toMatch(/^BIZ-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

      const db = await getDb();
      const consent = await db.select().from(consentRecords);
      expect(consent.at(-1)).toMatchObject({
        subjectType: 'business_inquiry',
        checkboxChecked: true,
        ipAddress: expect.stringMatching(/^203\.0\.113\./),
      });
      expect(consent.at(-1)!.disclosureText).toContain('automated dialing');
      expect(await countRows('outbox_messages')).toBe(3);

      expect(await runOutboxOnce()).toEqual({ delivered: 3, failed: 0 });
      expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual(['agency@example.com', 'dana@acme.example']);
      const agencyMail = smtp.mails.find((mail) => mail.to[0] === 'agency@example.com')!;
      expect(agencyMail.raw).toContain(reference);
      expect(agencyMail.raw).toContain('Acme Bakery LLC');

      expect(crm.requests).toHaveLength(1);
      const [hook] = crm.requests;
      expect(hook!.json).toMatchObject({
        event: 'business_inquiry.submitted',
        data: { reference, companyName: 'Acme Bakery LLC' },
      });
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

  it("keeps the reason a CRM could not be reached, which fetch names only in the error's cause", async () => {
    // Both receivers down (no SMTP_URL would write the e-mail to a file instead).
    setEnv({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      CRM_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hooks`,
      OUTBOX_MAX_ATTEMPTS: '10',
    });
    expect((await post(VALID_BUSINESS)).status).toBe(201);
    await runOutboxOnce();
    const [webhook] = await (await getDb()).select().from(outboxMessages).where(eq(outboxMessages.channel, 'webhook'));
    expect(webhook!.lastError).toMatch(/ECONNREFUSED/);
    expect(deliveryProblem('webhook', webhook!.lastError)).toBe('The CRM could not be reached.');
  });

  it('keeps everything while SMTP and the CRM are down, then delivers each message once with a stable idempotency key', async () => {
    const smtpPort = await freePort();
    setEnv({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: SECRET,
      OUTBOX_MAX_ATTEMPTS: '10',
    });
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
    expect(
      pending.every((message) => message.status === 'pending' && message.attempts === 2 && message.lastError),
    ).toBe(true);
    expect(pending.some((message) => message.lastError?.includes('@'))).toBe(false);
    // Staff read why in words (Deliveries, the item page), the stored text beside them.
    expect(new Set(pending.map((message) => deliveryProblem(message.channel, message.lastError)))).toEqual(
      new Set(['The mail server could not be reached.', 'The CRM refused it (it answered 503).']),
    );
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
      for (let i = 0; i < 4; i += 1)
        expect(
          (await post({ ...VALID_BUSINESS, companyName: `Co ${i}`, email: `owner${i}@acme.example` })).status,
        ).toBe(201);
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
    // Done (never tried again) but not sent: the console must not call them delivered.
    const rows = await db.select().from(outboxMessages);
    expect(rows.map((row) => [row.status, row.deliveredAt])).toEqual([
      ['filed', null],
      ['filed', null],
    ]);
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

describe('retry window (OUTBOX_MAX_AGE_HOURS)', () => {
  const age = (hours: number) =>
    sql`update outbox_messages set created_at = now() - make_interval(mins => ${Math.round(hours * 60)}) where status = 'pending'`;

  it('keeps retrying through a long SMTP outage and gives up only once the message is four days old', async () => {
    setEnv({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      CRM_WEBHOOK_URL: '',
      OUTBOX_MAX_ATTEMPTS: '',
      OUTBOX_MAX_AGE_HOURS: '',
    });
    expect((await post(VALID_BUSINESS)).status).toBe(201);
    const db = await getDb();
    // Forty tries spread over three days and 23 hours (the clock moved, not waited for): still pending.
    for (let round = 0; round < 40; round += 1) {
      await db.execute(age((95 * round) / 39));
      await makeOutboxDue();
      expect(await runOutboxOnce()).toEqual({ delivered: 0, failed: 2 });
    }
    let rows = await db.select().from(outboxMessages);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 40],
      ['pending', 40],
    ]);
    // Past 96 hours: the next failure is the last.
    await db.execute(age(96.5));
    await makeOutboxDue();
    expect(await runOutboxOnce()).toEqual({ delivered: 0, failed: 2 });
    rows = await db.select().from(outboxMessages);
    expect(rows.map((row) => row.status)).toEqual(['dead', 'dead']);
  });

  it('delivers a message that waited three days as soon as SMTP is back', async () => {
    setEnv({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      CRM_WEBHOOK_URL: '',
      OUTBOX_MAX_ATTEMPTS: '',
      OUTBOX_MAX_AGE_HOURS: '',
    });
    expect((await post(VALID_BUSINESS)).status).toBe(201);
    const db = await getDb();
    await db.execute(age(72));
    expect(await runOutboxOnce()).toEqual({ delivered: 0, failed: 2 });
    const smtp = await startSmtpServer();
    try {
      setEnv({ SMTP_URL: smtp.url });
      await makeOutboxDue();
      expect(await runOutboxOnce()).toEqual({ delivered: 2, failed: 0 });
      expect(smtp.mails).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('follows a shorter window when the setting says so', async () => {
    setEnv({
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      CRM_WEBHOOK_URL: '',
      OUTBOX_MAX_ATTEMPTS: '',
      OUTBOX_MAX_AGE_HOURS: '2',
    });
    try {
      expect((await post(VALID_BUSINESS)).status).toBe(201);
      const db = await getDb();
      await db.execute(age(1));
      await runOutboxOnce();
      expect((await db.select().from(outboxMessages)).every((row) => row.status === 'pending')).toBe(true);
      await db.execute(age(2.5));
      await makeOutboxDue();
      await runOutboxOnce();
      expect((await db.select().from(outboxMessages)).every((row) => row.status === 'dead')).toBe(true);
    } finally {
      setEnv({ OUTBOX_MAX_AGE_HOURS: '' });
    }
  });
});

describe('what the log says', () => {
  function captureLog(): { lines: () => Record<string, unknown>[]; restore: () => void } {
    const written: string[] = [];
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (written.push(String(chunk)), true));
    return {
      lines: () =>
        written
          .flatMap((text) => text.split('\n'))
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      restore: () => {
        out.mockRestore();
        err.mockRestore();
      },
    };
  }

  it('says "written to file", never "delivered", for e-mails that went to files (no SMTP)', async () => {
    setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '' });
    expect((await post(VALID_BUSINESS)).status).toBe(201);
    const log = captureLog();
    try {
      expect(await runOutboxOnce()).toEqual({ delivered: 2, failed: 0 });
    } finally {
      log.restore();
    }
    const messages = log.lines().map((line) => line.msg);
    expect(messages.filter((msg) => String(msg).includes('written to file'))).toHaveLength(2);
    expect(messages).not.toContain('outbox delivered');
  });

  it('says once when deliveries start failing, and once when they recover', async () => {
    const smtpPort = await freePort();
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, CRM_WEBHOOK_URL: '' });
    expect((await post(VALID_BUSINESS)).status).toBe(201);
    const log = captureLog();
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      await runOutboxOnce();
      await makeOutboxDue();
      await runOutboxOnce();
      smtp = await startSmtpServer(smtpPort);
      await makeOutboxDue();
      await runOutboxOnce();
    } finally {
      log.restore();
      await smtp?.close();
    }
    const messages = log.lines().map((line) => String(line.msg));
    expect(messages.filter((msg) => msg.startsWith('outbox deliveries failing'))).toHaveLength(1);
    expect(messages.filter((msg) => msg === 'outbox deliveries recovered')).toHaveLength(1);
  });
});

describe('shutdown', () => {
  it('finishes the delivery in progress, hands the rest of its batch back untried, and holds no lease', async () => {
    // A CRM that holds the first webhook until the worker has been told to stop.
    const { createServer } = await import('node:http');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => {};
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    let received = 0;
    const crmServer = createServer((req, res) => {
      received += 1;
      req.resume();
      arrived();
      void held.then(() => res.writeHead(200).end('{}'));
    });
    await new Promise<void>((resolve) => crmServer.listen(0, '127.0.0.1', () => resolve()));
    const port = (crmServer.address() as { port: number }).port;
    setEnv({
      SMTP_URL: '',
      CRM_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      CRM_WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: '60000',
      OUTBOX_CONCURRENCY: '1',
    });
    try {
      const db = await getDb();
      for (let i = 0; i < 3; i += 1)
        expect((await post({ ...VALID_BUSINESS, companyName: `Co ${i}` })).status).toBe(201);
      // Only the three webhooks are due: one batch, the first of them held by the CRM.
      await db.execute(
        sql`update outbox_messages set next_attempt_at = now() + interval '1 hour' where channel = 'email'`,
      );
      const stop = startOutboxWorker();
      await firstArrived;
      const stopped = stop();
      release();
      await stopped;
      expect(received).toBe(1);
      const rows = await db.select().from(outboxMessages);
      expect(rows.filter((row) => row.status === 'delivered')).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'pending')).toHaveLength(8);
      expect(rows.every((row) => row.lockedUntil === null)).toBe(true);
      expect(rows.filter((row) => row.status === 'pending').every((row) => row.attempts === 0)).toBe(true);
    } finally {
      release();
      await new Promise<void>((resolve) => crmServer.close(() => resolve()));
      setEnv({ OUTBOX_POLL_MS: '', OUTBOX_CONCURRENCY: '' });
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
