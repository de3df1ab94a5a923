import 'server-only';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { refuseControlCharacters } from '../http/guarded-submission';
import type { Actor } from './audit';
import { currentOperator } from './auth';
import type { OperatorSession } from './sessions';

export const CROSS_SITE_DOWNLOAD_MESSAGE =
  'Open this from the console itself: a link from another site cannot download it.';

/**
 * For console API routes (every one a download: the CSV export, a claim's document), in this
 * order, before anything is read or audited:
 * - 403 for a request another site started (`Sec-Fetch-Site: cross-site` or `same-site`): a link
 *   or redirect elsewhere is a top-level GET that carries the SameSite=Lax session cookie, and
 *   would download in the operator's name with what the other site chose (issue 23 item 13).
 *   The console's own links send `same-origin`; a typed or bookmarked address sends `none`.
 * - 400 for a control character in the query (issue 23 item 12), before it reaches SQL.
 * - 401 without a session (no redirect for an API).
 */
export async function requireApiOperator(request: Request): Promise<{ operator: OperatorSession; actor: Actor }> {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') throw new HttpError(403, CROSS_SITE_DOWNLOAD_MESSAGE);
  refuseControlCharacters(Object.fromEntries(new URL(request.url).searchParams));
  const operator = await currentOperator();
  if (!operator) throw new HttpError(401, 'Sign in to the console first.');
  return {
    operator,
    actor: { operatorId: operator.operatorId, actor: operator.email, ipAddress: clientIp(request.headers) },
  };
}
