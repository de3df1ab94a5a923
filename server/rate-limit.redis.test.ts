import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http/errors';
import { enforceRateLimit, resetRateLimitsForTests } from './rate-limit';
import { resetEnvForTests } from './env';

// Runs only when TEST_REDIS_URL names a Redis server (vitest.config.ts).
const policy = {
  name: `test-${Math.random()}`,
  points: 3,
  windowSeconds: 60,
  message: 'Too many tries. Please wait a minute.',
};

afterEach(async () => {
  await resetRateLimitsForTests();
  delete process.env.REDIS_URL;
  resetEnvForTests();
});

async function attempt(key: string): Promise<HttpError | null> {
  return enforceRateLimit(policy, key).then(
    () => null,
    (error: unknown) => error as HttpError,
  );
}

describe('rate limits on Redis', () => {
  it('shares counters through Redis when REDIS_URL is set', async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    resetEnvForTests();
    const key = `redis-${Date.now()}-${Math.random()}`;
    for (let i = 0; i < 3; i += 1) expect(await attempt(key)).toBeNull();
    // A fresh limiter (as another instance would have) sees the same count.
    await resetRateLimitsForTests();
    expect((await attempt(key))?.status).toBe(429);
  });

  it("keeps each form's counter apart in Redis, so one form's limit does not stop another", async () => {
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    resetEnvForTests();
    const key = `redis-${Date.now()}-${Math.random()}`;
    for (let i = 0; i < 3; i += 1) await attempt(key);
    expect((await attempt(key))?.status).toBe(429);
    const other = { ...policy, name: `${policy.name}-other` };
    expect(
      await enforceRateLimit(other, key).then(
        () => null,
        (error: unknown) => error,
      ),
    ).toBeNull();
  });

  it('says once that Redis is gone and once that it is back, not a line per reconnection', async () => {
    // A port that refuses at first, then forwards to the test Redis: Redis going and coming back.
    const target = new URL(process.env.TEST_REDIS_URL!);
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => [client, upstream].forEach((each) => each.destroy()));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    let logged = '';
    for (const stream of [process.stdout, process.stderr])
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged += String(chunk);
        return true;
      });
    try {
      process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
      resetEnvForTests();
      const key = `redis-back-${Date.now()}-${Math.random()}`;
      expect(await attempt(key)).toBeNull();
      await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
      await vi.waitFor(() => expect(logged).toContain('redis reachable again'), { timeout: 10_000, interval: 100 });
      const lines = logged.split('\n').filter((line) => /redis (unreachable|reachable again)/.test(line));
      expect(lines.map((line) => (JSON.parse(line) as { level: string }).level)).toEqual(['warn', 'info']);
    } finally {
      vi.restoreAllMocks();
      await resetRateLimitsForTests();
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
  });
});
