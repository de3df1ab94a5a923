import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '../db/client';
import { operators } from '../db/schema';
import { getEnv } from '../env';
import { openSealedText, sealText } from '../storage/sealed-text';
import { recordAudit, type Actor } from './audit';
import { now } from './clock';
import { deviceOf } from './device-cookie';
import { CONTROL_IN_SIGN_IN_MESSAGE, hasControlCharacter, normaliseLoginEmail } from './login-identity';
import { countRefusal } from './login-refusals';
import { loginThrottle, recordLoginFailure, THROTTLED_MESSAGE } from './login-throttle';
import { verifyPassword } from './passwords';
import { isRecoveryCodeShape, issueRecoveryCodes, remainingRecoveryCodes, redeemRecoveryCode } from './recovery-codes';
import {
  advancePendingSession,
  completePendingSession,
  createSession,
  findActiveOperator,
  findPendingSession,
  type PendingSession,
} from './sessions';
import { matchTotpStep, newTotpSecret } from './totp';

export const LOGIN_FAILED_MESSAGE = 'The e-mail address, password or code is not right.';
export const CODE_FAILED_MESSAGE =
  'That code is not right or was already used. Enter the newest code from your authenticator app, or one of your recovery codes.';
export const SIGN_IN_AGAIN_MESSAGE = 'This sign-in has expired. Sign in again with your e-mail address and password.';

export interface LoginContext {
  ipAddress: string;
  userAgent: string;
  /** The browser's device cookie, if it sent one (decision 110). */
  deviceCookie?: string;
}

/**
 * After the password: 'complete' (signed in), 'code' (the authenticator code next), 'enrol' (set up a second factor
 * first).
 */
export type LoginResult =
  { ok: true; sessionId: string; stage: 'complete' | 'code' | 'enrol' } | { ok: false; message: string };
export type StepResult =
  | {
      ok: true;
      sessionId: string;
      /** The second step was a recovery code: the inbox then says how many are left. */
      recoveryCodeUsed?: true;
    }
  | { ok: false; message: string; restart?: boolean };

const actorFor = (operatorId: string | null, email: string, ipAddress: string): Actor => ({
  operatorId,
  actor: email,
  ipAddress,
});

/**
 * The password step. The throttle comes first (a right guess after too many wrong ones still
 * waits), judged by this browser's device cookie when it has one for this account. A refusal is
 * counted, not logged one by one (login-refusals.ts); a right password is audited as
 * `login.password` and leads to the second factor: its code, or, for an account without one while
 * CONSOLE_REQUIRE_MFA is on (the default), setting one up. Nothing here opens the console until
 * the second factor is given.
 */
export async function attemptLogin(
  input: { email: string; password: string },
  context: LoginContext,
): Promise<LoginResult> {
  if (hasControlCharacter(input.email) || hasControlCharacter(input.password))
    return { ok: false, message: CONTROL_IN_SIGN_IN_MESSAGE };
  const email = normaliseLoginEmail(input.email);
  const device = deviceOf(email, context.deviceCookie);
  const throttled = await loginThrottle(email, context.ipAddress, device);
  if (throttled) {
    await countRefusal({
      typed: input.email,
      ipAddress: context.ipAddress,
      reason: `throttled: ${throttled}`,
      wholeAddress: throttled === 'address',
    });
    return { ok: false, message: THROTTLED_MESSAGE };
  }
  const operator = email ? await findActiveOperator(email) : null;
  const passwordOk = await verifyPassword(input.password.slice(0, 256), operator?.passwordHash ?? null);
  if (!operator || !passwordOk) {
    await recordLoginFailure(email, context.ipAddress, device);
    await countRefusal({
      typed: input.email,
      ipAddress: context.ipAddress,
      reason: operator ? 'password' : 'unknown account',
      operatorId: operator?.id,
    });
    return { ok: false, message: LOGIN_FAILED_MESSAGE };
  }
  const actor = actorFor(operator.id, operator.email, context.ipAddress);
  if (operator.totpSecret) {
    const sessionId = await createSession(operator.id, context, 'code');
    await recordAudit(actor, {
      action: 'login.password',
      subjectType: 'operator',
      subjectId: operator.id,
      detail: { next: 'code' },
    });
    return { ok: true, sessionId, stage: 'code' };
  }
  if (getEnv().CONSOLE_REQUIRE_MFA) {
    const sessionId = await createSession(operator.id, context, 'enrol', sealText(newTotpSecret()));
    await recordAudit(actor, {
      action: 'login.password',
      subjectType: 'operator',
      subjectId: operator.id,
      detail: { next: 'enrol' },
    });
    return { ok: true, sessionId, stage: 'enrol' };
  }
  const sessionId = await createSession(operator.id, context);
  await recordAudit(actor, {
    action: 'login.success',
    subjectType: 'operator',
    subjectId: operator.id,
    detail: { secondFactor: false },
  });
  return { ok: true, sessionId, stage: 'complete' };
}

