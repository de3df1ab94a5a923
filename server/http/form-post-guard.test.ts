import { afterEach, describe, expect, it } from 'vitest';
import { BodySlots, createFormPostGuard, guardResponse, LARGE_FORM_POST_LIMIT_KEY, refusePagePost, type LargePostLimiter } from './form-post-guard';

const MB = 1024 * 1024;
const MAX = 26 * MB;
const multipart = (extra: Record<string, string> = {}) => ({ 'content-type': 'multipart/form-data; boundary=----x', ...extra });

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[LARGE_FORM_POST_LIMIT_KEY];
});

describe('malformed posts to pages (server actions) are 400 before Next.js reads them', () => {
  it.each([
    ['a bogus Next-Action header', { 'next-action': 'x', 'content-type': 'text/plain;charset=UTF-8' }],
    ['a Next-Action header with markup', { 'next-action': '<script>', 'content-type': 'text/plain' }],
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }],
    ['a Content-Length that is not a number', multipart({ 'content-length': '12abc' })],
  ])('%s', (_label, headers) => {
    expect(refusePagePost(headers, MAX)?.status).toBe(400);
  });

  it('lets a real action id and an ordinary form through', () => {
    expect(refusePagePost({ 'next-action': '7f3a9c0e2b1d4f5a6c7e8d9f0a1b2c3d4e5f6a7b8c', 'content-type': 'text/plain' }, MAX)).toBeNull();
    expect(refusePagePost(multipart({ 'content-length': String(5 * MB) }), MAX)).toBeNull();
  });

  it('answers a declared body over the limit with 413 before reading it', () => {
    expect(refusePagePost(multipart({ 'content-length': String(MAX + 1) }), MAX)?.status).toBe(413);
    expect(refusePagePost(multipart({ 'content-length': String(MAX) }), MAX)).toBeNull();
  });
});

describe("a form posted from another site's page", () => {
  it('is a 403 before Next.js reads it, with the message a visitor reads; this site\'s own posts go on', async () => {
    const guard = createFormPostGuard({
      maxBodyBytes: MAX,
      crossSite: (headers) => (headers.origin === 'https://evil.example' ? { status: 403, message: 'This form can only be sent from our own website.' } : null),
    });
    const foreign = await guard.check('POST', '/console/login', multipart({ origin: 'https://evil.example' }), '198.51.100.7');
    expect(foreign).toEqual({ answer: { status: 403, message: 'This form can only be sent from our own website.' } });
    expect('release' in (await guard.check('POST', '/console/login', multipart({ origin: 'http://localhost:3000' }), '198.51.100.7'))).toBe(true);
    // The API has its own check on the guarded path; GETs are never forms.
    expect('release' in (await guard.check('POST', '/api/claims', multipart({ origin: 'https://evil.example' }), '198.51.100.7'))).toBe(true);
    expect('release' in (await guard.check('GET', '/console/login', { origin: 'https://evil.example' }, '198.51.100.7'))).toBe(true);
  });
});

describe('large page posts: the per-client limit, then a few slots', () => {
  it('counts a large post against the client limit before it gets a slot, and never reads a limited one', async () => {
    const seen: string[] = [];
    const limiter: LargePostLimiter = async (ip) => {
      seen.push(ip);
      return seen.filter((one) => one === ip).length > 5 ? { status: 429, message: 'Too many submissions', headers: { 'Retry-After': '600' } } : null;
    };
    (globalThis as Record<symbol, unknown>)[LARGE_FORM_POST_LIMIT_KEY] = limiter;
    const guard = createFormPostGuard({ maxBodyBytes: MAX, slots: 10 });
    const big = multipart({ 'content-length': String(25 * MB) });
    for (let i = 0; i < 5; i += 1) {
      const outcome = await guard.check('POST', '/claims', big, '198.51.100.7');
      expect('release' in outcome).toBe(true);
      if ('release' in outcome) outcome.release();
    }
    const sixth = await guard.check('POST', '/claims', big, '198.51.100.7');
    expect('answer' in sixth && sixth.answer.status).toBe(429);
    // Small posts (every other form) and the API (which streams and limits itself) are not counted here.
    await guard.check('POST', '/contact', multipart({ 'content-length': '2000' }), '198.51.100.8');
    await guard.check('POST', '/api/claims', big, '198.51.100.9');
    expect(seen).not.toContain('198.51.100.8');
    expect(seen).not.toContain('198.51.100.9');
  });

  it('reads at most `slots` large bodies at once; the others wait their turn, or get a 503 when it does not come', async () => {
    const guard = createFormPostGuard({ maxBodyBytes: MAX, slots: 2, waitMs: 60_000 });
    const big = multipart({ 'transfer-encoding': 'chunked' });
    const outcomes = Array.from({ length: 10 }, (_, i) => guard.check('POST', '/claims', big, `203.0.113.${i}`));
    const first = await Promise.all(outcomes.slice(0, 2));
    expect(guard.slots.inUse).toBe(2);
    expect(guard.slots.waiting).toBe(8);
    for (const outcome of first) if ('release' in outcome) outcome.release();
    expect(guard.slots.inUse).toBe(2);
    expect(guard.slots.waiting).toBe(6);

    const impatient = new BodySlots(1);
    const held = await impatient.enter(10);
    expect(await impatient.enter(1)).toBeNull();
    held!();
    expect(await impatient.enter(1)).not.toBeNull();
  });

  it('frees the place in the queue of a client that went away', async () => {
    const slots = new BodySlots(1);
    const held = await slots.enter(10);
    const gone = new AbortController();
    const waiting = slots.enter(60_000, gone.signal);
    gone.abort();
    expect(await waiting).toBeNull();
    expect(slots.waiting).toBe(0);
    held!();
    expect(slots.inUse).toBe(0);
  });
});

describe('the answer', () => {
  it('is a small page for a browser without JavaScript and JSON for an action call, closing the connection', () => {
    const page = guardResponse({ status: 413, message: 'The form is too large <b>.' }, {});
    expect(page.headers['Content-Type']).toMatch(/text\/html/);
    expect(page.body).toContain('The form is too large &lt;b&gt;.');
    expect(page.headers.Connection).toBe('close');
    const json = guardResponse({ status: 400, message: 'nope' }, { 'next-action': 'x' });
    expect(JSON.parse(json.body)).toEqual({ message: 'nope' });
  });
});
