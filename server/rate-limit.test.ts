import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from '@/tests/support/capture-log';
import { HttpError } from './http/errors';
import { enforceRateLimit, refundMistake, resetRateLimitsForTests } from './rate-limit';
import { resetEnvForTests } from './env';

const policy = {
  name: `test-${Math.random()}`,
  points: 3,
  windowSeconds: 60,
  message: 'Too many tries. Please wait a minute.',
};

afterEach(async () => {
  await resetRateLimitsForTests();
  delete process.env.REDIS_URL;
  delete process.env.RATE_LIMIT_SCALE;
  resetEnvForTests();
});

async function attempt(key: string, limit = policy): Promise<HttpError | null> {
  return enforceRateLimit(limit, key).then(
    () => null,
    (error: unknown) => error as HttpError,
  );
}

describe('rate limits', () => {
  it('answers 429 with Retry-After and the message after the allowed requests', async () => {
    for (let i = 0; i < 3; i += 1) expect(await attempt('1.2.3.4')).toBeNull();
    const rejected = await attempt('1.2.3.4');
    expect(rejected?.status).toBe(429);
    expect(rejected?.message).toBe(policy.message);
    expect(Number(rejected?.headers['Retry-After'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect(await attempt('5.6.7.8')).toBeNull();
  });

  it('tells the visitor how long to wait: the seconds left in the window, in the header and the answer', async () => {
    for (let i = 0; i < 3; i += 1) await attempt('9.9.9.9');
    const rejected = await attempt('9.9.9.9');
    // A fresh 60-second window: 60 s, or 59 on a slow machine; never 0 and never in milliseconds.
    const seconds = Number(rejected?.headers['Retry-After']);
    expect(seconds).toBeGreaterThanOrEqual(59);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(rejected?.body).toEqual({ retryAfterSeconds: seconds });
  });

  it('allows RATE_LIMIT_SCALE times the requests (several visitors behind one office address)', async () => {
    process.env.RATE_LIMIT_SCALE = '2';
    resetEnvForTests();
    for (let i = 0; i < 6; i += 1) expect(await attempt('2.2.2.2')).toBeNull();
    expect((await attempt('2.2.2.2'))?.status).toBe(429);
  });

  it('counts a refused mistake as a quarter of a send: corrections leave the sends, a flood still stops', async () => {
    // Four mistakes corrected cost one send: two of the policy's three are left.
    for (let i = 0; i < 4; i += 1) {
      expect(await attempt('6.6.6.6')).toBeNull();
      await refundMistake(policy, '6.6.6.6');
    }
    for (let i = 0; i < 2; i += 1) expect(await attempt('6.6.6.6')).toBeNull();
    expect((await attempt('6.6.6.6'))?.status).toBe(429);
    // Nothing but mistakes: refused after about four times the sends (3 sends' worth: 9 posts here).
    let allowed = 0;
    while ((await attempt('7.7.7.7')) === null && allowed < 100) {
      allowed += 1;
      await refundMistake(policy, '7.7.7.7');
    }
    expect(allowed).toBe(9);
  });

  it("counts each form's limit on its own: a visitor stopped on one can still send another", async () => {
    const other = { ...policy, name: `${policy.name}-other` };
    for (let i = 0; i < 3; i += 1) await attempt('3.3.3.3');
    expect((await attempt('3.3.3.3'))?.status).toBe(429);
    expect(await attempt('3.3.3.3', other)).toBeNull();
  });

  it('still limits, each instance on its own, when Redis cannot be reached', async () => {
    // A port with nothing listening: a real refused connection, not a stub.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    resetEnvForTests();
    const logged = await captureLog(async () => {
      for (let i = 0; i < 3; i += 1) expect(await attempt('4.4.4.4')).toBeNull();
      expect((await attempt('4.4.4.4'))?.status).toBe(429);
    });
    // The client retried several times in that second: the operator reads one line, not one per try.
    const lines = logged.split('\n').filter((line) => line.includes('redis unreachable'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', code: 'ECONNREFUSED' });
  });
});
