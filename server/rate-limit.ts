import 'server-only';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from './env';
import { HttpError } from './http/errors';
import { describeError, log } from './log';

export interface RateLimitPolicy {
  /** Unique per endpoint, e.g. 'claims'. */
  name: string;
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
  /** What the visitor sees when over the limit. */
  message: string;
}

// A request costs SEND_COST points, and a refusal for the visitor's own mistake gets all but one
// back (`refundMistake`), so a mistake costs a quarter of a send: a person without JavaScript,
// whose every mistake is a post, keeps their sends, while a script posting nonsense still meets
// the limit after four times as many posts.
const SEND_COST = 4;

const limiters = new Map<string, RateLimiterAbstract>();
let redis: Redis | undefined;
/** Resolves once Redis is connected (or after a second, when the memory fallback takes over). */
let redisReady: Promise<void> = Promise.resolve();

function limiterFor(policy: RateLimitPolicy): RateLimiterAbstract {
  const existing = limiters.get(policy.name);
  if (existing) return existing;
  const { REDIS_URL, RATE_LIMIT_SCALE } = getEnv();
  const options = {
    keyPrefix: `rl:${policy.name}`,
    points: policy.points * RATE_LIMIT_SCALE * SEND_COST,
    duration: policy.windowSeconds,
  };
  const memory = new RateLimiterMemory(options);
  let limiter: RateLimiterAbstract = memory;
  if (REDIS_URL) {
    if (!redis) {
      const client = new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      // ioredis reconnects every 2 s while Redis is down and reports each failed try: one line when
      // it goes, one when it is back (as the outbox does for deliveries), not a line every 2 s.
      let down = false;
      client.on('error', (error) => {
        if (down) return;
        down = true;
        log.warn('redis unreachable: each instance limits on its own until it is back', describeError(error));
      });
      client.on('ready', () => {
        if (!down) return;
        down = false;
        log.info('redis reachable again: rate limits are shared');
      });
      redisReady = new Promise((resolve) => {
        client.once('ready', () => resolve());
        setTimeout(resolve, 1000).unref();
      });
      redis = client;
    }
    // Shared across instances; if Redis is unreachable, each instance limits on its own.
    limiter = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory });
  }
  limiters.set(policy.name, limiter);
  return limiter;
}

/** Counts one request for `key` (usually the client IP); throws a 429 with Retry-After when over. */
export async function enforceRateLimit(policy: RateLimitPolicy, key: string): Promise<void> {
  try {
    const limiter = limiterFor(policy);
    await redisReady;
    await limiter.consume(key, SEND_COST);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new HttpError(
        429,
        policy.message,
        { retryAfterSeconds: retryAfter },
        { 'Retry-After': String(retryAfter) },
      );
    }
    // The store failed: better to serve the visitor than to turn them away.
    log.warn('rate limiter failed open', { policy: policy.name, ...describeError(rejection) });
  }
}

/**
 * Gives back all but a quarter of a request the schema refused (the visitor's mistake, nothing
 * stored): a visitor who corrects a form several times is not told to wait before the send that
 * counts. Never throws; a store that failed leaves the full cost counted.
 */
export async function refundMistake(policy: RateLimitPolicy, key: string): Promise<void> {
  try {
    await limiterFor(policy).reward(key, SEND_COST - 1);
  } catch (error) {
    log.warn('rate limiter refund failed', { policy: policy.name, ...describeError(error) });
  }
}

/** For tests: forget every counter. */
export async function resetRateLimitsForTests(): Promise<void> {
  limiters.clear();
  if (redis) {
    redis.disconnect();
    redis = undefined;
  }
}
