import 'server-only';
import { languageCookie } from '@/lib/i18n/language-cookie';
import { localeOr } from '@/lib/i18n/locale';
import { twinPath } from '@/lib/i18n/twin-path';

/**
 * The language switch: remembers the choice in a cookie and sends the visitor to the same page
 * in that language (its home page when the page has no twin). The page comes from `from` (the
 * shell script adds it) or, without JavaScript, from the Referer; only its path is read, and
 * only a path of the site goes out (twinPath), so this is no open redirect.
 */
export function languageSwitchResponse(request: Request): Response {
  const url = new URL(request.url);
  const to = localeOr(url.searchParams.get('to'));
  const from = url.searchParams.get('from') ?? pathOf(request.headers.get('referer')) ?? '/';
  const target = twinPath(isSentPath(from) ? from : '/', to);
  return new Response(null, {
    status: 303,
    headers: {
      Location: target,
      'Set-Cookie': languageCookie(
        to,
        url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https',
      ),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * A path as a browser sends it: percent-encoded, so printable ASCII only. `from` arrives decoded
 * once more than that; a line feed or a letter beyond Latin-1 in it cannot go into `Location`
 * (the Response refused it, a 500), and no page of the site has one.
 */
function isSentPath(path: string): boolean {
  return /^\/[\x21-\x7e]*$/.test(path);
}

function pathOf(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).pathname;
  } catch {
    return undefined;
  }
}
