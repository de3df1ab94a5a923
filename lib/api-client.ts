/**
 * The one way the browser calls the site's API (the product specification, sections 7 and 8): cookies are sent, a
 * body is sent as JSON with a JSON content type (FormData as multipart), and a non-successful
 * response becomes an Error whose message is "<status>: <body text or status text>".
 * Nothing here retries, refetches or polls.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The parsed JSON body of the error response, when it was JSON. */
  json<T = unknown>(): T | null {
    try {
      return JSON.parse(this.bodyText) as T;
    } catch {
      return null;
    }
  }
}

export async function throwIfResNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      Accept: 'application/json',
      ...options.headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfResNotOk(response);
  return response;
}

/** GET a URL and read its JSON; with `on401: 'returnNull'` a 401 yields null instead of an error. */
export async function getJson<T>(url: string, options: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfResNotOk(response);
  return (await response.json()) as T;
}

/** A friendly message for a failed call: the server's `message` when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.json<{ message?: unknown }>();
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}
