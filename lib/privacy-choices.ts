/**
 * A visitor's privacy choice (docs/decisions/121): the names of the two first-party cookies that
 * carry it, read by the analytics bootstrap in the browser (components/site/analytics-scripts.tsx)
 * and written by the server. Pure, without imports: server.mjs imports it too.
 *
 * - `privacy_choices=opt-out`: the visitor opted out of sharing on /privacy-choices (400 days,
 *   the longest a browser keeps a cookie).
 * - `privacy_gpc=1`: the browser sent `Sec-GPC: 1` (Global Privacy Control); a session cookie,
 *   set and cleared by the server as the signal comes and goes, so a prerendered page's inline
 *   script knows the signal even where `navigator.globalPrivacyControl` is not exposed.
 *
 * Either one, or `navigator.globalPrivacyControl === true`, means: no tag manager, no pixel, and
 * GA4 with ad storage, ad user data and ad personalisation denied.
 */
export const CHOICE_COOKIE = 'privacy_choices';
export const OPT_OUT_VALUE = 'opt-out';
export const GPC_COOKIE = 'privacy_gpc';
/** 400 days: Chrome's cap on a cookie's lifetime. */
export const CHOICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** A Set-Cookie value for the visitor's own choice (`Secure` on an https site). */
export function choiceCookie(choice: 'opt-out' | 'opt-in', secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return choice === 'opt-out'
    ? `${CHOICE_COOKIE}=${OPT_OUT_VALUE}; Max-Age=${CHOICE_MAX_AGE_SECONDS}; ${attributes}`
    : `${CHOICE_COOKIE}=; Max-Age=0; ${attributes}`;
}

interface SignalRequest {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The Set-Cookie (or null) that keeps `privacy_gpc` in step with the browser's `Sec-GPC` header:
 * set while the header is `1`; cleared on a page load (Sec-Fetch-Dest: document) without it.
 * Called by server.mjs for every request, before Next.js answers (prerendered pages included).
 */
export function gpcCookieUpdate(request: SignalRequest): string | null {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const signal = header('sec-gpc')?.trim() === '1';
  const present = cookieValue(header('cookie'), GPC_COOKIE) === '1';
  if (signal && !present) return `${GPC_COOKIE}=1; Path=/; SameSite=Lax`;
  if (!signal && present && header('sec-fetch-dest') === 'document')
    return `${GPC_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return null;
}
