import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { loginAttempts } from '../db/schema';
import { now } from './clock';

export const THROTTLE_WINDOW_MINUTES = 15;
/** Failed sign-ins allowed per account, and per IP address (an office shares one), per window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const THROTTLED_MESSAGE = `Too many failed sign-in attempts. Wait ${THROTTLE_WINDOW_MINUTES} minutes and try again, or ask an administrator to reset your account.`;

const windowStart = () => new Date(now().getTime() - THROTTLE_WINDOW_MINUTES * 60_000);

/**
 * True when this account or this IP failed too often lately. Kept in the database, so it holds
 * across restarts and across several server processes.
 */
export async function isLoginThrottled(email: string, ipAddress: string): Promise<boolean> {
  const db = await getDb();
  const since = windowStart();
  const [[byAccount], [byIp]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(loginAttempts).where(and(eq(loginAttempts.email, email), gt(loginAttempts.at, since))),
    db.select({ n: sql<number>`count(*)::int` }).from(loginAttempts).where(and(eq(loginAttempts.ipAddress, ipAddress), gt(loginAttempts.at, since))),
  ]);
  return Number(byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT || Number(byIp?.n ?? 0) >= MAX_FAILURES_PER_IP;
}

export async function recordLoginFailure(email: string, ipAddress: string): Promise<void> {
  const db = await getDb();
  await db.insert(loginAttempts).values({ email, ipAddress, at: now() });
  // Old attempts say nothing any more.
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now().getTime() - 24 * 3600_000)));
}
