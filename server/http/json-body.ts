import 'server-only';
import { HttpError } from './errors';
import { MAX_JSON_DEPTH, nestingDepth } from './json-depth';

/** Default cap for JSON bodies: the largest legitimate form here is a few KB. */
export const DEFAULT_JSON_LIMIT_BYTES = 64 * 1024;

/**
 * Reads a JSON request body without trusting it: 415 unless the content type is JSON, 413 as soon
 * as more than `maxBytes` arrive (the stream is cancelled, never buffered whole), 400 when it is
 * not JSON or nests deeper than `MAX_JSON_DEPTH`.
 */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_JSON_LIMIT_BYTES): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType.trim())) {
    throw new HttpError(415, 'Please send the request as JSON (Content-Type: application/json).');
  }
  const text = await readLimitedText(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw new HttpError(400, 'The request body is nested too deeply.');
  return value;
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The request is too large (limit ${Math.round(maxBytes / 1024)} KB).`);
}

/**
 * Reads a body as UTF-8 text within `maxBytes`: 413 on a larger declared length or as soon as more
 * arrives (the stream is cancelled, never buffered whole), 400 when it is empty.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) throw new HttpError(400, 'The request body is empty.');

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) throw new HttpError(400, 'The request body is empty.');
  return text;
}
