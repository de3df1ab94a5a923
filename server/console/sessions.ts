import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { operators, operatorSessions } from '../db/schema';
import { now } from './clock';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface OperatorSession {
  operatorId: string;
  email: string;
  role: 'admin' | 'agent';
  hasTotp: boolean;
  createdAt: Date;
}

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/** A new session: returns the random id for the cookie; only its hash is stored. */
export async function createSession(operatorId: string, context: { ipAddress: string; userAgent: string }): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  const db = await getDb();
  const at = now();
  await db.insert(operatorSessions).values({
    idHash: hashOf(sessionId),
    operatorId,
    createdAt: at,
    lastSeenAt: at,
    ipAddress: context.ipAddress,
    userAgent: context.userAgent.slice(0, 500),
  });
  return sessionId;
}

/**
 * The live session for a cookie value, or null. A session idle for 30 minutes, older than 12
 * hours, or whose account is disabled, is deleted on sight.
 */
export async function findSession(sessionId: string | undefined): Promise<OperatorSession | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const db = await getDb();
  const idHash = hashOf(sessionId);
  const [row] = await db
    .select({
      operatorId: operatorSessions.operatorId,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      email: operators.email,
      role: operators.role,
      totpSecret: operators.totpSecret,
      disabledAt: operators.disabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.idHash, idHash));
  if (!row) return null;
  const at = now().getTime();
  const expired = at - row.lastSeenAt.getTime() > IDLE_TIMEOUT_MS || at - row.createdAt.getTime() > ABSOLUTE_TIMEOUT_MS || row.disabledAt !== null;
  if (expired) {
    await db.delete(operatorSessions).where(eq(operatorSessions.idHash, idHash));
    return null;
  }
  if (at - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: new Date(at) }).where(eq(operatorSessions.idHash, idHash));
  }
  return { operatorId: row.operatorId, email: row.email, role: row.role as OperatorSession['role'], hasTotp: row.totpSecret !== null, createdAt: row.createdAt };
}

export async function deleteSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db.delete(operatorSessions).where(eq(operatorSessions.idHash, hashOf(sessionId)));
}

/** Logout everywhere (and what disabling or resetting an account does). */
export async function deleteSessionsOf(operatorId: string): Promise<void> {
  const db = await getDb();
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

/** The operator behind an e-mail, when the account is usable. */
export async function findActiveOperator(email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.email, email.trim().toLowerCase()), isNull(operators.disabledAt)));
  return row ?? null;
}
