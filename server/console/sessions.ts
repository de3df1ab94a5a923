import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { getDb } from '../db/client';
import { operators, operatorSessions } from '../db/schema';
import { getEnv } from '../env';
import { now } from './clock';
import { normaliseLoginEmail } from './login-identity';

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** A sign-in left at its second step (code, enrolment, recovery codes) ends after this long. */
export const PENDING_TIMEOUT_MS = 10 * 60 * 1000;

/** 'complete' opens the console; the other stages are steps of signing in and open nothing. */
export type SessionStage = 'complete' | 'code' | 'enrol' | 'codes';
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

/**
 * A new session: returns the random id for the cookie; only its hash is stored. A pending stage
 * carries its sealed `pending` value (the secret being set up, or the recovery codes to show).
 */
export async function createSession(
  operatorId: string,
  context: { ipAddress: string; userAgent: string },
  stage: SessionStage = 'complete',
  pending: string | null = null,
): Promise<string> {
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
    stage,
    pending,
  });
  return sessionId;
}

/** A session's row and its account, for a cookie value: a complete session, or a sign-in in progress. */
async function sessionRow(sessionId: string | undefined, kind: 'complete' | 'pending') {
  if (!sessionId || sessionId.length > 100) return null;
  const db = await getDb();
  const idHash = hashOf(sessionId);
  const [row] = await db
    .select({
      operatorId: operatorSessions.operatorId,
      createdAt: operatorSessions.createdAt,
      lastSeenAt: operatorSessions.lastSeenAt,
      stage: operatorSessions.stage,
      pending: operatorSessions.pending,
      email: operators.email,
      role: operators.role,
      totpSecret: operators.totpSecret,
      disabledAt: operators.disabledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.idHash, idHash),
        kind === 'complete' ? eq(operatorSessions.stage, 'complete') : ne(operatorSessions.stage, 'complete'),
      ),
    );
  return row ? { ...row, idHash } : null;
}

/**
 * The live, complete session for a cookie value, or null. A session idle for 30 minutes, older
 * than 12 hours, or whose account is disabled, is deleted on sight. With CONSOLE_REQUIRE_MFA (the
 * default) an account without a second factor opens nothing, whatever session it holds.
 */
export async function findSession(sessionId: string | undefined): Promise<OperatorSession | null> {
  const row = await sessionRow(sessionId, 'complete');
  if (!row) return null;
  const { idHash } = row;
  const db = await getDb();
  if (getEnv().CONSOLE_REQUIRE_MFA && row.totpSecret === null) return null;
  const at = now().getTime();
  const expired =
    at - row.lastSeenAt.getTime() > IDLE_TIMEOUT_MS ||
    at - row.createdAt.getTime() > ABSOLUTE_TIMEOUT_MS ||
    row.disabledAt !== null;
  if (expired) {
    await db.delete(operatorSessions).where(eq(operatorSessions.idHash, idHash));
    return null;
  }
  if (at - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: new Date(at) })
      .where(eq(operatorSessions.idHash, idHash));
  }
  return {
    operatorId: row.operatorId,
    email: row.email,
    role: row.role as OperatorSession['role'],
    hasTotp: row.totpSecret !== null,
    createdAt: row.createdAt,
  };
}

export async function deleteSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db.delete(operatorSessions).where(eq(operatorSessions.idHash, hashOf(sessionId)));
}

export interface PendingSession {
  idHash: string;
  operatorId: string;
  email: string;
  role: 'admin' | 'agent';
  stage: Exclude<SessionStage, 'complete'>;
  pending: string | null;
  totpSecret: string | null;
}

/** A sign-in at its second step (right password given less than 10 minutes ago), or null. */
export async function findPendingSession(sessionId: string | undefined): Promise<PendingSession | null> {
  const row = await sessionRow(sessionId, 'pending');
  if (!row) return null;
  const { idHash } = row;
  const db = await getDb();
  if (now().getTime() - row.createdAt.getTime() > PENDING_TIMEOUT_MS || row.disabledAt !== null) {
    await db.delete(operatorSessions).where(eq(operatorSessions.idHash, idHash));
    return null;
  }
  return {
    idHash,
    operatorId: row.operatorId,
    email: row.email,
    role: row.role as PendingSession['role'],
    stage: row.stage as PendingSession['stage'],
    pending: row.pending,
    totpSecret: row.totpSecret,
  };
}

/** Moves a pending sign-in to its next pending step (same cookie: nothing is opened by it). */
export async function advancePendingSession(
  idHash: string,
  stage: PendingSession['stage'],
  pending: string | null,
): Promise<void> {
  const db = await getDb();
  await db.update(operatorSessions).set({ stage, pending }).where(eq(operatorSessions.idHash, idHash));
}

/** Ends a pending sign-in and opens a complete session under a new id (never the same cookie value). */
export async function completePendingSession(
  pending: PendingSession,
  context: { ipAddress: string; userAgent: string },
): Promise<string> {
  const db = await getDb();
  await db.delete(operatorSessions).where(eq(operatorSessions.idHash, pending.idHash));
  return createSession(pending.operatorId, context);
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
    .where(and(eq(operators.email, normaliseLoginEmail(email)), isNull(operators.disabledAt)));
  return row ?? null;
}
