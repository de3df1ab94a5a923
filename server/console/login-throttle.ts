import 'server-only';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { loginAttempts } from '../db/schema';
import { now } from './clock';
import { throttleAddress } from './login-identity';

export const THROTTLE_WINDOW_MINUTES = 15;
/**
 * Failed sign-ins allowed per window (decision 110): from browsers that never signed in to the
 * account, 5 for the account together and 20 per client address (an office shares one; IPv6 by
 * its /64); from a browser holding the account's device cookie, 5 of its own, untouched by anyone
 * else's failures.
 */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_FAILURES_PER_DEVICE = 5;
export const THROTTLED_MESSAGE = `Too many failed sign-in attempts. Wait ${THROTTLE_WINDOW_MINUTES} minutes and try again, or ask an administrator to reset your account.`;

/**
 * Why a sign-in is refused before its password is checked: this browser's budget, the account's (unknown browsers), the
 * address's.
 */
export type ThrottleReason = 'device' | 'account' | 'address';

const windowStart = () => new Date(now().getTime() - THROTTLE_WINDOW_MINUTES * 60_000);

const countOf = async (condition: ReturnType<typeof and>) => {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(condition);
  return Number(row?.n ?? 0);
};

/**
 * Whether this attempt must wait, and why. Kept in the database, so it holds across restarts and
 * across several server processes. `device` is the nonce of a valid device cookie for this account.
 */
export async function loginThrottle(
  email: string,
  ipAddress: string,
  device: string | null,
): Promise<ThrottleReason | null> {
  const since = windowStart();
  if (device) {
    // A browser that signed in before answers only for its own failures (OWASP's device cookie).
    return (await countOf(
      and(eq(loginAttempts.email, email), eq(loginAttempts.device, device), gt(loginAttempts.at, since)),
    )) >= MAX_FAILURES_PER_DEVICE
      ? 'device'
      : null;
  }
  const [byAccount, byAddress] = await Promise.all([
    countOf(and(eq(loginAttempts.email, email), isNull(loginAttempts.device), gt(loginAttempts.at, since))),
    countOf(
      and(
        eq(loginAttempts.ipAddress, throttleAddress(ipAddress)),
        isNull(loginAttempts.device),
        gt(loginAttempts.at, since),
      ),
    ),
  ]);
  if (byAddress >= MAX_FAILURES_PER_IP) return 'address';
  return byAccount >= MAX_FAILURES_PER_ACCOUNT ? 'account' : null;
}

export async function recordLoginFailure(
  email: string,
  ipAddress: string,
  device: string | null = null,
): Promise<void> {
  const db = await getDb();
  await db.insert(loginAttempts).values({ email, ipAddress: throttleAddress(ipAddress), device, at: now() });
  // Old attempts say nothing any more.
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now().getTime() - 24 * 3600_000)));
}
