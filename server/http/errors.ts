import 'server-only';
import { describeError, log } from '../log';
import { siteRouteOf } from './request-log';

/** An error a route answers with its own status and JSON body (always 4xx for bad input). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The client went away before its request was read to the end (an aborted upload): nobody reads
 * the answer, and it is not a fault of ours, so `route()` logs it at debug level only.
 */
export class ClientGoneError extends HttpError {
  constructor(message = 'The request was interrupted.') {
    super(400, message);
    this.name = 'ClientGoneError';
  }
}

/** A body that failed while being read because the connection closed (the client aborted). */
export function isClientAbort(error: unknown, request?: Request): boolean {
  if (error instanceof ClientGoneError) return true;
  if (request?.signal?.aborted) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    error.name === 'AbortError' ||
    error.message === 'aborted' ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ABORT_ERR'
  );
}

/**
 * The one 400: { message, fieldErrors: { field: [messages] } }. With one field wrong the message
 * is that field's problem (a toast can show it as it is); with several, it points to the fields.
 */
export function validationError(fieldErrors: Record<string, string[] | undefined>, message?: string): HttpError {
  const wrong = Object.values(fieldErrors).filter((messages) => messages?.length);
  const summary = message ?? (wrong.length === 1 ? wrong[0]![0]! : 'Please correct the highlighted fields.');
  return new HttpError(400, summary, { fieldErrors });
}

export function jsonError(error: HttpError): Response {
  return Response.json(
    { message: error.message, ...error.body },
    { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } },
  );
}

/**
 * Wraps a route handler: an HttpError becomes its JSON answer; anything else is logged (with
 * the request id, never the input) and answers a generic 500, which tests treat as a bug.
 */
export function route<Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    try {
      return await handler(request, ...args);
    } catch (error) {
      if (isClientAbort(error, request)) {
        // An aborted upload is the client's doing: quiet, and answered for form's sake.
        log.debug('request body aborted by the client', {
          requestId: request.headers.get('x-request-id'),
          // The route, not the path: a path may carry a results key or a token.
          route: siteRouteOf(new URL(request.url).pathname),
        });
        return jsonError(error instanceof HttpError ? error : new ClientGoneError());
      }
      if (error instanceof HttpError) return jsonError(error);
      log.error('unhandled error in route', {
        requestId: request.headers.get('x-request-id'),
        route: siteRouteOf(new URL(request.url).pathname),
        ...describeError(error),
      });
      return Response.json(
        { message: 'Something went wrong on our side. Please try again or call us.' },
        { status: 500, headers: { 'Cache-Control': 'no-store' } },
      );
    }
  };
}
