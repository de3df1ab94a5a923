import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { clientIp } from '../http/client-ip';
import { isSecureSite } from '../public-url';
import type { Actor } from './audit';
import { DEVICE_COOKIE_DAYS } from './device-cookie';
import { findSession, type OperatorSession } from './sessions';

/**
 * `__Host-` in production (Secure, no Domain, Path=/: the browser refuses it over plain HTTP and
 * no subdomain can set it); a plain name when the site is served over http://localhost.
 */
export function sessionCookieName(): string {
  return isSecureSite() ? '__Host-im_console' : 'im_console';
}

export function sessionCookieOptions() {
  return { httpOnly: true, secure: isSecureSite(), sameSite: 'lax' as const, path: '/' };
}

/** The device cookie (device-cookie.ts): same attributes, kept 180 days. */
export function deviceCookieName(): string {
  return isSecureSite() ? '__Host-im_console_device' : 'im_console_device';
}

export function deviceCookieOptions() {
  return { ...sessionCookieOptions(), maxAge: DEVICE_COOKIE_DAYS * 86_400 };
}

/** The signed-in operator of this request (looked up once per request), or null. */
export const currentOperator = cache(async (): Promise<OperatorSession | null> => {
  const jar = await cookies();
  return findSession(jar.get(sessionCookieName())?.value);
});

/** For pages: the operator, or a redirect to the sign-in page (and 403 for an agent on admin pages). */
export async function requireOperator(options: { admin?: boolean } = {}): Promise<OperatorSession> {
  const operator = await currentOperator();
  // A session cookie that opens nothing is a session that ended: the sign-in page says so.
  if (!operator)
    redirect((await cookies()).has(sessionCookieName()) ? '/console/login?notice=session-ended' : '/console/login');
  if (options.admin && operator.role !== 'admin') forbidden();
  return operator;
}

export async function requestContext(): Promise<{ ipAddress: string; userAgent: string; deviceCookie?: string }> {
  const list = await headers();
  const jar = await cookies();
  return {
    ipAddress: clientIp(list),
    userAgent: list.get('user-agent') ?? '',
    deviceCookie: jar.get(deviceCookieName())?.value,
  };
}

export async function actorOf(operator: OperatorSession): Promise<Actor> {
  return { operatorId: operator.operatorId, actor: operator.email, ipAddress: (await requestContext()).ipAddress };
}

/**
 * Refuses a state-changing request from another site, or one without an Origin (every browser
 * sends it with a post): 403 through `forbidden()`, never a 500 (issue 23 item 12). Next.js
 * already compares a server action's Origin with its Host; this repeats the check where we rely
 * on it, so it holds whatever the framework's settings become.
 */
export async function assertSameOrigin(): Promise<void> {
  const list = await headers();
  const origin = list.get('origin');
  const host = list.get('x-forwarded-host') ?? list.get('host');
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if (!originHost || !host || originHost !== host) forbidden();
}
