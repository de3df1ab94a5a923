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

  it.each([
    [
      'another media type',
      post('a=1', { 'content-type': 'text/plain' }),
      415,
      'Please send the request as JSON (Content-Type: application/json).',
    ],
    [
      'JSON named only in a parameter',
      post('{}', { 'content-type': 'text/plain; x=application/json' }),
      415,
      'Please send the request as JSON (Content-Type: application/json).',
    ],
    [
      'no content type',
      new Request('http://localhost/api/x', { method: 'POST', body: new Blob(['{}']) }),
      415,
      'Please send the request as JSON (Content-Type: application/json).',
    ],
    ['malformed JSON', post('{"a":'), 400, 'The request body is not valid JSON.'],
    ['only spaces', post(' \n '), 400, 'The request body is empty.'],
    [
      'no body at all',
      new Request('http://localhost/api/x', { method: 'POST', headers: { 'content-type': 'application/json' } }),
      400,
      'The request body is empty.',
    ],
  ])('answers %s with its status and the message a client reads', async (_case, request, status, message) => {
    const error = await readJsonBody(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect({ status: (error as HttpError).status, message: (error as HttpError).message }).toEqual({ status, message });
  });

  it('takes the JSON media type in any case, with a charset and spaces around it', async () => {
    expect(await readJsonBody(post('{"a":1}', { 'content-type': ' Application/JSON; charset=utf-8 ' }))).toEqual({
      a: 1,
    });
  });

  it('takes a body of exactly the limit and refuses one byte more, naming the limit in KB', async () => {
    const exactly = `"${'x'.repeat(2046)}"`;
    expect(await readJsonBody(post(exactly), 2048)).toBe('x'.repeat(2046));
    const declared = post(exactly, { 'content-type': 'application/json', 'content-length': '2048' });
    expect(await readJsonBody(declared, 2048)).toBe('x'.repeat(2046));
    const error = await readJsonBody(post(`${exactly} `), 2048).catch((caught: unknown) => caught);
    expect({ status: (error as HttpError).status, message: (error as HttpError).message }).toEqual({
      status: 413,
      message: 'The request is too large (limit 2 KB).',
    });
  });

  it('refuses a declared length over the limit before reading a byte of the body', async () => {
    let pulled = false;
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = post(body, { 'content-type': 'application/json', 'content-length': '4096' });
    expect(await statusOf(readJsonBody(request, 2048))).toBe(413);
    expect(pulled).toBe(false);
    // A declared length within the limit is read as usual.
    expect(await readJsonBody(post('{}', { 'content-type': 'application/json', 'content-length': '2' }), 2048)).toEqual(
      {},
    );
  });
});
