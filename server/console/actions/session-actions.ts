'use server';
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AccountError, setPasswordWithToken } from '../accounts';
import {
  actorOf,
  assertSameOrigin,
  currentOperator,
  deviceCookieName,
  deviceCookieOptions,
  requestContext,
  sessionCookieName,
  sessionCookieOptions,
} from '../auth';
import { UNREADABLE_FORM_MESSAGE } from '../../http/form-post-body';
import { postedForm } from '../../forms/posted-form';
import { recordAudit } from '../audit';
import { newDeviceCookie } from '../device-cookie';
import { attemptLogin, confirmEnrolment, finishEnrolment, verifySecondFactor, type StepResult } from '../login';
import { hasControlCharacter, normaliseLoginEmail } from '../login-identity';
import { deleteSession, deleteSessionsOf, findPendingSession } from '../sessions';

export interface LoginFormState {
  message?: string;
  email?: string;
}

const text = (form: FormData, name: string, max = 500) => String(form.get(name) ?? '').slice(0, max);

/** Sets the session cookie, ending whatever session or sign-in this browser held (a planted id is worth nothing). */
async function startSession(sessionId: string): Promise<void> {
  const jar = await cookies();
  const previous = jar.get(sessionCookieName())?.value;
  if (previous && previous !== sessionId) await deleteSession(previous);
  jar.set(sessionCookieName(), sessionId, sessionCookieOptions());
}

/** The sign-in form's first step, e-mail and password (works without JavaScript: a plain POST of the form). */
export async function loginAction(previous: LoginFormState, posted: FormData): Promise<LoginFormState> {
  await assertSameOrigin();
  const form = postedForm(previous, posted);
  if (!form) return { message: UNREADABLE_FORM_MESSAGE };
  const email = text(form, 'email', 320);
  const result = await attemptLogin({ email, password: text(form, 'password', 300) }, await requestContext());
  // A typed value with a control character is not echoed back into the form.
  if (!result.ok) return { message: result.message, email: hasControlCharacter(email) ? '' : email };
  await startSession(result.sessionId);
  if (result.stage === 'complete') {
    await setDeviceCookie(email);
    redirect('/console');
  }
  redirect(result.stage === 'enrol' ? '/console/enrol' : '/console/login');
}

/** A browser that completed a sign-in keeps its own failure budget for this account from now on (decision 110). */
async function setDeviceCookie(email: string): Promise<void> {
  const jar = await cookies();
  const held = jar.get(deviceCookieName())?.value;
  jar.set(deviceCookieName(), newDeviceCookie(normaliseLoginEmail(email), held), deviceCookieOptions());
}

export interface StepFormState {
  message?: string;
}

/**
 * Where a second step goes: on (`next`; the inbox completes a sign-in, and after a recovery code it
 * says so), or back to the start when the sign-in expired.
 */
async function afterStep(result: StepResult, email: string | undefined, next: string): Promise<StepFormState> {
  if (!result.ok) {
    if (result.restart) {
      const jar = await cookies();
      jar.delete({ name: sessionCookieName(), ...sessionCookieOptions() });
    }
    return { message: result.message };
  }
  await startSession(result.sessionId);
  if (next !== '/console') redirect(next);
  if (email) await setDeviceCookie(email);
  redirect(result.recoveryCodeUsed ? '/console?signed-in=recovery-code' : '/console');
}

async function pendingEmail(): Promise<string | undefined> {
  return (await findPendingSession((await cookies()).get(sessionCookieName())?.value))?.email;
}

/** The second step: the authenticator's code or a recovery code. */
export async function codeAction(previous: StepFormState, posted: FormData): Promise<StepFormState> {
  await assertSameOrigin();
  const form = postedForm(previous, posted);
  if (!form) return { message: UNREADABLE_FORM_MESSAGE };
  const jar = await cookies();
  const email = await pendingEmail();
  return afterStep(
    await verifySecondFactor(jar.get(sessionCookieName())?.value, text(form, 'code', 40), await requestContext()),
    email,
    '/console',
  );
}

/** Enrolment at first sign-in: the first code from the app confirms it holds the secret. */
export async function enrolAction(previous: StepFormState, posted: FormData): Promise<StepFormState> {
  await assertSameOrigin();
  const form = postedForm(previous, posted);
  if (!form) return { message: UNREADABLE_FORM_MESSAGE };
  const jar = await cookies();
  return afterStep(
    await confirmEnrolment(jar.get(sessionCookieName())?.value, text(form, 'code', 40), await requestContext()),
    undefined,
    '/console/enrol',
  );
}

/** "I have kept my recovery codes": the sign-in completes. */
export async function finishEnrolmentAction(): Promise<void> {
  await assertSameOrigin();
  const jar = await cookies();
  const email = await pendingEmail();
  const result = await finishEnrolment(jar.get(sessionCookieName())?.value, await requestContext());
  if (!result.ok) redirect('/console/login');
  await afterStep(result, email, '/console');
}

/** Leaves a sign-in at its second step and starts again from the e-mail and password. */
export async function restartLoginAction(): Promise<void> {
  await assertSameOrigin();
  const jar = await cookies();
  const sessionId = jar.get(sessionCookieName())?.value;
  if (sessionId && (await findPendingSession(sessionId))) await deleteSession(sessionId);
  jar.delete({ name: sessionCookieName(), ...sessionCookieOptions() });
  redirect('/console/login');
}

export async function logoutAction(posted: FormData): Promise<void> {
  await assertSameOrigin();
  // Signing out needs no field: a post without the form signs out of this browser only.
  const everywhere = postedForm(posted)?.get('everywhere') === 'yes';
  const jar = await cookies();
  const operator = await currentOperator();
  const sessionId = jar.get(sessionCookieName())?.value;
  if (operator) {
    if (everywhere) await deleteSessionsOf(operator.operatorId);
    await recordAudit(await actorOf(operator), {
      action: everywhere ? 'logout.everywhere' : 'logout',
      subjectType: 'operator',
      subjectId: operator.operatorId,
    });
  }
  if (sessionId) await deleteSession(sessionId);
  // With the same attributes: a __Host- cookie is only replaced by a Secure one with Path=/.
  jar.delete({ name: sessionCookieName(), ...sessionCookieOptions() });
  redirect(`/console/login?notice=${everywhere ? 'signed-out-everywhere' : 'signed-out'}`);
}

export interface SetPasswordState {
  message?: string;
}

export async function setPasswordAction(previous: SetPasswordState, posted: FormData): Promise<SetPasswordState> {
  await assertSameOrigin();
  const form = postedForm(previous, posted);
  if (!form) return { message: UNREADABLE_FORM_MESSAGE };
  const password = text(form, 'password', 300);
  if (password !== text(form, 'confirm', 300)) return { message: 'The two passwords are not the same.' };
  if (hasControlCharacter(password))
    return { message: 'The password contains a character that is not allowed (a control character).' };
  try {
    await setPasswordWithToken(text(form, 'token', 200), password, (await requestContext()).ipAddress);
  } catch (error) {
    if (error instanceof AccountError) return { message: error.message };
    throw error;
  }
  redirect('/console/login?notice=password-set');
}
