'use server';
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AccountError, setPasswordWithToken } from '../accounts';
import { actorOf, assertSameOrigin, currentOperator, requestContext, sessionCookieName, sessionCookieOptions } from '../auth';
import { recordAudit } from '../audit';
import { attemptLogin } from '../login';
import { deleteSession, deleteSessionsOf } from '../sessions';

export interface LoginFormState {
  message?: string;
  email?: string;
  needsCode?: boolean;
}

const text = (form: FormData, name: string, max = 500) => String(form.get(name) ?? '').slice(0, max);

/** The sign-in form (works without JavaScript: a plain POST of the form). */
export async function loginAction(_previous: LoginFormState, form: FormData): Promise<LoginFormState> {
  await assertSameOrigin();
  const email = text(form, 'email', 320);
  const result = await attemptLogin({ email, password: text(form, 'password', 256), code: text(form, 'code', 20) || undefined }, await requestContext());
  if (!result.ok) return { message: result.message, email, needsCode: result.needsCode };
  const jar = await cookies();
  // A new id at every sign-in: a session id planted before login is worth nothing.
  const previous = jar.get(sessionCookieName())?.value;
  if (previous) await deleteSession(previous);
  jar.set(sessionCookieName(), result.sessionId, sessionCookieOptions());
  redirect('/console');
}

export async function logoutAction(form: FormData): Promise<void> {
  await assertSameOrigin();
  const jar = await cookies();
  const operator = await currentOperator();
  const sessionId = jar.get(sessionCookieName())?.value;
  if (operator) {
    if (form.get('everywhere') === 'yes') await deleteSessionsOf(operator.operatorId);
    await recordAudit(await actorOf(operator), { action: form.get('everywhere') === 'yes' ? 'logout.everywhere' : 'logout', subjectType: 'operator', subjectId: operator.operatorId });
  }
  if (sessionId) await deleteSession(sessionId);
  // With the same attributes: a __Host- cookie is only replaced by a Secure one with Path=/.
  jar.delete({ name: sessionCookieName(), ...sessionCookieOptions() });
  redirect('/console/login');
}

export interface SetPasswordState {
  message?: string;
}

export async function setPasswordAction(_previous: SetPasswordState, form: FormData): Promise<SetPasswordState> {
  await assertSameOrigin();
  const password = text(form, 'password', 300);
  if (password !== text(form, 'confirm', 300)) return { message: 'The two passwords are not the same.' };
  try {
    await setPasswordWithToken(text(form, 'token', 200), password, (await requestContext()).ipAddress);
  } catch (error) {
    if (error instanceof AccountError) return { message: error.message };
    throw error;
  }
  redirect('/console/login?password=set');
}
