import { afterEach, describe, expect, it } from 'vitest';
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
});
