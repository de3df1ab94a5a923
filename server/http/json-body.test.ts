import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { readJsonBody } from './json-body';

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function statusOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof HttpError ? error.status : 0;
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"a":1}'))).toEqual({ a: 1 });
  });
  it('answers 415 for another media type', async () => {
    expect(await statusOf(readJsonBody(post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })))).toBe(
      415,
    );
  });
  it('answers 400 for malformed or empty JSON', async () => {
    expect(await statusOf(readJsonBody(post('{"a":')))).toBe(400);
    expect(await statusOf(readJsonBody(post('  ')))).toBe(400);
  });
  it('answers 413 for a 20 MB body, declared or streamed', async () => {
    const big = `{"a":"${'x'.repeat(20 * 1024 * 1024)}"}`;
    expect(await statusOf(readJsonBody(post(big)))).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
        controller.close();
      },
    });
    expect(await statusOf(readJsonBody(post(stream)))).toBe(413);
  });
});
