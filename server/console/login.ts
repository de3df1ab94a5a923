import 'server-only';
import { getEnv } from '../env';
import { recordAudit } from './audit';
import { isLoginThrottled, recordLoginFailure, THROTTLED_MESSAGE } from './login-throttle';
import { verifyPassword } from './passwords';
import { createSession, findActiveOperator } from './sessions';
import { openSealedText } from '../storage/sealed-text';
import { verifyTotp } from './totp';

export const LOGIN_FAILED_MESSAGE = 'The e-mail address, password or code is not right.';

export const MFA_REQUIRED_MESSAGE = 'Administrator accounts need a second factor here. Set one up with: npm run operator -- totp YOUR-EMAIL';

export type LoginResult = { ok: true; sessionId: string } | { ok: false; message: string; needsCode?: boolean };

/**
 * Checks a sign-in: throttle first (so a right guess after too many wrong ones still waits), then
 * password and, when the account has one, the TOTP code. Every outcome is audited.
 */
export async function attemptLogin(input: { email: string; password: string; code?: string }, context: { ipAddress: string; userAgent: string }): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase().slice(0, 320);
  const audit = (operatorId: string | null, action: string, detail: Record<string, unknown> = {}) =>
    recordAudit({ operatorId, actor: email || '(empty)', ipAddress: context.ipAddress }, { action, subjectType: 'operator', subjectId: operatorId ?? undefined, detail });

  if (await isLoginThrottled(email, context.ipAddress)) {
    await audit(null, 'login.throttled');
    return { ok: false, message: THROTTLED_MESSAGE };
  }
  const operator = await findActiveOperator(email);
  const passwordOk = await verifyPassword(input.password, operator?.passwordHash ?? null);
  if (!operator || !passwordOk) {
    await recordLoginFailure(email, context.ipAddress);
    await audit(operator?.id ?? null, 'login.failure', { reason: operator ? 'password' : 'unknown account' });
    return { ok: false, message: LOGIN_FAILED_MESSAGE };
  }
  if (operator.totpSecret) {
    if (!input.code) return { ok: false, message: 'Enter the 6-digit code from your authenticator app.', needsCode: true };
    if (!verifyTotp(openSealedText(operator.totpSecret), input.code)) {
      await recordLoginFailure(email, context.ipAddress);
      await audit(operator.id, 'login.failure', { reason: 'code' });
      return { ok: false, message: LOGIN_FAILED_MESSAGE, needsCode: true };
    }
  }
  if (operator.role === 'admin' && getEnv().CONSOLE_REQUIRE_MFA && !operator.totpSecret) {
    await audit(operator.id, 'login.failure', { reason: 'second factor required' });
    return { ok: false, message: MFA_REQUIRED_MESSAGE };
  }
  const sessionId = await createSession(operator.id, context);
  await audit(operator.id, 'login.success', { secondFactor: operator.totpSecret !== null });
  return { ok: true, sessionId };
}
