import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { getEnv } from '../env';
import { clientIp } from '../http/client-ip';
import type { Actor } from './audit';
import { findSession, type OperatorSession } from './sessions';

/**
 * `__Host-` in production (Secure, no Domain, Path=/: the browser refuses it over plain HTTP and
 * no subdomain can set it); a plain name when the site is served over http://localhost.
 */
export function sessionCookieName(): string {
  return isSecureSite() ? '__Host-im_console' : 'im_console';
}

function isSecureSite(): boolean {
  return getEnv().PUBLIC_BASE_URL.startsWith('https://');
}

export function sessionCookieOptions() {
  return { httpOnly: true, secure: isSecureSite(), sameSite: 'lax' as const, path: '/' };
}

/** The signed-in operator of this request (looked up once per request), or null. */
export const currentOperator = cache(async (): Promise<OperatorSession | null> => {
  const jar = await cookies();
  return findSession(jar.get(sessionCookieName())?.value);
});

/** For pages: the operator, or a redirect to the sign-in page (and 403 for an agent on admin pages). */
export async function requireOperator(options: { admin?: boolean } = {}): Promise<OperatorSession> {
  const operator = await currentOperator();
  if (!operator) redirect('/console/login');
  if (options.admin && operator.role !== 'admin') forbidden();
  return operator;
}

export async function requestContext(): Promise<{ ipAddress: string; userAgent: string }> {
  const list = await headers();
  return { ipAddress: clientIp(list), userAgent: list.get('user-agent') ?? '' };
}

export async function actorOf(operator: OperatorSession): Promise<Actor> {
  return { operatorId: operator.operatorId, actor: operator.email, ipAddress: (await requestContext()).ipAddress };
}

/**
 * Refuses a state-changing request from another site. Next.js already compares a server action's
 * Origin with its Host; this repeats the check where we rely on it, so it holds whatever the
 * framework's settings become.
 */
export async function assertSameOrigin(): Promise<void> {
  const list = await headers();
  const origin = list.get('origin');
  const host = list.get('x-forwarded-host') ?? list.get('host');
  if (!origin || !host || new URL(origin).host !== host) throw new Error('cross-site request refused');
}
