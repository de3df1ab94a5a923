import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from './http/errors';
import { enforceRateLimit, resetRateLimitsForTests } from './rate-limit';
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
  resetEnvForTests();
});

async function attempt(key: string): Promise<HttpError | null> {
  return enforceRateLimit(policy, key).then(
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
});