/** The pending sign-in at `stage` for this cookie, or why not. */
async function pendingAt(
  sessionId: string | undefined,
  stage: PendingSession['stage'],
): Promise<PendingSession | null> {
  const pending = await findPendingSession(sessionId);
  return pending?.stage === stage ? pending : null;
}

/** Throttle and control characters for a code typed at the second step; null when it may be checked. */
async function refuseCode(pending: PendingSession, code: string, context: LoginContext): Promise<StepResult | null> {
  if (hasControlCharacter(code)) return { ok: false, message: CONTROL_IN_SIGN_IN_MESSAGE };
  const throttled = await loginThrottle(
    pending.email,
    context.ipAddress,
    deviceOf(pending.email, context.deviceCookie),
  );
  if (!throttled) return null;
  await countRefusal({
    typed: pending.email,
    ipAddress: context.ipAddress,
    reason: `throttled: ${throttled}`,
    wholeAddress: throttled === 'address',
    operatorId: pending.operatorId,
  });
  return { ok: false, message: THROTTLED_MESSAGE };
}

async function codeFailed(pending: PendingSession, context: LoginContext, reason: string): Promise<StepResult> {
  await recordLoginFailure(pending.email, context.ipAddress, deviceOf(pending.email, context.deviceCookie));
  await countRefusal({ typed: pending.email, ipAddress: context.ipAddress, reason, operatorId: pending.operatorId });
  return { ok: false, message: CODE_FAILED_MESSAGE };
}

/**
 * Marks a TOTP step used: true only for a step later than the last one accepted (one statement, so a replay racing the
 * first use loses).
 */
async function claimTotpStep(operatorId: string, step: number): Promise<boolean> {
  const db = await getDb();
  const claimed = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return claimed.length === 1;
}

/**
 * The code step: a TOTP code (each accepted once: its time step must be later than the last one
 * used) or a one-time recovery code. Success replaces the pending sign-in with a session.
 */
export async function verifySecondFactor(
  sessionId: string | undefined,
  code: string,
  context: LoginContext,
): Promise<StepResult> {
  const pending = await pendingAt(sessionId, 'code');
  if (!pending || !pending.totpSecret) return { ok: false, message: SIGN_IN_AGAIN_MESSAGE, restart: true };
  const refused = await refuseCode(pending, code, context);
  if (refused) return refused;
  const actor = actorFor(pending.operatorId, pending.email, context.ipAddress);
  let method: 'totp' | 'recovery code';
  if (isRecoveryCodeShape(code)) {
    if (!(await redeemRecoveryCode(pending.operatorId, code))) return codeFailed(pending, context, 'recovery code');
    method = 'recovery code';
    await recordAudit(actor, {
      action: 'mfa.recovery_code_used',
      subjectType: 'operator',
      subjectId: pending.operatorId,
      detail: { remaining: await remainingRecoveryCodes(pending.operatorId) },
    });
  } else {
    const step = matchTotpStep(openSealedText(pending.totpSecret), code.slice(0, 20));
    if (step === null) return codeFailed(pending, context, 'code');
    if (!(await claimTotpStep(pending.operatorId, step))) return codeFailed(pending, context, 'code already used');
    method = 'totp';
  }
  const newId = await completePendingSession(pending, context);
  await recordAudit(actor, {
    action: 'login.success',
    subjectType: 'operator',
    subjectId: pending.operatorId,
    detail: { secondFactor: method },
  });
  return method === 'recovery code'
    ? { ok: true, sessionId: newId, recoveryCodeUsed: true }
    : { ok: true, sessionId: newId };
}

