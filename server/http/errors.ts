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
