import { eq, like, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addOperator } from '@/server/console/accounts';
import { listAudit, recordAudit } from '@/server/console/audit';
import { runConsoleCommand } from '@/server/console/commands';
import { DEVICE_COOKIE_ENTRIES, deviceOf, newDeviceCookie } from '@/server/console/device-cookie';
import { exportInbox } from '@/server/console/export';
import {
  attemptLogin,
  confirmEnrolment,
  LOGIN_FAILED_MESSAGE,
  pendingEnrolment,
  pendingRecoveryCodes,
  verifySecondFactor,
} from '@/server/console/login';
import { CONTROL_IN_SIGN_IN_MESSAGE, throttleAddress } from '@/server/console/login-identity';
import { MAX_FAILURES_PER_IP, THROTTLE_WINDOW_MINUTES, THROTTLED_MESSAGE } from '@/server/console/login-throttle';
import { runOperatorCommand } from '@/server/console/operator-cli';
import { findSession } from '@/server/console/sessions';
import { totpCode } from '@/server/console/totp';
import { getDb } from '@/server/db/client';
import { auditLog, loginRefusals } from '@/server/db/schema';
import { setupTestDatabase } from '@/tests/support/test-database';
import { type AuditAction, auditActionWords } from '@/content/console';

// Issue 23 items 9, 10 and 11, starting from the attacks the issue found: anyone who knows a staff
// e-mail kept that person out; every refused sign-in wrote a permanent audit row; the audit log
// could be emptied with TRUNCATE; the password step and the second factor's changes went unaudited.
setupTestDatabase();
const cli = { operatorId: null, actor: 'cli:test', ipAddress: 'local' };
const PASSWORD = 'violet-harbor-canteen-42';
const WINDOW_MS = THROTTLE_WINDOW_MINUTES * 60_000;

beforeAll(async () => {
  await getDb();
});
afterEach(() => vi.useRealTimers());

/** Fakes the clock at the start of a throttle window (plus a minute), so a test's attempts share one window. */
function atWindowStart(offsetWindows = 0): number {
  const now = Date.now();
  const start = now - (now % WINDOW_MS) + offsetWindows * WINDOW_MS + 60_000;
  vi.useFakeTimers({ now: start, toFake: ['Date'] });
  return start;
}

async function auditRows(prefix: string) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(like(auditLog.action, `${prefix}%`))
    .orderBy(auditLog.id);
}

