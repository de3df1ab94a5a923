import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createFormPostGuard, guardResponse, passFormPostGuard, refusePagePost } from './form-post-guard';

const MB = 1024 * 1024;
const MAX = 26 * MB;
const multipart = (extra: Record<string, string> = {}) => ({
  'content-type': 'multipart/form-data; boundary=----x',
  ...extra,
});

describe('malformed posts to pages (server actions) are 400 before Next.js reads them', () => {
  it.each([
    ['a bogus Next-Action header', { 'next-action': 'x', 'content-type': 'text/plain;charset=UTF-8' }],
    ['a Next-Action header with markup', { 'next-action': '<script>', 'content-type': 'text/plain' }],
    [
      'a Next-Action header with a real id inside it',
      { 'next-action': `x${'a'.repeat(40)}`, 'content-type': 'text/plain' },
    ],
    [
      'a Next-Action header with a real id and more',
      { 'next-action': `${'a'.repeat(40)}x`, 'content-type': 'text/plain' },
    ],
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }],
    ['multipart with other parameters and no boundary', { 'content-type': 'multipart/form-data; charset=utf-8' }],
    ['multipart with an empty boundary', { 'content-type': 'multipart/form-data; boundary=' }],
    ['a Content-Length that is not a number', multipart({ 'content-length': '12abc' })],
  ])('%s', (_label, headers) => {
    expect(refusePagePost(headers, MAX)?.status).toBe(400);
  });

  it('lets a real action id and an ordinary form through', () => {
    expect(
      refusePagePost(
        { 'next-action': '7f3a9c0e2b1d4f5a6c7e8d9f0a1b2c3d4e5f6a7b8c', 'content-type': 'text/plain' },
        MAX,
      ),
    ).toBeNull();
    expect(refusePagePost(multipart({ 'content-length': String(5 * MB) }), MAX)).toBeNull();
  });

  it('answers a declared body over the limit with 413 before reading it', () => {
    expect(refusePagePost(multipart({ 'content-length': String(MAX + 1) }), MAX)).toEqual({
      status: 413,
      message: 'The form is too large. Please send at most 26 MB.',
    });
    expect(refusePagePost(multipart({ 'content-length': String(MAX) }), MAX)).toBeNull();
  });
});

describe("a form posted from another site's page", () => {
  it("is a 403 before Next.js reads it, with the message a visitor reads; this site's own posts go on", () => {
    const guard = createFormPostGuard({
      maxBodyBytes: MAX,
      crossSite: (headers) =>
        headers.origin === 'https://evil.example'
          ? { status: 403, message: 'This form can only be sent from our own website.' }
          : null,
    });
    const foreign = guard.check('POST', '/console/login', multipart({ origin: 'https://evil.example' }));
    expect(foreign).toEqual({ status: 403, message: 'This form can only be sent from our own website.' });
    expect(guard.check('POST', '/console/login', multipart({ origin: 'http://localhost:3000' }))).toBeNull();
    // The API has its own check on the guarded path; GETs are never forms.
    expect(guard.check('POST', '/api/claims', multipart({ origin: 'https://evil.example' }))).toBeNull();
    expect(guard.check('GET', '/console/login', { origin: 'https://evil.example' })).toBeNull();
    // Nor are the API's bare address and the build's own files (Next.js answers those itself).
    expect(guard.check('POST', '/api', multipart({ origin: 'https://evil.example' }))).toBeNull();
    expect(guard.check('POST', '/_next/static/x.js', multipart({ origin: 'https://evil.example' }))).toBeNull();
  });
});

describe('a page post of undeclared length', () => {
  it('is a 411 before Next.js reads it: its size cannot be checked first (Next.js answered one over 1 MB with a 500)', () => {
    expect(refusePagePost(multipart({ 'transfer-encoding': 'chunked' }), MAX)).toEqual({
      status: 411,
      message: 'The form could not be read: its length was not given. Please send it again.',
    });
    expect(refusePagePost(multipart({ 'transfer-encoding': 'chunked', 'content-length': '2000' }), MAX)).toBeNull();
  });
});

