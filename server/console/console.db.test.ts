import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as postClaim } from '@/app/api/claims/route';
import { addOperator, resetOperator } from '@/server/console/accounts';
import { startAdminSocket } from '@/server/console/admin-socket';
import { listAudit, recordAudit } from '@/server/console/audit';
import { retryDeadMessage } from '@/server/console/deliveries';
import { downloadDocument } from '@/server/console/documents';
import { exportInbox } from '@/server/console/export';
import { auditFiltersSchema } from '@/server/console/audit-filters';
import { INBOX_PAGE_SIZE, listInbox, inboxFiltersSchema } from '@/server/console/inbox';
import { ITEM_TYPES } from '@/lib/fields/console-item';
import { loadItem } from '@/server/console/items';
import { attemptLogin, CODE_FAILED_MESSAGE, LOGIN_FAILED_MESSAGE, verifySecondFactor } from '@/server/console/login';
import { totpCode } from '@/server/console/totp';
import { THROTTLED_MESSAGE } from '@/server/console/login-throttle';
import { runConsoleCommand } from '@/server/console/commands';
import { runOperatorCommand } from '@/server/console/operator-cli';
import { REMOVED, runRetention } from '@/server/console/retention';
import { createSession, deleteSessionsOf, findSession, IDLE_TIMEOUT_MS } from '@/server/console/sessions';
import { addNote, assignItem, moderateComment, setItemStatus } from '@/server/console/workflow';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { listComments, storeComment } from '@/server/comments/comments';
import { getDb, resultRows } from '@/server/db/client';
import {
  auditLog,
  businessInquiries,
  claimAttachments,
  claims,
  comments,
  homeAssessments,
  homeInsuranceSelections,
  leads,
  operators,
  outboxMessages,
} from '@/server/db/schema';
import { runOutboxOnce } from '@/server/outbox/worker';
import { ITEM_TYPE_LABELS, type AuditAction } from '@/content/console';
import { startCrmServer } from '@/tests/support/fake-crm';
import { startSmtpServer } from '@/tests/support/fake-smtp';
import { resetLimits, setEnv } from '@/tests/support/lead-capture';
import { samplePdf } from '@/tests/support/sample-files';
import { setupTestDatabase } from '@/tests/support/test-database';
import { claimRequest } from '@/tests/support/api-requests';
import { getFileStore } from '@/server/storage/store';

const database = setupTestDatabase();
const cli = { operatorId: null, actor: 'cli:test', ipAddress: 'local' };
const PASSWORD = 'violet-harbor-canteen-42';
const context = { ipAddress: '198.51.100.7', userAgent: 'vitest' };

/** A claim with one PDF, posted to the claim endpoint as the form does with JavaScript. */
beforeAll(async () => {
  await getDb();
  await resetLimits();
});
afterEach(() => vi.useRealTimers());
afterAll(() =>
  setEnv({
    SMTP_URL: '',
    CRM_WEBHOOK_URL: '',
    CRM_WEBHOOK_SECRET: '',
    COMMENTS_MODERATION: '',
    CONSOLE_REQUIRE_MFA: '',
    RETENTION_DAYS_SUBMISSIONS: '',
  }),
);

async function auditActions(): Promise<string[]> {
  const db = await getDb();
  return (await db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id)).map((row) => row.action);
}