/** What the enrolment page shows: the secret being set up, for its QR code and as text. */
export async function pendingEnrolment(
  sessionId: string | undefined,
): Promise<{ email: string; secret: string } | null> {
  const pending = await pendingAt(sessionId, 'enrol');
  return pending?.pending ? { email: pending.email, secret: openSealedText(pending.pending) } : null;
}

/** The recovery codes to show once, right after enrolment. */
export async function pendingRecoveryCodes(sessionId: string | undefined): Promise<string[] | null> {
  const pending = await pendingAt(sessionId, 'codes');
  return pending?.pending ? (JSON.parse(openSealedText(pending.pending)) as string[]) : null;
}

/**
 * Enrolment at first sign-in: the first code from the app proves it holds the secret. The secret
 * becomes the account's (sealed), ten recovery codes are made, and the sign-in moves on to show
 * them once. Audited as `mfa.enrol` and `mfa.recovery_codes`.
 */
export async function confirmEnrolment(
  sessionId: string | undefined,
  code: string,
  context: LoginContext,
): Promise<StepResult> {
  const pending = await pendingAt(sessionId, 'enrol');
  if (!pending?.pending) return { ok: false, message: SIGN_IN_AGAIN_MESSAGE, restart: true };
  const refused = await refuseCode(pending, code, context);
  if (refused) return refused;
  const step = matchTotpStep(openSealedText(pending.pending), code.slice(0, 20));
  if (step === null) return codeFailed(pending, context, 'enrolment code');
  const db = await getDb();
  const codes = await db.transaction(async (tx) => {
    // Only an account still without a second factor takes this one (another tab may have enrolled).
    const taken = await tx
      .update(operators)
      .set({ totpSecret: pending.pending, totpLastStep: step, updatedAt: now() })
      .where(and(eq(operators.id, pending.operatorId), isNull(operators.totpSecret)))
      .returning({ id: operators.id });
    if (taken.length === 0) return null;
    const issued = await issueRecoveryCodes(pending.operatorId, tx);
    const actor = actorFor(pending.operatorId, pending.email, context.ipAddress);
    await recordAudit(
      actor,
      { action: 'mfa.enrol', subjectType: 'operator', subjectId: pending.operatorId, detail: { via: 'console' } },
      tx,
    );
    await recordAudit(
      actor,
      {
        action: 'mfa.recovery_codes',
        subjectType: 'operator',
        subjectId: pending.operatorId,
        detail: { count: issued.length },
      },
      tx,
    );
    return issued;
  });
  if (!codes) return { ok: false, message: SIGN_IN_AGAIN_MESSAGE, restart: true };
  await advancePendingSession(pending.idHash, 'codes', sealText(JSON.stringify(codes)));
  return { ok: true, sessionId: sessionId! };
}

/** After the recovery codes were shown: the sign-in is complete (a new session id). */
export async function finishEnrolment(sessionId: string | undefined, context: LoginContext): Promise<StepResult> {
  const pending = await pendingAt(sessionId, 'codes');
  if (!pending) return { ok: false, message: SIGN_IN_AGAIN_MESSAGE, restart: true };
  const newId = await completePendingSession(pending, context);
  await recordAudit(actorFor(pending.operatorId, pending.email, context.ipAddress), {
    action: 'login.success',
    subjectType: 'operator',
    subjectId: pending.operatorId,
    detail: { secondFactor: 'totp', enrolled: true },
  });
  return { ok: true, sessionId: newId };
}