describe('no lockout from outside (item 9)', () => {
  it('the right password from a browser that signed in before still works after six failures from elsewhere; unknown browsers wait', async () => {
    await addOperator(cli, { email: 'grace@example.com', role: 'agent', password: PASSWORD });
    atWindowStart();
    const office = { ipAddress: '198.51.100.20', userAgent: 'grace' };
    const first = await attemptLogin({ email: 'grace@example.com', password: PASSWORD }, office);
    expect(first.ok).toBe(true);
    // What the console sets once a sign-in completes (session-actions.ts).
    const device = newDeviceCookie('grace@example.com');

    // The attacker knows the address: six wrong passwords, in case and space variants, from elsewhere.
    const attacker = { ipAddress: '203.0.113.66', userAgent: 'attacker' };
    for (const typed of [
      'grace@example.com',
      'GRACE@example.com',
      ' grace@example.com',
      'grace@EXAMPLE.com\t',
      'Grace@Example.Com ',
      'grace @example.com',
    ]) {
      expect(await attemptLogin({ email: typed, password: 'guess-number-123' }, attacker)).toMatchObject({ ok: false });
    }
    // Guessing stays bounded: even the right password waits, from any browser that never signed in.
    expect(await attemptLogin({ email: 'grace@example.com', password: PASSWORD }, attacker)).toEqual({
      ok: false,
      message: THROTTLED_MESSAGE,
    });
    expect(await attemptLogin({ email: 'grace@example.com', password: PASSWORD }, office)).toEqual({
      ok: false,
      message: THROTTLED_MESSAGE,
    });
    // Grace's own browser is not kept out.
    expect(
      await attemptLogin({ email: 'grace@example.com', password: PASSWORD }, { ...office, deviceCookie: device }),
    ).toMatchObject({ ok: true });
    // A device cookie is bound to its account: Grace's cookie gives nobody a budget for another account,
    // and a forged one counts as no cookie.
    await addOperator(cli, { email: 'heidi@example.com', role: 'agent', password: PASSWORD });
    for (let i = 0; i < 5; i += 1)
      await attemptLogin({ email: 'heidi@example.com', password: 'guess-number-123' }, attacker);
    expect(
      await attemptLogin({ email: 'heidi@example.com', password: PASSWORD }, { ...attacker, deviceCookie: device }),
    ).toEqual({ ok: false, message: THROTTLED_MESSAGE });
    expect(
      await attemptLogin(
        { email: 'heidi@example.com', password: PASSWORD },
        { ...attacker, deviceCookie: `${device.split('.')[0]}.forged` },
      ),
    ).toEqual({ ok: false, message: THROTTLED_MESSAGE });

    // A trusted browser has a budget of its own: five failures from it make it wait too, no one else.
    for (let i = 0; i < 5; i += 1)
      expect(
        await attemptLogin(
          { email: 'grace@example.com', password: 'typo-password-123' },
          { ...office, deviceCookie: device },
        ),
      ).toEqual({ ok: false, message: LOGIN_FAILED_MESSAGE });
    expect(
      await attemptLogin({ email: 'grace@example.com', password: PASSWORD }, { ...office, deviceCookie: device }),
    ).toEqual({ ok: false, message: THROTTLED_MESSAGE });
    const laptop = newDeviceCookie('grace@example.com');
    expect(
      await attemptLogin({ email: 'grace@example.com', password: PASSWORD }, { ...office, deviceCookie: laptop }),
    ).toMatchObject({ ok: true });
  });

  it('an address that spent its budget on many accounts waits for every account it does not hold a cookie for', async () => {
    await addOperator(cli, { email: 'ivan@example.com', role: 'agent', password: PASSWORD });
    atWindowStart(2);
    const sprayer = { ipAddress: '2001:db8:5:6:1111:2222:3333:4444', userAgent: 'spray' };
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      // Rotating through its /64 changes nothing: the address is counted by its /64.
      const ipAddress = `2001:db8:5:6::${(i + 1).toString(16)}`;
      expect(
        await attemptLogin(
          { email: `nobody-${i}@example.com`, password: 'guess-number-123' },
          { ...sprayer, ipAddress },
        ),
      ).toEqual({ ok: false, message: LOGIN_FAILED_MESSAGE });
    }
    expect(throttleAddress(sprayer.ipAddress)).toBe('2001:db8:5:6::/64');
    expect(await attemptLogin({ email: 'ivan@example.com', password: PASSWORD }, sprayer)).toEqual({
      ok: false,
      message: THROTTLED_MESSAGE,
    });
    expect(
      await attemptLogin(
        { email: 'ivan@example.com', password: PASSWORD },
        { ...sprayer, ipAddress: '2001:db8:5:7::1' },
      ),
    ).toMatchObject({ ok: true });
  });
});

