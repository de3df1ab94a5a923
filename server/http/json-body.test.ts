import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { readJsonBody } from './json-body';
import { MAX_JSON_DEPTH } from './json-depth';

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
  it('answers 400 for a body nested deeper than any form sends, which a walk of it could not survive', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const error = await readJsonBody(post(deep)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe('The request body is nested too deeply.');
    const deepObject = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect(await statusOf(readJsonBody(post(deepObject)))).toBe(400);
  });
  it('reads a body nested to the limit, and brackets inside a text do not count', async () => {
    const atLimit = `${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}`;
    expect(await statusOf(readJsonBody(post(atLimit)))).toBe(0);
    const text = `{"comment":"${'[{'.repeat(40)} \\" ${'['.repeat(40)}"}`;
    expect(await readJsonBody(post(text))).toEqual({ comment: `${'[{'.repeat(40)} " ${'['.repeat(40)}` });
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