/** Every file under a folder, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    const stats = statSync(full, { throwIfNoEntry: false });
    if (!stats) return [];
    return stats.isDirectory() ? filesUnder(full) : stats.isFile() ? [full] : [];
  });
}

describe('operator accounts (npm run operator)', () => {
  it('adds with a strong password (argon2id), refuses weak ones, lists, disables and resets', async () => {
    expect((await runOperatorCommand(['add', 'weak@example.com', '--role', 'agent'], 'short')).output).toMatch(
      /at least 12/,
    );
    expect((await runOperatorCommand(['add', 'weak@example.com', '--role', 'agent'], 'Password2024!')).output).toMatch(
      /too easy|common/,
    );
    expect((await runOperatorCommand(['add', 'weak@example.com', '--role', 'agent'], 'qwertyuiop12')).output).toMatch(
      /common/,
    );
    expect((await runOperatorCommand(['add', 'x@example.com', '--role', 'boss'], PASSWORD)).code).toBe(1);

    const added = await runOperatorCommand(['add', 'Ann@Example.com', '--role', 'admin'], PASSWORD);
    expect(added).toEqual({ output: 'Added Ann@Example.com (admin).', code: 0 });
    const db = await getDb();
    const [ann] = await db.select().from(operators).where(eq(operators.email, 'ann@example.com'));
    expect(ann!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ann!.passwordHash).not.toContain(PASSWORD);

    const linked = await runOperatorCommand(['add', 'bob@example.com', '--role', 'agent'], undefined);
    expect(linked.output).toMatch(/\/console\/set-password\?token=[\w-]{40,}/);
    expect((await runOperatorCommand(['list'], undefined)).output).toMatch(
      /ann@example\.com\tadmin\tactive[\s\S]*bob@example\.com\tagent\tawaiting password/,
    );

    // A session made directly for an account without a second factor opens the console only with CONSOLE_REQUIRE_MFA
    // off.
    setEnv({ CONSOLE_REQUIRE_MFA: 'false' });
    const session = await createSession(ann!.id, context);
    expect(await findSession(session)).not.toBeNull();
    expect((await runOperatorCommand(['disable', 'ann@example.com'], undefined)).code).toBe(0);
    expect(await findSession(session)).toBeNull();
    setEnv({ CONSOLE_REQUIRE_MFA: '' });
    expect((await attemptLogin({ email: 'ann@example.com', password: PASSWORD }, context)).ok).toBe(false);
    expect((await runOperatorCommand(['reset', 'ann@example.com'], undefined)).output).toMatch(/set-password\?token=/);
    expect(await auditActions()).toEqual(expect.arrayContaining(['account.add', 'account.disable', 'account.reset']));
  });
});

describe('the npm run operator command', () => {
  it('reaches the database: through the running server on PGlite, directly on PostgreSQL', async () => {
    const stop = process.env.DATABASE_URL ? undefined : startAdminSocket();
    try {
      if (stop)
        await vi.waitFor(() => expect(existsSync(path.join(database.dataDir(), 'console-admin.sock'))).toBe(true));
      const run = (args: string[], input: string) =>
        new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
          const child = execFile(
            process.execPath,
            [
              '--experimental-transform-types',
              '--disable-warning=ExperimentalWarning',
              'scripts/operator.mjs',
              ...args,
            ],
            { env: { ...process.env } },
            (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
          );
          child.stdin!.end(input);
        });
      expect(await run(['add', 'cli@example.com', '--role', 'agent'], `${PASSWORD}\n`)).toMatchObject({
        code: 0,
        stdout: 'Added cli@example.com (agent).\n',
      });
      expect(await run(['add', 'cli@example.com', '--role', 'agent'], `${PASSWORD}\n`)).toMatchObject({
        code: 1,
        stderr: 'An account for cli@example.com already exists.\n',
      });
      expect(
        (
          await attemptLogin(
            { email: 'cli@example.com', password: PASSWORD },
            { ...context, ipAddress: '198.51.100.50' },
          )
        ).ok,
      ).toBe(true);
    } finally {
      await stop?.();
    }
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password, refuses a wrong one, and throttles after five failures', async () => {
    await addOperator(cli, { email: 'carol@example.com', role: 'agent', password: PASSWORD });
    const ok = await attemptLogin({ email: 'CAROL@example.com', password: PASSWORD }, context);
    expect(ok.ok).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      expect(await attemptLogin({ email: 'carol@example.com', password: 'wrong-password-123' }, context)).toEqual({
        ok: false,
        message: LOGIN_FAILED_MESSAGE,
      });
    }
    // Even the right password waits now.
    expect(await attemptLogin({ email: 'carol@example.com', password: PASSWORD }, context)).toEqual({
      ok: false,
      message: THROTTLED_MESSAGE,
    });
    // Fifteen minutes later the account may try again.
    vi.useFakeTimers({ now: Date.now() + 16 * 60_000, toFake: ['Date'] });
    expect((await attemptLogin({ email: 'carol@example.com', password: PASSWORD }, context)).ok).toBe(true);
    // Refusals are counted (one row when a window is first refused), the right password audited.
    expect(await auditActions()).toEqual(expect.arrayContaining(['login.password', 'login.refused']));
  });

  it('refuses an empty password like a wrong one, for an account and for an address with none', async () => {
    // The hashing library throws on an empty password: for an unknown address that was a 500, and
    // the difference from a known one's refusal told which addresses have accounts.
    await addOperator(cli, { email: 'erin@example.com', role: 'agent', password: PASSWORD });
    for (const email of ['erin@example.com', 'no-account@example.com'])
      expect(await attemptLogin({ email, password: '' }, { ...context, ipAddress: '198.51.100.61' })).toEqual({
        ok: false,
        message: LOGIN_FAILED_MESSAGE,
      });
  });

  it('expires a session idle for 30 minutes, and every session after 12 hours, and logs out everywhere', async () => {
    await addOperator(cli, { email: 'dan@example.com', role: 'agent', password: PASSWORD });
    const db = await getDb();
    const [dan] = await db.select().from(operators).where(eq(operators.email, 'dan@example.com'));
    // Session timing alone: the account's second factor is another test's matter.
    setEnv({ CONSOLE_REQUIRE_MFA: 'false' });
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const idle = await createSession(dan!.id, context);
    vi.setSystemTime(start + IDLE_TIMEOUT_MS - 60_000);
    expect(await findSession(idle)).not.toBeNull();
    vi.setSystemTime(start + 2 * IDLE_TIMEOUT_MS - 90_000);
    expect(await findSession(idle)).not.toBeNull();
    vi.setSystemTime(start + 3 * IDLE_TIMEOUT_MS);
    expect(await findSession(idle)).toBeNull();

    const busy = await createSession(dan!.id, context);
    for (let minutes = 20; minutes <= 12 * 60 + 20; minutes += 20) {
      vi.setSystemTime(start + 3 * IDLE_TIMEOUT_MS + minutes * 60_000);
      const alive = await findSession(busy);
      expect(alive !== null, `at ${minutes} minutes`).toBe(minutes <= 12 * 60);
    }

    const one = await createSession(dan!.id, context);
    const two = await createSession(dan!.id, context);
    await deleteSessionsOf(dan!.id);
    expect(await findSession(one)).toBeNull();
    expect(await findSession(two)).toBeNull();
    setEnv({ CONSOLE_REQUIRE_MFA: '' });
  });
});

/** A six-digit code that is none of the three the server accepts now. */
function wrongCode(secret: string): string {
  const accepted = [-30_000, 0, 30_000].map((drift) => totpCode(secret, Date.now() + drift));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!accepted.includes(candidate)) return candidate;
  }
}

describe('second factor', () => {
  it('asks every account for its TOTP code once set up, accepts each code once, and sends an account without one to enrolment', async () => {
    await addOperator(cli, { email: 'mfa@example.com', role: 'agent', password: PASSWORD });
    const ip = { ...context, ipAddress: '198.51.100.77' };
    // CONSOLE_REQUIRE_MFA is on by default: the right password leads to enrolment, not the console.
    expect(await attemptLogin({ email: 'mfa@example.com', password: PASSWORD }, ip)).toMatchObject({
      ok: true,
      stage: 'enrol',
    });
    const enrolled = await runOperatorCommand(['totp', 'mfa@example.com'], undefined);
    const secret = /secret: ([A-Z2-7]+)/.exec(enrolled.output)![1]!;
    const db = await getDb();
    const [row] = await db.select().from(operators).where(eq(operators.email, 'mfa@example.com'));
    expect(row!.totpSecret).toMatch(/^sealed:v1:/);
    const signIn = async () => {
      const result = await attemptLogin({ email: 'mfa@example.com', password: PASSWORD }, ip);
      expect(result).toMatchObject({ ok: true, stage: 'code' });
      return (result as { sessionId: string }).sessionId;
    };
    const pending = await signIn();
    // The pending step opens nothing.
    expect(await findSession(pending)).toBeNull();
    expect(await verifySecondFactor(pending, wrongCode(secret), ip)).toEqual({
      ok: false,
      message: CODE_FAILED_MESSAGE,
    });
    const code = totpCode(secret);
    const done = await verifySecondFactor(pending, code, ip);
    expect(done.ok).toBe(true);
    expect(await findSession((done as { sessionId: string }).sessionId)).toMatchObject({ email: 'mfa@example.com' });
    // The same code again, in its window, from another address: refused.
    const again = await signIn();
    expect(await verifySecondFactor(again, code, { ...ip, ipAddress: '203.0.113.5' })).toEqual({
      ok: false,
      message: CODE_FAILED_MESSAGE,
    });
    // A second factor replaced (a phone lost or taken) ends the sessions the old one opened.
    const opened = (done as { sessionId: string }).sessionId;
    await runOperatorCommand(['totp', 'mfa@example.com'], undefined);
    expect(await findSession(opened)).toBeNull();
  });
});

