import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { postLead as POST } from '@/tests/support/submission-endpoints';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/honeypot';
import { getDb } from '@/server/db/client';
import { auditLog, consentRecords, leads, outboxMessages } from '@/server/db/schema';
import { countNewSuspectedSpam, inboxFiltersSchema, listInbox } from '@/server/console/inbox';
import { setItemStatus } from '@/server/console/workflow';
import { runRetention } from '@/server/console/retention';
import { runOutboxOnce } from '@/server/outbox/worker';
import { markGenuine } from '@/server/spam/suspected';
import { startCrmServer } from '@/tests/support/fake-crm';
import { startSmtpServer } from '@/tests/support/fake-smtp';
import { resetLimits, setEnv, visitorHeaders } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';

setupTestDatabase();

const CALLBACK = {
  kind: 'callback',
  name: 'Quick Fingers',
  email: 'quick@example.com',
  phone: '(407) 555-0111',
  bestTime: 'morning',
  consent: true,
};
const agent = { operatorId: null, actor: 'agent@example.com', ipAddress: '198.51.100.4' };

const post = (body: unknown) =>
  POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: visitorHeaders({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    }),
  );

async function leadOf(reference: string) {
  const [row] = await (await getDb()).select().from(leads).where(eq(leads.reference, reference));
  return row!;
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let crm: Awaited<ReturnType<typeof startCrmServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  crm = await startCrmServer();
});
afterAll(async () => {
  setEnv({
    SMTP_URL: '',
    CRM_WEBHOOK_URL: '',
    CRM_WEBHOOK_SECRET: '',
    AGENCY_NOTIFY_EMAIL: '',
    FORM_MIN_FILL_MS: '',
    SPAM_RETENTION_DAYS: '',
  });
  await smtp.close();
  await crm.close();
});
beforeEach(async () => {
  setEnv({
    SMTP_URL: smtp.url,
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: 'shh',
    AGENCY_NOTIFY_EMAIL: 'desk@example.com',
    FORM_MIN_FILL_MS: '800',
    SPAM_RETENTION_DAYS: '30',
  });
  await resetLimits();
  // Whatever earlier tests left pending is sent now, so each test counts only its own deliveries.
  await runOutboxOnce();
  smtp.mails.length = 0;
  crm.requests.length = 0;
});

