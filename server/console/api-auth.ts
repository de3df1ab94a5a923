import 'server-only';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import type { Actor } from './audit';
import { currentOperator } from './auth';
import type { OperatorSession } from './sessions';

/** For console API routes: the operator and their audit identity, or a 401 (no redirect for an API). */
export async function requireApiOperator(request: Request): Promise<{ operator: OperatorSession; actor: Actor }> {
  const operator = await currentOperator();
  if (!operator) throw new HttpError(401, 'Sign in to the console first.');
  return { operator, actor: { operatorId: operator.operatorId, actor: operator.email, ipAddress: clientIp(request.headers) } };
}
