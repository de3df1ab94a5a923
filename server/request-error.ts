import 'server-only';
import type { Instrumentation } from 'next';
import { log } from './log';
import { printedErrorFields } from './log-line';

/**
 * The fields of a request Next.js failed on (its documented `onRequestError`, instrumentation.ts):
 * the request id server.mjs gave it, so the failure joins its request line, and the route pattern,
 * never the address (it can carry a visitor's id or query) nor a value the error quotes.
 */
export function requestErrorFields(
  ...[error, request, context]: Parameters<Instrumentation.onRequestError>
): Record<string, unknown> {
  const requestId = request.headers['x-request-id'];
  return {
    ...(typeof requestId === 'string' ? { requestId } : {}),
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    ...printedErrorFields([error]),
  };
}

export function logRequestError(...args: Parameters<Instrumentation.onRequestError>): void {
  log.error('request failed', requestErrorFields(...args));
}