describe('an audit log that cannot be flooded or emptied (item 10)', () => {
  it('600 refused sign-ins from one place add two audit rows, the count in the second; new typed addresses add at most one per failure budget', async () => {
    await addOperator(cli, { email: 'judy@example.com', role: 'admin', password: PASSWORD });
    const before = (await auditRows('login.refused')).length;
    atWindowStart(4);
    const flood = { ipAddress: '192.0.2.200', userAgent: 'flood' };
    const variants = ['judy@example.com', 'JUDY@example.com', ' judy@example.com ', 'Judy@Example.com'];
    for (let i = 0; i < 600; i += 1) {
      expect(
        (await attemptLogin({ email: variants[i % variants.length]!, password: `wrong-password-${i}` }, flood)).ok,
      ).toBe(false);
    }
    const during = (await auditRows('login.refused')).slice(before);
    expect(during).toHaveLength(1);
    expect(during[0]).toMatchObject({
      action: 'login.refused',
      actor: 'judy@example.com',
      ipAddress: '192.0.2.200',
      detail: expect.objectContaining({ reason: 'password', count: 1 }),
    });

    // Once the window has closed, reading the audit log writes the window's count, once.
    vi.setSystemTime(Date.now() + WINDOW_MS);
    await listAudit({ page: 1 });
    await listAudit({ page: 1 });
    const after = (await auditRows('login.refused')).slice(before);
    expect(after.map((row) => row.action)).toEqual(['login.refused', 'login.refused.count']);
    expect(after[1]!.detail).toMatchObject({ count: 600 });

    // Typing a new address each time: once the address's budget is spent, all it types is one counter.
    const spray = { ipAddress: '192.0.2.201', userAgent: 'spray' };
    const sprayBefore = (await auditRows('login.refused')).length;
    for (let i = 0; i < 100; i += 1)
      await attemptLogin({ email: `x${i}-${'a'.repeat(300)}@example.com`, password: 'wrong-password-1' }, spray);
    const sprayed = (await auditRows('login.refused')).slice(sprayBefore);
    expect(sprayed.length).toBeLessThanOrEqual(MAX_FAILURES_PER_IP + 1);
    // The typed address is cut to 64 characters.
    expect(Math.max(...sprayed.map((row) => row.actor.length))).toBeLessThanOrEqual(64);
    const db = await getDb();
    const [whole] = await db.select().from(loginRefusals).where(eq(loginRefusals.account, '*'));
    expect(whole).toMatchObject({ ipAddress: '192.0.2.201', count: 100 - MAX_FAILURES_PER_IP });
  }, 180_000);

  it('a NUL or control character in the sign-in form is refused with a message before anything is stored or queried', async () => {
    const before = (await auditRows('login')).length;
    expect(
      await attemptLogin(
        { email: 'judy\u0000@example.com', password: PASSWORD },
        { ipAddress: '192.0.2.9', userAgent: 'x' },
      ),
    ).toEqual({ ok: false, message: CONTROL_IN_SIGN_IN_MESSAGE });
    expect(
      await attemptLogin(
        { email: 'judy@example.com\r\n{"level":"info"}', password: PASSWORD },
        { ipAddress: '192.0.2.9', userAgent: 'x' },
      ),
    ).toEqual({ ok: false, message: CONTROL_IN_SIGN_IN_MESSAGE });
    expect(
      await attemptLogin(
        { email: 'judy@example.com', password: `${PASSWORD}\u001b[2J` },
        { ipAddress: '192.0.2.9', userAgent: 'x' },
      ),
    ).toEqual({ ok: false, message: CONTROL_IN_SIGN_IN_MESSAGE });
    expect((await auditRows('login')).length).toBe(before);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE; only the retention command removes rows past their age, and writes its own', async () => {
    const db = await getDb();
    await db.execute(
      sql`insert into audit_log (at, actor, action, ip_address) values (now() - interval '8 years', 'old@example.com', 'test.old', 'local'), (now() - interval '200 days', 'recent@example.com', 'test.recent', 'local')`,
    );
    await expect(db.execute(sql`update audit_log set actor = 'someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where action = 'test.old'`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    // The command's door is a setting the trigger reads; it never opens on the last 365 days.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('insurancematch.audit_retention_before', ${new Date().toISOString()}, true)`,
        );
        await tx.execute(sql`delete from audit_log where action = 'test.recent'`);
      }),
    ).rejects.toThrow();
    // Outside the command's transaction the setting is gone.
    await expect(db.execute(sql`delete from audit_log where action = 'test.old'`)).rejects.toThrow();

    expect(await runConsoleCommand('retention', ['audit', '--dry-run'], undefined, 'cli:test')).toEqual({
      output: expect.stringMatching(/^Would delete 1 audit log row\(s\) older than 2190 days/),
      code: 0,
    });
    expect((await auditRows('test.old')).length).toBe(1);
    expect((await runConsoleCommand('retention', ['audit'], undefined, 'cli:test')).output).toMatch(
      /^Deleted 1 audit log row\(s\) older than 2190 days/,
    );
    expect(await auditRows('test.old')).toEqual([]);
    expect(await auditRows('test.recent')).toHaveLength(1);
    expect(await auditRows('audit.retention')).toEqual([
      expect.objectContaining({ actor: 'cli:test', detail: expect.objectContaining({ rows: 1, days: 2190 }) }),
    ]);
    // The daily job never touches the audit log.
    await runConsoleCommand('retention', [], undefined, 'cli:test');
    expect(await auditRows('test.recent')).toHaveLength(1);
  });
});

