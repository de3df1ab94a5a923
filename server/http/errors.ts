import 'server-only';
import { describeError, log } from '../log';

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

/** 400 with the field messages: { message, fieldErrors: { field: [messages] } }. */
export function validationError(fieldErrors: Record<string, string[] | undefined>, message = 'Please correct the highlighted fields.'): HttpError {
  return new HttpError(400, message, { fieldErrors });
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
      if (error instanceof HttpError) return jsonError(error);
      log.error('unhandled error in route', {
        requestId: request.headers.get('x-request-id'),
        path: new URL(request.url).pathname,
        ...describeError(error),
      });
      return Response.json(
        { message: 'Something went wrong on our side. Please try again or call us.' },
        { status: 500, headers: { 'Cache-Control': 'no-store' } },
      );
    }
  };
}