describe('the answer', () => {
  it('is a small page for a browser without JavaScript and JSON for an action call, closing the connection', () => {
    const page = guardResponse({ status: 413, message: 'The form is too large <b>.' }, {});
    expect(page.headers['Content-Type']).toMatch(/text\/html/);
    expect(page.body).toContain('The form is too large &lt;b&gt;.');
    expect(page.headers).toMatchObject({ Connection: 'close', 'Cache-Control': 'no-store' });
    expect(page.body).toContain("Please use your browser's Back button to return to the form.");
    const json = guardResponse({ status: 400, message: 'nope' }, { 'next-action': 'x' });
    expect(JSON.parse(json.body)).toEqual({ message: 'nope' });
    expect(json.headers).toMatchObject({
      'Content-Type': 'application/json',
      Connection: 'close',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    // A fetch that asks for JSON gets JSON too.
    const fetched = guardResponse({ status: 413, message: 'nope' }, { accept: 'application/json' });
    expect(fetched.headers['Content-Type']).toBe('application/json');
  });

  it("is in Spanish for a post to a Spanish page, with the catalogue's words and the Spanish home page (decision 182)", () => {
    const refused = { status: 413, message: 'The form is too large. Please send at most 1 MB.' };
    const answered: { status?: number; body?: string } = {};
    const guard = { check: () => refused } as unknown as Parameters<typeof passFormPostGuard>[0];
    const response = {
      writeHead: (status: number) => (answered.status = status),
      end: (body?: string) => (answered.body = body),
    };
    expect(passFormPostGuard(guard, { method: 'POST', url: '/es/small-business?x=1', headers: {} }, response)).toBe(
      false,
    );
    expect(answered.status).toBe(413);
    expect(answered.body).toContain('<html lang="es-US">');
    expect(answered.body).toContain('<h1>El formulario no se envió</h1>');
    expect(answered.body).toContain('<p>El formulario es demasiado grande. Envíe 1 MB como máximo.</p>');
    expect(answered.body).toContain('<a href="/es">página de inicio</a>');
    // The English page's post gets the English page.
    passFormPostGuard(guard, { method: 'POST', url: '/small-business', headers: {} }, response);
    expect(answered.body).toContain('<html lang="en">');
    expect(answered.body).toContain('<p>The form is too large. Please send at most 1 MB.</p>');
    expect(answered.body).toContain('Or go to the <a href="/">home page</a>.');
  });

  it('answers a refused body sent in chunks once it has all arrived, and one past 4 MB at once', () => {
    // A browser reads the answer only after sending its body: answered mid-way, the sender got a reset.
    const guard = createFormPostGuard({ maxBodyBytes: MAX });
    const chunkedPost = () => {
      const listeners = new EventEmitter();
      const request = {
        method: 'POST',
        url: '/contact',
        headers: multipart({ 'transfer-encoding': 'chunked' }),
        resume: () => undefined,
        once: (event: 'end' | 'error', listener: () => void) => listeners.once(event, listener),
        on: (event: 'data', listener: (chunk: { length: number }) => void) => listeners.on(event, listener),
      };
      let status = 0;
      const response = { writeHead: (code: number) => (status = code), end: () => undefined };
      expect(passFormPostGuard(guard, request, response)).toBe(false);
      return { listeners, status: () => status };
    };
    const whole = chunkedPost();
    whole.listeners.emit('data', Buffer.alloc(2 * MB));
    expect(whole.status()).toBe(0);
    whole.listeners.emit('end');
    expect(whole.status()).toBe(411);
    const huge = chunkedPost();
    huge.listeners.emit('data', Buffer.alloc(4 * MB + 1));
    expect(huge.status()).toBe(411);
  });

  it('is not written at all when the guard lets the post through: Next.js answers it', () => {
    const guard = createFormPostGuard({ maxBodyBytes: MAX });
    let written = false;
    const response = { writeHead: () => (written = true), end: () => (written = true) };
    const post = { method: 'POST', url: '/contact', headers: multipart({ 'content-length': '20' }) };
    expect(passFormPostGuard(guard, post, response)).toBe(true);
    expect(written).toBe(false);
  });
});