describe('audit log', () => {
  it('is append-only in the database itself', async () => {
    await recordAudit(cli, { action: 'test.row' as AuditAction });
    const db = await getDb();
    await expect(db.execute(sql`update audit_log set action = 'changed'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await auditActions()).toContain('test.row');
  });
});

describe('a claim in the console', () => {
  it('keeps the description out of plaintext under the data folder, shows it in the console, sends it only to the CRM, and downloads documents byte-identical with an audit row', async () => {
    const smtp = await startSmtpServer();
    const crm = await startCrmServer();
    setEnv({ SMTP_URL: smtp.url, CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: 'shh' });
    const marker = `MARKER-${Math.random().toString(36).slice(2)}-tibial fracture`;
    const pdf = await samplePdf('Hospital bill');
    try {
      // The document's name can be as telling as its text: it is sealed too.
      const fileMarker = `NAMEMARK${Math.random().toString(36).slice(2, 10)}`;
      const response = await postClaim(
        claimRequest(
          // Maria Lopez's claim: the inbox's tests below find her by name, e-mail and phone.
          {
            agent: '',
            firstName: 'Maria',
            lastName: 'Lopez',
            email: 'maria@example.com',
            phone: '(305) 555-0134',
            claimType: 'health',
            description: marker,
            urgency: 'high',
            consent: 'on',
          },
          { documents: [{ bytes: pdf, name: `${fileMarker}-oncology.pdf` }] },
        ),
      );
      expect(response.status).toBe(201);
      expect((await runOutboxOnce()).failed).toBe(0);
      const db = await getDb();
      // PGlite writes its pages lazily: checkpoint so the table files hold what was inserted.
      await db.execute(sql`checkpoint`);
      const plaintextHits = filesUnder(database.dataDir()).filter(
        (file) =>
          readFileSync(file).includes(Buffer.from(marker.slice(0, 20))) ||
          readFileSync(file).includes(Buffer.from(fileMarker)),
      );
      expect(plaintextHits).toEqual([]);

      const [claim] = await db.select().from(claims);
      const item = await loadItem('claim', claim!.id);
      expect(item!.fields.find((field) => field.label === 'Description')?.text).toBe(marker);
      expect(item!.consent).toMatchObject({ checkboxChecked: true, userAgent: 'vitest' });
      expect(item!.outbox.map((message) => message.status)).toEqual(['delivered', 'delivered', 'delivered']);

      // Quoted-printable folds long lines with a trailing '='.
      const agencyMail = smtp.mails.find((mail) => mail.to[0] === 'leads@example.com')!.raw.replace(/=\r?\n/g, '');
      expect(agencyMail).not.toContain(marker.slice(0, 20));
      expect(agencyMail).toContain(`/console/items/claim/${claim!.id}`);
      expect(crm.requests[0]!.json.data).toMatchObject({
        description: marker,
        consoleUrl: expect.stringContaining(`/console/items/claim/${claim!.id}`),
        attachments: [expect.objectContaining({ name: `${fileMarker}-oncology.pdf` })],
      });
      expect(item!.attachments.map((file) => file.originalName)).toEqual([`${fileMarker}-oncology.pdf`]);

      const [attachment] = await db.select().from(claimAttachments);
      const download = await downloadDocument(
        { operatorId: null, actor: 'eve@example.com', ipAddress: '198.51.100.9' },
        attachment!.id,
      );
      expect(download!.headers.get('content-disposition')).toBe(
        `attachment; filename="${fileMarker}-oncology.pdf"; filename*=UTF-8''${fileMarker}-oncology.pdf`,
      );
      expect(download!.headers.get('content-type')).toBe('application/pdf');
      expect(download!.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download!.headers.get('cache-control')).toMatch(/no-store/);
      const bytes = Buffer.from(await download!.arrayBuffer());
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(pdf).digest('hex'));
      const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'document.download'));
      expect(row).toMatchObject({
        actor: 'eve@example.com',
        subjectType: 'claim',
        subjectId: claim!.id,
        ipAddress: '198.51.100.9',
      });
      expect(JSON.stringify(row!.detail)).not.toContain(fileMarker);
    } finally {
      await smtp.close();
      await crm.close();
      setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '', CRM_WEBHOOK_SECRET: '' });
    }
  });
});

describe('the inbox', () => {
  it('lists every type newest first, filters by type, status and search, and pages', async () => {
    const db = await getDb();
    await db.insert(comments).values({
      blogPostUrl: 'https://example.com/a',
      authorName: 'Zed Commenter',
      content: 'Nice',
      authorEmail: 'zed@example.com',
    });
    const all = await listInbox(inboxFiltersSchema.parse({}));
    expect(all.items.map((item) => item.type)).toEqual(expect.arrayContaining(['claim', 'comment']));
    expect(all.items[0]!.type).toBe('comment');
    expect(
      (await listInbox(inboxFiltersSchema.parse({ type: 'comment', q: 'zed' }))).items.map((item) => item.name),
    ).toEqual(['Zed Commenter']);
    for (const type of ['business_inquiry', 'lead', 'home_assessment'] as const)
      expect((await listInbox(inboxFiltersSchema.parse({ type }))).total).toBe(0);
    // The type as item pages spell it in their address filters the same (not every type, silently).
    expect(inboxFiltersSchema.parse({ type: 'business-inquiry' }).type).toBe('business_inquiry');
    expect(inboxFiltersSchema.parse({ type: 'home-assessment' }).type).toBe('home_assessment');
    expect(inboxFiltersSchema.parse({ type: 'no-such-type' }).type).toBeUndefined();
    const onlyClaims = await listInbox(inboxFiltersSchema.parse({ type: 'claim' }));
    expect(onlyClaims.items.every((item) => item.type === 'claim')).toBe(true);
    expect((await listInbox(inboxFiltersSchema.parse({ q: 'zed@' }))).items.map((item) => item.name)).toEqual([
      'Zed Commenter',
    ]);
    expect((await listInbox(inboxFiltersSchema.parse({ q: '305-555-0134' }))).items.map((item) => item.name)).toEqual([
      'Maria Lopez',
    ]);
    // A name is found however its accents are typed: staff search "Hernandez" for a Spanish-speaking family.
    await db.insert(comments).values({
      blogPostUrl: 'https://example.com/a',
      authorName: 'Lucía Hernández Muñoz',
      content: 'Gracias',
      authorEmail: 'lucia@example.com',
    });
    for (const typed of ['Hernandez', 'hernández', 'LUCIA HERNANDEZ', 'munoz', 'Muñoz'])
      expect((await listInbox(inboxFiltersSchema.parse({ q: typed }))).items.map((item) => item.name)).toEqual([
        'Lucía Hernández Muñoz',
      ]);
    const claimId = onlyClaims.items[0]!.id;
    await setItemStatus(cli, 'claim', claimId, 'in_progress');
    expect((await listInbox(inboxFiltersSchema.parse({ status: 'in_progress' }))).items.map((item) => item.id)).toEqual(
      [claimId],
    );
    expect((await listInbox(inboxFiltersSchema.parse({ status: 'new', type: 'claim' }))).total).toBe(0);
    // A place the database cannot compare (no year 0, no month 13, a type nobody has) is the first page.
    expect(
      inboxFiltersSchema.parse({
        type: 'nonsense',
        after: '0000-01-01T00:00:00.000000Z~lead~1',
        before: '2026-13-01T00:00:00.000000Z~lead~1',
      }),
    ).toEqual({});
    expect(inboxFiltersSchema.parse({ after: '2026-11-20T12:00:00.000000Z~nonsense~1' })).toEqual({});
  });
});

describe("the inbox's date filters cut days at midnight in the agency's zone", () => {
  it('a request at 10:30 PM the evening before (New York) belongs to that evening, not to the next UTC day', async () => {
    const db = await getDb();
    // AGENCY_TIME_ZONE is America/New_York by default: 03:30 UTC on Nov 20 is 10:30 PM on Nov 19 there.
    await db.insert(comments).values(
      [
        { authorName: 'Midnight evening', at: '2026-11-20T03:30:00Z' },
        { authorName: 'Midnight morning', at: '2026-11-20T05:30:00Z' },
      ].map(({ authorName, at }) => ({
        blogPostUrl: 'https://example.com/midnight',
        authorName,
        content: 'midnight check',
        createdAt: new Date(at),
      })),
    );
    const names = async (range: { from?: string; to?: string }) =>
      (await listInbox(inboxFiltersSchema.parse({ q: 'Midnight', ...range }))).items.map((item) => item.name);
    expect(await names({ from: '2026-11-20', to: '2026-11-20' })).toEqual(['Midnight morning']);
    expect(await names({ to: '2026-11-19' })).toEqual(['Midnight evening']);
    expect(await names({ from: '2026-11-19', to: '2026-11-19' })).toEqual(['Midnight evening']);
  });

  it("the audit log's days are the agency's days too, as its times are shown", async () => {
    const db = await getDb();
    await db.insert(auditLog).values(
      [
        { subjectId: 'midnight-evening', at: '2026-11-20T03:30:00Z' },
        { subjectId: 'midnight-morning', at: '2026-11-20T05:30:00Z' },
      ].map(({ subjectId, at }) => ({
        actor: 'night@example.com',
        action: 'view',
        ipAddress: '198.51.100.9',
        subjectId,
        at: new Date(at),
      })),
    );
    const subjects = async (range: { from?: string; to?: string }) =>
      (await listAudit({ actor: 'night@example.com', page: 1, ...range })).rows.map((row) => row.subjectId);
    expect(await subjects({ from: '2026-11-20', to: '2026-11-20' })).toEqual(['midnight-morning']);
    expect(await subjects({ from: '2026-11-19', to: '2026-11-19' })).toEqual(['midnight-evening']);
    expect(await subjects({ to: '2026-11-19' })).toEqual(['midnight-evening']);
  });
});

describe('the inbox: assignment, the agent filter, dates and pages', () => {
  it('assigns to an agent and filters by agent or unassigned, by received date, and pages through more than a page', async () => {
    const db = await getDb();
    // One more page than the inbox shows, received over three days (newest first: today's).
    const day = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20 - daysAgo, 12));
    const rows = Array.from({ length: INBOX_PAGE_SIZE + 5 }, (_, index) => ({
      blogPostUrl: 'https://example.com/paging',
      authorName: `Pager ${String(index).padStart(3, '0')}`,
      content: 'paging check',
      createdAt: day(index < 5 ? 0 : index < 30 ? 1 : 2),
    }));
    await db.insert(comments).values(rows);
    const inRange = { q: 'Pager', from: '2026-11-18', to: '2026-11-20' };
    const first = await listInbox(inboxFiltersSchema.parse(inRange));
    expect(first.total).toBe(INBOX_PAGE_SIZE + 5);
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
    expect(first).toMatchObject({ before: 0, previous: undefined });
    const second = await listInbox(inboxFiltersSchema.parse({ ...inRange, after: first.next }));
    expect(second.items).toHaveLength(5);
    expect(second).toMatchObject({ before: INBOX_PAGE_SIZE, next: undefined });
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(INBOX_PAGE_SIZE + 5);
    // Previous page from the second is the first again.
    const back = await listInbox(inboxFiltersSchema.parse({ ...inRange, before: second.previous }));
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    // The date range: both ends are whole days, inclusive.
    expect(
      (await listInbox(inboxFiltersSchema.parse({ q: 'Pager', from: '2026-11-20', to: '2026-11-20' }))).total,
    ).toBe(5);
    expect((await listInbox(inboxFiltersSchema.parse({ q: 'Pager', from: '2026-11-19' }))).total).toBe(30);
    expect((await listInbox(inboxFiltersSchema.parse({ q: 'Pager', to: '2026-11-18' }))).total).toBe(25);
    // A day the database cannot hold (no year 0; the day after 9999-12-31) is no filter, not a 500,
    // in the inbox and in the export, as the audit log's filters.
    const unheld = { q: 'Pager', from: '0000-01-01', to: '9999-12-31' };
    expect((await listInbox(inboxFiltersSchema.parse(unheld))).total).toBe(INBOX_PAGE_SIZE + 5);
    const exported = await exportInbox(
      { operatorId: null, actor: 'exporter@example.com', ipAddress: '198.51.100.10' },
      unheld,
    );
    expect(exported.status).toBe(200);
    expect(auditFiltersSchema.parse(unheld)).toMatchObject({ from: undefined, to: undefined });

    await runOperatorCommand(['add', 'carla@example.com', '--role', 'agent'], PASSWORD);
    const [carla] = await db.select().from(operators).where(eq(operators.email, 'carla@example.com'));
    const mine = first.items.slice(0, 2).map((item) => item.id);
    for (const id of mine) await assignItem(cli, 'comment', id, carla!.id);
    const hers = await listInbox(inboxFiltersSchema.parse({ q: 'Pager', agent: carla!.id }));
    expect(hers.items.map((item) => item.id).sort()).toEqual([...mine].sort());
    expect(hers.items.every((item) => item.assignedTo === carla!.id)).toBe(true);
    expect((await listInbox(inboxFiltersSchema.parse({ q: 'Pager', agent: 'unassigned' }))).total).toBe(
      INBOX_PAGE_SIZE + 3,
    );
    await assignItem(cli, 'comment', mine[0]!, null);
    expect((await listInbox(inboxFiltersSchema.parse({ q: 'Pager', agent: carla!.id }))).total).toBe(1);
    expect(await auditActions()).toContain('item.assign');
  });
});

describe('paging while the inbox is worked', () => {
  it('lists every New item once when the first page is set to In progress before Next page, and a new arrival repeats none', async () => {
    const db = await getDb();
    // Five in the same microsecond: their order is the type's and the id's, which a place carries.
    const sameMoment = new Date(Date.UTC(2026, 10, 21, 9));
    const rows = Array.from({ length: INBOX_PAGE_SIZE + 8 }, (_, index) => ({
      blogPostUrl: 'https://example.com/worked',
      authorName: `Worked ${String(index).padStart(3, '0')}`,
      content: 'worked paging',
      createdAt: index < 5 ? sameMoment : new Date(sameMoment.getTime() - index * 60_000),
    }));
    await db.insert(comments).values(rows);
    const news = { q: 'Worked', status: 'new' };
    const first = await listInbox(inboxFiltersSchema.parse(news));
    expect(first.items).toHaveLength(INBOX_PAGE_SIZE);
    for (const item of first.items) await setItemStatus(cli, 'comment', item.id, 'in_progress');
    // A new one arrives at the top while staff work.
    await db.insert(comments).values({
      blogPostUrl: 'https://example.com/worked',
      authorName: 'Worked late',
      content: 'worked paging',
      createdAt: new Date(sameMoment.getTime() + 60_000),
    });
    const next = await listInbox(inboxFiltersSchema.parse({ ...news, after: first.next }));
    expect(next.items.map((item) => item.name).sort()).toEqual(
      rows.slice(INBOX_PAGE_SIZE).map((row) => row.authorName),
    );
    // The count beside it is the New ones now: the late one before this page, the eight on it.
    expect(next).toMatchObject({ total: 9, before: 1 });
    const firstAgain = await listInbox(inboxFiltersSchema.parse({ ...news, before: next.previous }));
    expect(firstAgain.items.map((item) => item.name)).toEqual(['Worked late', ...next.items.map((item) => item.name)]);
  });
});

describe('one type picked: its own columns in the inbox and the CSV export', () => {
  it('lists and exports each type with the columns that fit it; the mixed view keeps the shared ones', async () => {
    const db = await getDb();
    await db.insert(businessInquiries).values({
      reference: 'BIZ-COLUMNS1',
      companyName: 'Acme Roofing',
      contactName: 'Dana Reyes',
      email: 'dana@acme.example',
      phone: '(512) 555-0101',
      employeeCount: '11-25',
      state: 'Texas',
      zipCode: '78701',
      subsidizePlans: 'yes',
      additionalDetails: 'private plans',
    });
    await db.insert(leads).values({
      reference: 'LEAD-COLUMNS1',
      kind: 'callback',
      name: 'Lee Park',
      email: 'lee@example.com',
      phone: '(202) 555-0102',
      zipCode: '20001',
      state: 'DC',
      householdSize: 3,
      yearlyIncome: 52000,
      ages: [41, 39, 7],
      coverage: ['health', 'dental'],
      bestTime: 'morning',
      note: 'a private note',
      pageUrl: 'https://site.example/booking',
    });
    const [home] = await db
      .insert(homeAssessments)
      .values({
        id: 4_242_424_242,
        source: 'site',
        state: 'FL',
        zipCode: '33101',
        dwellingCoverage: 350000,
        squareFeet: 1800,
        yearBuilt: 1995,
        construction: 'masonry',
        roofAge: 8,
        claimsLastFiveYears: 0,
        preferredDeductible: 2500,
        fullName: 'Hana Cruz',
        email: 'hana@example.com',
        phone: '(305) 555-0103',
        options: [],
        ratingVersion: 'test',
        ratesExample: true,
      })
      .returning();
    await db.insert(homeInsuranceSelections).values({ assessmentId: home!.id, insuranceId: 'premier-plus' });
    await db.insert(comments).values({
      blogPostUrl: 'https://news.example/columns',
      authorName: '=Columns Commenter',
      authorEmail: 'cc@example.com',
      content: 'Helpful, thanks',
      visibility: 'hidden',
    });

    const first = async (type: string) => (await listInbox(inboxFiltersSchema.parse({ type }))).items[0]!.columns;
    // Readable cells (issue 23): labels the visitor chose, dollars, state names; no raw flags.
    expect(await first('claim')).toEqual({
      reference: expect.stringMatching(/^CLM-/),
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(305) 555-0134',
      language: 'English',
      claim_type: 'Health Insurance',
      urgency: 'High',
      agent: expect.any(String),
      documents: '1',
    });
    expect(await first('business_inquiry')).toEqual({
      reference: 'BIZ-COLUMNS1',
      company: 'Acme Roofing',
      contact: 'Dana Reyes',
      email: 'dana@acme.example',
      phone: '(512) 555-0101',
      language: 'English',
      employees: '11-25',
      state: 'Texas',
      zip_code: '78701',
      subsidize_plans: 'Yes',
    });
    expect(await first('lead')).toEqual({
      reference: 'LEAD-COLUMNS1',
      kind: 'Call back',
      name: 'Lee Park',
      email: 'lee@example.com',
      phone: '(202) 555-0102',
      language: 'English',
      best_time: 'Morning (8 AM to 12 PM ET)',
      state: 'District of Columbia',
      zip_code: '20001',
      household_size: '3',
      yearly_income: '$52,000',
      coverage: 'Health, Dental',
    });
    expect(await first('home_assessment')).toEqual({
      reference: '',
      name: 'Hana Cruz',
      email: 'hana@example.com',
      phone: '(305) 555-0103',
      language: 'English',
      state: 'Florida',
      zip_code: '33101',
      dwelling_coverage: '$350,000',
      deductible: '$2,500',
      selected_plan: 'premier-plus (confirmed once)',
    });
    expect(await first('comment')).toEqual({
      name: '=Columns Commenter',
      email: 'cc@example.com',
      language: 'English',
      article: 'https://news.example/columns',
      visibility: 'Hidden',
      content: 'Helpful, thanks',
    });
    // The mixed view: one shape for every type, a summary instead of the type's columns.
    const mixed = await listInbox(inboxFiltersSchema.parse({}));
    expect(new Set(mixed.items.map((item) => item.type))).toEqual(new Set(ITEM_TYPES));
    expect(mixed.items.every((item) => Object.keys(item.columns).length === 0)).toBe(true);
    // Rows stored without a language (before Spanish pages) are English.
    expect(mixed.items.every((item) => item.language === 'en')).toBe(true);
    expect(mixed.items.find((item) => item.type === 'business_inquiry')).toMatchObject({
      name: 'Dana Reyes (Acme Roofing)',
      summary: '11-25 employees, Texas',
    });
    expect(mixed.items.find((item) => item.type === 'lead')).toMatchObject({
      summary: 'Call back: Morning (8 AM to 12 PM ET), District of Columbia',
    });

    const actor = { operatorId: null, actor: 'exporter@example.com', ipAddress: '198.51.100.10' };
    const csvOf = async (query: Record<string, string>) => {
      const response = await exportInbox(actor, query);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    };
    const lines = (csv: string) => csv.split('\r\n');
    const TAIL =
      'consent_checkbox,consent_calls_and_texts,consent_wording_version,do_not_contact,opt_out_reference,status,assigned_to,note_count';
    // Every field the item page shows is a column (issue 23, item 7): the business's details and the lead's note too.
    const business = lines(await csvOf({ type: 'business_inquiry' }));
    expect(business[0]).toBe(
      `\uFEFFid,received,received_utc,reference,company,contact,email,phone,language,employees,state,zip_code,subsidize_plans,details,${TAIL}`,
    );
    expect(business[1]).toMatch(
      /^[\w-]+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,[\d-]+T[\d:.]+Z,BIZ-COLUMNS1,Acme Roofing,Dana Reyes,dana@acme\.example,\(512\) 555-0101,English,11-25,Texas,78701,Yes,private plans,,,,no,,New,,0$/,
    );
    const lead = lines(await csvOf({ type: 'lead' }));
    expect(lead[0]).toBe(
      `\uFEFFid,received,received_utc,reference,kind,name,email,phone,language,best_time,state,zip_code,household_size,yearly_income,ages,estimate,coverage,note,page_url,campaign,${TAIL}`,
    );
    expect(lead[1]).toContain(
      ',LEAD-COLUMNS1,Call back,Lee Park,lee@example.com,(202) 555-0102,English,Morning (8 AM to 12 PM ET),District of Columbia,20001,3,52000,"41, 39, 7",,"Health, Dental",a private note,https://site.example/booking,,,,,no,,New,,0',
    );
    expect(lines(await csvOf({ type: 'home_assessment' }))[0]).toBe(
      `\uFEFFid,received,received_utc,reference,name,email,phone,language,state,zip_code,dwelling_coverage,square_feet,year_built,construction,roof_age,claims_last_five_years,deductible,options,selected_plan,figures,rating_version,results_url,source,${TAIL}`,
    );
    const claim = lines(await csvOf({ type: 'claim' }));
    // A claim's description never leaves the item page.
    expect(claim[0]).toBe(
      `\uFEFFid,received,received_utc,reference,name,email,phone,language,claim_type,urgency,agent,documents,${TAIL}`,
    );
    expect(claim[1]).toMatch(
      /,Maria Lopez,maria@example\.com,\(305\) 555-0134,English,Health Insurance,High,[^,]*,1,ticked,"consent to calls and texts, including automated dialing and prerecorded messages \(checkbox ticked\)",[\w-]+,no,,In progress,,0$/,
    );
    const comment = lines(await csvOf({ type: 'comment' }));
    // A comment gives no consent to calls: no consent columns in a comments-only export.
    expect(comment[0]).toBe(
      '\uFEFFid,received,received_utc,name,email,language,article,visibility,content,do_not_contact,opt_out_reference,status,assigned_to,note_count',
    );
    expect(comment).toContainEqual(
      expect.stringContaining(
        ',\'=Columns Commenter,cc@example.com,English,https://news.example/columns,Hidden,"Helpful, thanks",no,,New,,0',
      ),
    );
    const all = lines(await csvOf({}));
    // Every type: the fields of all types side by side.
    expect(all[0]).toMatch(
      /^\uFEFFtype,id,received,received_utc,reference,name,email,phone,language,claim_type,.*,company,.*,best_time,.*,dwelling_coverage,.*,article,visibility,content,consent_checkbox,consent_calls_and_texts,consent_wording_version,do_not_contact,opt_out_reference,status,assigned_to,note_count$/,
    );
    // A row of every type starts with the type's label (a new type's too).
    const labels = Object.values(ITEM_TYPE_LABELS);
    expect(all.filter((line) => labels.some((label) => line.startsWith(`${label},`)))).toHaveLength(mixed.total);
  });
});

describe('comment moderation', () => {
  it('hides, restores and deletes; pre-moderation holds new comments out of the public list', async () => {
    const db = await getDb();
    const url = 'https://example.com/moderated';
    const [comment] = await db
      .insert(comments)
      .values({ blogPostUrl: url, authorName: 'Troll', content: 'rude' })
      .returning();
    expect((await listComments(url)).map((row) => row.authorName)).toEqual(['Troll']);
    await moderateComment(cli, comment!.id, 'hide');
    expect(await listComments(url)).toEqual([]);
    await moderateComment(cli, comment!.id, 'publish');
    expect(await listComments(url)).toHaveLength(1);
    await setItemStatus(cli, 'comment', comment!.id, 'spam');
    expect(await listComments(url)).toEqual([]);
    await moderateComment(cli, comment!.id, 'delete');
    expect(await db.select().from(comments).where(eq(comments.id, comment!.id))).toEqual([]);
    // The audit entry says which article it was on, and nothing of its author or words.
    const [deletion] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'comment.delete'), eq(auditLog.subjectId, comment!.id)));
    expect(deletion!.detail).toEqual({ article: url });

    setEnv({ COMMENTS_MODERATION: 'pre' });
    const article = NEWS_SAMPLE_SHEET[1]![3]!;
    const held = await storeComment({
      authorName: 'Patient',
      authorEmail: null,
      content: 'Waiting for approval',
      blogPostUrl: article,
    });
    expect(held.pending).toBe(true);
    expect(await listComments(article)).toEqual([]);
    await moderateComment(cli, held.id, 'publish');
    expect((await listComments(article)).map((row) => row.content)).toEqual(['Waiting for approval']);
    setEnv({ COMMENTS_MODERATION: '' });
  });
});

describe('deliveries', () => {
  it('"retry now" puts a dead message back and it is delivered', async () => {
    const smtp = await startSmtpServer();
    setEnv({ SMTP_URL: smtp.url });
    try {
      const db = await getDb();
      const [dead] = await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          topic: 'test.dead',
          idempotencyKey: 'dead-1',
          payload: { channel: 'email', to: 'desk@example.com', subject: 'Retry me', text: 'x' },
          status: 'dead',
          attempts: 10,
          lastError: 'connection refused',
        })
        .returning();
      expect(await retryDeadMessage(cli, dead!.id)).toBe(true);
      await runOutboxOnce();
      expect(smtp.mails.filter((mail) => mail.raw.includes('Subject: Retry me')).map((mail) => mail.to[0])).toEqual([
        'desk@example.com',
      ]);
      const [after] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, dead!.id));
      expect(after!.status).toBe('delivered');
      expect(await retryDeadMessage(cli, dead!.id)).toBe(false);
    } finally {
      await smtp.close();
      setEnv({ SMTP_URL: '' });
    }
  });
});

describe('deliveries: a retried message', () => {
  it('gets its whole retry window again: a message days old is not dead after the first failed try', async () => {
    // No mail server listening: every try fails.
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const db = await getDb();
      const [dead] = await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          topic: 'test.dead',
          idempotencyKey: 'dead-old',
          payload: { channel: 'email', to: 'desk@example.com', subject: 'Retry me later', text: 'x' },
          status: 'dead',
          attempts: 10,
          lastError: 'connection refused',
          createdAt: new Date(Date.now() - 5 * 86_400_000),
        })
        .returning();
      expect(await retryDeadMessage(cli, dead!.id)).toBe(true);
      await runOutboxOnce();
      const [after] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, dead!.id));
      expect(after).toMatchObject({ status: 'pending', attempts: 1 });
    } finally {
      setEnv({ SMTP_URL: '' });
    }
  });
});

describe('set-password links', () => {
  it('are single-use', async () => {
    const { setupLink } = await resetOperator(cli, 'bob@example.com');
    const token = new URL(setupLink).searchParams.get('token')!;
    const { setPasswordWithToken } = await import('@/server/console/accounts');
    await expect(setPasswordWithToken(token, 'short', 'local')).rejects.toThrow(/12/);
    await setPasswordWithToken(token, PASSWORD, 'local');
    await expect(setPasswordWithToken(token, PASSWORD, 'local')).rejects.toThrow(/expired or was already used/);
    expect(
      (await attemptLogin({ email: 'bob@example.com', password: PASSWORD }, { ...context, ipAddress: '198.51.100.99' }))
        .ok,
    ).toBe(true);
  });
});

describe('retention', () => {
  it('--dry-run counts; a run deletes old documents and blanks old personal fields, and is audited', async () => {
    const db = await getDb();
    const [claim] = await db.select().from(claims).limit(1);
    const [attachment] = await db.select().from(claimAttachments).where(eq(claimAttachments.claimId, claim!.id));
    // Files in DATA_DIR/uploads on PGlite, chunk rows on PostgreSQL (decision 150): both stores.
    const stored = () => getFileStore().list();
    expect(await stored()).toContain(attachment!.storageKey);
    // Age the claim and its document by 400 days.
    await db.execute(sql`update claims set created_at = now() - interval '400 days' where id = ${claim!.id}`);
    await db.execute(
      sql`update claim_attachments set created_at = now() - interval '400 days' where claim_id = ${claim!.id}`,
    );
    // The desk closed it as long ago (the tests above worked on it today).
    await db.execute(
      sql`update item_workflow set status = 'done', updated_at = now() - interval '400 days' where subject_id = ${claim!.id}`,
    );
    // Its e-mails and webhook left long ago (they carry the claimant's address); one message still waits.
    const aged = await db.execute(
      sql`update outbox_messages set status = 'delivered', created_at = now() - interval '400 days' where payload::text like ${`%${claim!.email}%`} returning id`,
    );
    expect(resultRows(aged).length).toBeGreaterThan(0);
    await db.execute(
      sql`insert into outbox_messages (channel, topic, idempotency_key, payload, created_at) values ('email', 'test.waiting', 'retention-waiting', ${JSON.stringify({ to: claim!.email })}::jsonb, now() - interval '400 days')`,
    );
    // A call-back request with a note in the visitor's own words, as old.
    await db.insert(leads).values({
      reference: 'LEAD-RETAIN1',
      kind: 'callback',
      name: 'Old Caller',
      email: 'old.caller@example.com',
      phone: '(202) 555-0103',
      bestTime: 'morning',
      note: 'call after my surgery on the 4th',
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    });

    setEnv({ RETENTION_DAYS_SUBMISSIONS: 'off' });
    expect(await runConsoleCommand('retention', ['--dry-run'], undefined)).toEqual({
      output:
        'Would delete 1 claim document(s) older than 365 days.\nWould delete 0 suspected-spam submission(s) older than 30 days.\nSubmissions: kept (RETENTION_DAYS_SUBMISSIONS=off).',
      code: 0,
    });
    expect(await stored()).toContain(attachment!.storageKey);

    setEnv({ RETENTION_DAYS_SUBMISSIONS: '90' });
    expect((await runConsoleCommand('retention', ['--dry-run'], undefined)).output).toContain(
      'Would remove personal fields of 1 claims older than 90 days.',
    );
    const report = await runRetention({ dryRun: false });
    expect(report.documents).toBe(1);
    expect(await stored()).not.toContain(attachment!.storageKey);
    expect(await db.select().from(claimAttachments).where(eq(claimAttachments.claimId, claim!.id))).toEqual([]);
    // The claim's page says its documents were deleted, not that it never had any.
    expect(await loadItem('claim', claim!.id)).toMatchObject({ attachments: [], documentsRetiredAfterDays: 365 });
    const [after] = await db.select().from(claims).where(eq(claims.id, claim!.id));
    expect(after).toMatchObject({
      reference: claim!.reference,
      firstName: REMOVED,
      email: REMOVED,
      phone: REMOVED,
      description: REMOVED,
    });
    const [oldLead] = await db.select().from(leads).where(eq(leads.reference, 'LEAD-RETAIN1'));
    expect(oldLead).toMatchObject({ name: REMOVED, email: REMOVED, note: null, bestTime: 'morning' });
    expect(report.outboxMessages).toBeGreaterThan(0);
    const mentions = await db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(sql`${outboxMessages.payload}::text like ${`%${claim!.email}%`}`);
    expect(mentions).toEqual([{ status: 'pending' }]);
    const keys = await db
      .select({ key: outboxMessages.recipientKey })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'delivered'));
    expect(keys.map((row) => row.key)).not.toContain(claim!.email.toLowerCase());
    expect(await auditActions()).toContain('retention.run');
    expect((await runRetention({ dryRun: true })).submissions.claims).toBe(0);
    setEnv({ RETENTION_DAYS_SUBMISSIONS: '' });
  });

  it('keeps a claim staff are working on, and counts the period from the last time they did (a status, a note)', async () => {
    const db = await getDb();
    const pdf = await samplePdf('Physiotherapy invoice');
    async function oldClaim(email: string) {
      const response = await postClaim(
        claimRequest(
          {
            firstName: 'Ana',
            lastName: 'Ruiz',
            email,
            phone: '(305) 555-0141',
            claimType: 'health',
            description: 'knee surgery follow-up, still with the insurer',
            urgency: 'medium',
            consent: 'on',
          },
          { documents: [{ bytes: pdf, name: 'invoice.pdf' }] },
        ),
      );
      expect(response.status).toBe(201);
      const [claim] = await db.select().from(claims).where(eq(claims.email, email));
      // Received 400 days ago, like its document.
      await db.execute(sql`update claims set created_at = now() - interval '400 days' where id = ${claim!.id}`);
      await db.execute(
        sql`update claim_attachments set created_at = now() - interval '400 days' where claim_id = ${claim!.id}`,
      );
      return claim!.id;
    }
    const fields = async (id: string) => (await db.select().from(claims).where(eq(claims.id, id)))[0]!;
    const documents = async (id: string) =>
      (await db.select().from(claimAttachments).where(eq(claimAttachments.claimId, id))).length;

    const inProgress = await oldClaim('ana.in.progress@example.com');
    const closedLately = await oldClaim('ana.closed.lately@example.com');
    const notedLately = await oldClaim('ana.noted.lately@example.com');
    await setItemStatus(cli, 'claim', inProgress, 'in_progress');
    await setItemStatus(cli, 'claim', closedLately, 'done');
    // Still New, but an agent wrote on it this week: that is working on it too.
    await addNote(cli, 'claim', notedLately, 'Insurer asked for the surgeon report; chasing.');
    // In progress for a year: the agency still has it in hand.
    await db.execute(
      sql`update item_workflow set updated_at = now() - interval '380 days' where subject_id = ${inProgress}`,
    );

    setEnv({ RETENTION_DAYS_SUBMISSIONS: '90' });
    await runRetention({ dryRun: false });
    for (const id of [inProgress, closedLately, notedLately]) {
      expect((await fields(id)).email, id).not.toBe(REMOVED);
      expect(await documents(id), id).toBe(1);
    }

    // Closed 400 days ago: now past both periods, it goes as any other; the one in progress stays.
    await db.execute(
      sql`update item_workflow set updated_at = now() - interval '400 days' where subject_id = ${closedLately}`,
    );
    await runRetention({ dryRun: false });
    expect(await fields(closedLately)).toMatchObject({ email: REMOVED, description: REMOVED });
    expect(await documents(closedLately)).toBe(0);
    expect((await fields(inProgress)).email).toBe('ana.in.progress@example.com');
    expect(await documents(inProgress)).toBe(1);
    setEnv({ RETENTION_DAYS_SUBMISSIONS: '' });
  });
});