describe('a complete audit (item 11)', () => {
  it('audits the password step, the export, and every setting of a second factor: enrolment in the console and by the command, recovery codes made and used, reset', async () => {
    const db = await getDb();
    const [{ last }] = (await db
      .select({ last: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
      .from(auditLog)) as [{ last: number }];
    await addOperator(cli, { email: 'ken@example.com', role: 'agent', password: PASSWORD });
    const place = { ipAddress: '198.51.100.30', userAgent: 'ken' };
    const enrol = await attemptLogin({ email: 'ken@example.com', password: PASSWORD }, place);
    expect(enrol).toMatchObject({ ok: true, stage: 'enrol' });
    const pendingId = (enrol as { sessionId: string }).sessionId;
    expect(await findSession(pendingId)).toBeNull();
    const { secret } = (await pendingEnrolment(pendingId))!;
    expect((await confirmEnrolment(pendingId, totpCode(secret), place)).ok).toBe(true);
    const codes = (await pendingRecoveryCodes(pendingId))!;
    expect(codes).toHaveLength(10);

    const codeStep = await attemptLogin({ email: 'ken@example.com', password: PASSWORD }, place);
    expect(codeStep).toMatchObject({ ok: true, stage: 'code' });
    expect((await verifySecondFactor((codeStep as { sessionId: string }).sessionId, codes[3]!, place)).ok).toBe(true);

    await exportInbox({ operatorId: null, actor: 'ken@example.com', ipAddress: place.ipAddress }, { type: 'claim' });
    await runOperatorCommand(['totp', 'ken@example.com'], undefined, 'cli:test');
    await runOperatorCommand(['reset', 'ken@example.com'], undefined, 'cli:test');
    await recordAudit(cli, { action: 'test.marker' as AuditAction });

    const rows = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} > ${last} and ${auditLog.action} not like 'test.%'`)
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'account.add',
      'login.password',
      'mfa.enrol',
      'mfa.recovery_codes',
      'login.password',
      'mfa.recovery_code_used',
      'login.success',
      'export',
      'mfa.enrol',
      'mfa.recovery_codes',
      'account.reset',
      'mfa.reset',
    ]);
    // The audit page reads each of them in words (content/console.ts), not as a bare code.
    for (const row of rows) expect(auditActionWords(row.action), row.action).not.toBeNull();
    expect(rows.find((row) => row.action === 'login.password')!.detail).toEqual({ next: 'enrol' });
    expect(rows.find((row) => row.action === 'mfa.recovery_code_used')!.detail).toEqual({ remaining: 9 });
    expect(rows.filter((row) => row.action === 'mfa.enrol').map((row) => row.detail.via)).toEqual([
      'console',
      'command',
    ]);
    // No recovery code, secret or password in any row.
    const text = JSON.stringify(rows);
    for (const secretText of [secret, PASSWORD, ...codes]) expect(text).not.toContain(secretText);
  });
});

// Last in the file: its refusals fall in a window after every other test's, and the audit tests above
// count the rows of their own windows.
describe('a shared browser (a reception PC)', () => {
  it('a browser two members of staff share keeps a budget for each, not only for the last to sign in', async () => {
    await addOperator(cli, { email: 'lena@example.com', role: 'agent', password: PASSWORD });
    atWindowStart(8);
    // Lena signs in on the reception PC, then Kim on the same browser: the cookie the console sets after each.
    const shared = newDeviceCookie('kim@example.com', newDeviceCookie('lena@example.com'));
    const attacker = { ipAddress: '203.0.113.67', userAgent: 'attacker' };
    for (let i = 0; i < 5; i += 1)
      await attemptLogin({ email: 'lena@example.com', password: 'guess-number-123' }, attacker);
    const reception = { ipAddress: '198.51.100.21', userAgent: 'reception', deviceCookie: shared };
    expect(await attemptLogin({ email: 'lena@example.com', password: PASSWORD }, reception)).toMatchObject({
      ok: true,
    });
    // Signing in again renews the account's own entry; the browser keeps the latest few accounts.
    expect(newDeviceCookie('kim@example.com', shared).split('~')).toHaveLength(2);
    let crowded = shared;
    for (let i = 0; i < DEVICE_COOKIE_ENTRIES; i += 1) crowded = newDeviceCookie(`temp-${i}@example.com`, crowded);
    expect(crowded.split('~')).toHaveLength(DEVICE_COOKIE_ENTRIES);
    expect(deviceOf('lena@example.com', crowded)).toBeNull();
    expect(deviceOf(`temp-0@example.com`, crowded)).not.toBeNull();
  });
});
