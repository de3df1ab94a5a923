import 'server-only';
import { cookies } from 'next/headers';

/** The request's cookies (Next.js's `cookies()`), or null outside a request (a test calling a handler, a command). */
export async function requestCookies() {
  try {
    return await cookies();
  } catch {
    return null;
  }
}