describe('suspected spam (issue 24)', () => {
  it('stores a form sent in 300 ms with its reason and the real reference, sends nothing, and lists it only under Suspected spam', async () => {
    const response = await post({ ...CALLBACK, [FILL_TIME_FIELD]: '300' });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const row = await leadOf(reference);
    expect(row).toMatchObject({ name: 'Quick Fingers', suspectedSpam: 'submitted-too-fast' });
    const db = await getDb();
    const messages = await db
      .select({ status: outboxMessages.status, topic: outboxMessages.topic })
      .from(outboxMessages)
      .where(eq(outboxMessages.heldFor, `lead:${row.id}`));
    // The agency's e-mail, the CRM webhook and the visitor's confirmation: all held.
    expect(messages.map((message) => message.topic).sort()).toEqual(
      ['lead.agency', 'lead.confirmation', 'lead.crm'].sort(),
    );
    expect(messages.every((message) => message.status === 'held')).toBe(true);
    await runOutboxOnce();
    expect(smtp.mails.filter((mail) => mail.raw.includes(reference))).toEqual([]);
    expect(crm.requests.filter((request) => request.body.includes(reference))).toEqual([]);

    const inbox = await listInbox(inboxFiltersSchema.parse({ q: reference }));
    expect(inbox.items).toEqual([]);
    const spam = await listInbox(inboxFiltersSchema.parse({ view: 'spam', q: reference }));
    expect(spam.items.map((item) => item.reference)).toEqual([reference]);
  });

  it('gives the messages of an item marked genuine days later their whole retry window, from the release', async () => {
    const response = await post({ ...CALLBACK, email: 'late-release@example.com', [HONEYPOT_FIELD]: 'x' });
    const { reference } = (await response.json()) as { reference: string };
    const row = await leadOf(reference);
    const db = await getDb();
    // Kept as suspected spam for five days, longer than OUTBOX_MAX_AGE_HOURS (96) before anyone looked.
    await db
      .update(outboxMessages)
      .set({ createdAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(outboxMessages.heldFor, `lead:${row.id}`));
    const releasedAt = Date.now();
    expect(await markGenuine(agent, 'lead', row.id)).toBe(true);
    const messages = await db
      .select({ createdAt: outboxMessages.createdAt })
      .from(outboxMessages)
      .where(eq(outboxMessages.item, `lead:${row.id}`));
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message.createdAt.getTime()).toBeGreaterThanOrEqual(releasedAt - 60_000);
  });

  it('releases a marked-genuine item through the outbox: the agency e-mail, the webhook and the confirmation go, audited', async () => {
    const response = await post({ ...CALLBACK, email: 'released@example.com', [HONEYPOT_FIELD]: 'x' });
    const { reference } = (await response.json()) as { reference: string };
    const row = await leadOf(reference);
    expect(row.suspectedSpam).toBe('honeypot-filled');

    expect(await markGenuine(agent, 'lead', row.id)).toBe(true);
    expect((await leadOf(reference)).suspectedSpam).toBeNull();
    await runOutboxOnce();
    const mails = smtp.mails.filter((mail) => mail.raw.includes(reference));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['desk@example.com', 'released@example.com']);
    expect(crm.requests.filter((request) => request.json.data.reference === reference)).toHaveLength(1);
    expect((await listInbox(inboxFiltersSchema.parse({ q: reference }))).items.map((item) => item.reference)).toEqual([
      reference,
    ]);

    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.genuine'), eq(auditLog.subjectId, row.id)));
    expect(audit).toMatchObject([{ actor: 'agent@example.com', subjectType: 'lead', detail: { messages: 3 } }]);
    // Once only: a second click sends nothing again.
    expect(await markGenuine(agent, 'lead', row.id)).toBe(false);
  });

  it("counts for the inbox's link the held items nobody has judged: judged spam or marked genuine, one is off the count", async () => {
    const before = await countNewSuspectedSpam();
    const held = async (fields: Record<string, string>) => {
      const { reference } = (await (await post({ ...CALLBACK, ...fields })).json()) as { reference: string };
      return (await leadOf(reference)).id;
    };
    const fast = await held({ [FILL_TIME_FIELD]: '200' });
    const trapped = await held({ [HONEYPOT_FIELD]: 'x' });
    await held({ [FILL_TIME_FIELD]: '5000' });
    // A person's request is not spam and is not counted; both held ones are.
    expect(await countNewSuspectedSpam()).toBe(before + 2);
    // Opened and judged: the status Spam takes it off, as releasing it does.
    await setItemStatus(agent, 'lead', trapped, 'spam');
    expect(await countNewSuspectedSpam()).toBe(before + 1);
    await markGenuine(agent, 'lead', fast);
    expect(await countNewSuspectedSpam()).toBe(before);
  });

  it('deletes suspected spam older than SPAM_RETENTION_DAYS with its held messages and consent record; genuine items stay', async () => {
    const spamReference = (
      (await (await post({ ...CALLBACK, [FILL_TIME_FIELD]: '100' })).json()) as { reference: string }
    ).reference;
    const genuineReference = (
      (await (await post({ ...CALLBACK, [FILL_TIME_FIELD]: '5000' })).json()) as { reference: string }
    ).reference;
    // One an agent has In progress: they decide what it is, not the clock.
    const heldReference = (
      (await (await post({ ...CALLBACK, [FILL_TIME_FIELD]: '120' })).json()) as { reference: string }
    ).reference;
    await setItemStatus(agent, 'lead', (await leadOf(heldReference)).id, 'in_progress');
    const spamId = (await leadOf(spamReference)).id;
    const db = await getDb();

    // Not yet: 29 days later the item is still there.
    vi.useFakeTimers({ now: Date.now() + 29 * 86_400_000, toFake: ['Date'] });
    try {
      expect((await runRetention({ dryRun: false })).suspectedSpam).toBe(0);
      vi.setSystemTime(Date.now() + 2 * 86_400_000);
      const dry = await runRetention({ dryRun: true });
      expect(dry.suspectedSpam).toBeGreaterThanOrEqual(1);
      expect(await db.select().from(leads).where(eq(leads.reference, spamReference))).toHaveLength(1);
      const report = await runRetention({ dryRun: false });
      expect(report.suspectedSpam).toBe(dry.suspectedSpam);
    } finally {
      vi.useRealTimers();
    }
    expect(await db.select().from(leads).where(eq(leads.reference, spamReference))).toEqual([]);
    expect(
      await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.heldFor, `lead:${spamId}`)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(consentRecords)
        .where(and(eq(consentRecords.subjectType, 'lead'), eq(consentRecords.subjectId, spamId))),
    ).toEqual([]);
    expect(await db.select().from(leads).where(eq(leads.reference, genuineReference))).toHaveLength(1);
    expect(await db.select().from(leads).where(eq(leads.reference, heldReference))).toHaveLength(1);
  });
});

describe('suspected spam and the other retention setting', () => {
  it('goes with the other submissions when RETENTION_DAYS_SUBMISSIONS is shorter than SPAM_RETENTION_DAYS', async () => {
    const reference = ((await (await post({ ...CALLBACK, [HONEYPOT_FIELD]: 'x' })).json()) as { reference: string })
      .reference;
    setEnv({ RETENTION_DAYS_SUBMISSIONS: '10', SPAM_RETENTION_DAYS: '30' });
    vi.useFakeTimers({ now: Date.now() + 11 * 86_400_000, toFake: ['Date'] });
    try {
      const report = await runRetention({ dryRun: false });
      expect(report.spamDays).toBe(10);
    } finally {
      vi.useRealTimers();
      setEnv({ RETENTION_DAYS_SUBMISSIONS: '' });
    }
    expect(await (await getDb()).select().from(leads).where(eq(leads.reference, reference))).toEqual([]);
  });
});
