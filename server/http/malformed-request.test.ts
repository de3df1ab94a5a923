import { describe, expect, it } from 'vitest';
import {
  MAX_TARGET_LENGTH,
  refuseMalformedRouterState,
  refuseMalformedTarget,
  refuseMethod,
  refusalResponse,
} from './malformed-request';

describe('refuseMalformedTarget', () => {
  it.each([
    '/%ff',
    '/results/%E0%A4%A',
    '/api/comments/%E0%A4%A',
    '/api/insurance/options/%E0%A4%A',
    '/book_%E0%A4%A',
    '/news?page=%E0%A4%A',
  ])('refuses malformed percent-encoding in %s with 400', (target) => {
    expect(refuseMalformedTarget(target)?.status).toBe(400);
  });

  it.each(['/news/%00', '/api/comments/%00', '/results/1%0a2', '/news?size=5%00'])(
    'refuses a control character in %s',
    (target) => {
      expect(refuseMalformedTarget(target)?.status).toBe(400);
    },
  );

  it.each(['/news/../claims', '/%2e%2e/etc/passwd', '/./claims'])('refuses dot segments in %s', (target) => {
    expect(refuseMalformedTarget(target)?.status).toBe(400);
  });

  it.each(['/_next/image?url=%2Fconsole&w=64&q=75', '/_next/image?url=%2Ficon.svg&w=64&q=75', '/_next/image'])(
    "answers Next.js's image optimiser (no page resizes images) with 404: %s",
    (target) => {
      expect(refuseMalformedTarget(target)?.status).toBe(404);
    },
  );

  it.each(['/es%2Fnews', '/console%2Flogin', '/api%2Fhealth', '/%5Bslug%5D', '/%5bslug%5d', '/news/%5Bslug%5D'])(
    "refuses an encoded slash or bracket, which Next.js matched to a route's own name and failed on (500): %s",
    (target) => {
      expect(refuseMalformedTarget(target)).toEqual({
        status: 400,
        message: 'The address contains a path segment that is not allowed.',
      });
    },
  );

  it("lets the comments API's one segment carry an article's whole address, and Next.js's files their names", () => {
    expect(refuseMalformedTarget('/api/comments/https%3A%2F%2Fnews.example%2Fa%5B1%5D')).toBeNull();
    // An encoded slash in a query is a value, not a path.
    expect(refuseMalformedTarget('/news?from=%2Fclaims')).toBeNull();
    // Next.js's own files: a development build's chunks are named after their routes, brackets encoded.
    expect(refuseMalformedTarget('/_next/static/chunks/app_results_%5BassessmentId%5D_page_4f2a.js')).toBeNull();
  });

  it.each(['/_global-error', '/_not-found'])("answers Next.js's own error page %s with 404", (target) => {
    expect(refuseMalformedTarget(target)).toEqual({ status: 404, message: 'There is no page at this address.' });
  });

  it('refuses a target longer than any address of the site with 414, and lets one at the limit through', () => {
    expect(refuseMalformedTarget(`/${'a'.repeat(3000)}`)?.status).toBe(414);
    expect(refuseMalformedTarget(`/${'a'.repeat(MAX_TARGET_LENGTH)}`)?.status).toBe(414);
    expect(refuseMalformedTarget(`/${'a'.repeat(MAX_TARGET_LENGTH - 1)}`)).toBeNull();
  });

  it('refuses a target that is no path (an absolute URL, a bare word) and lets OPTIONS * through', () => {
    expect(refuseMalformedTarget('http://example.com/contact')?.status).toBe(400);
    expect(refuseMalformedTarget('contact')?.status).toBe(400);
    expect(refuseMalformedTarget('*')).toBeNull();
  });

  it('tells each kind of refusal apart', () => {
    expect(refuseMalformedTarget('/%ff')?.message).toBe('The address contains a malformed character encoding.');
    expect(refuseMalformedTarget('/news/%00')?.message).toBe('The address contains a control character.');
    expect(refuseMalformedTarget('/news/../claims')?.message).toBe(
      'The address contains a path segment that is not allowed.',
    );
    expect(refuseMalformedTarget('http://example.com/')?.message).toBe('The address is not valid.');
    expect(refuseMalformedTarget('/_next/image/x')?.message).toBe('This site serves no resized images.');
    expect(refuseMalformedTarget(`/${'a'.repeat(3000)}`)?.message).toBe('The address is too long.');
  });

  it.each([
    '/',
    '/news?page=2&size=20',
    '/api/comments/https%3A%2F%2Fexample.com%2Fa',
    '/results/123456',
    '/book_alex',
    '/search?q=caf%C3%A9+latte',
  ])('lets %s through', (target) => {
    expect(refuseMalformedTarget(target)).toBeNull();
  });

  it('answers JSON under /api and a small page elsewhere, neither kept by a cache', () => {
    const refusal = refuseMalformedTarget('/api/comments/%ff')!;
    const json = refusalResponse('/api/comments/%ff', refusal);
    expect(JSON.parse(json.body)).toEqual({ message: refusal.message });
    expect(json.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    const page = refusalResponse('/%ff', refuseMalformedTarget('/%ff')!);
    expect(page.headers['Content-Type']).toMatch(/^text\/html/);
    expect(page.headers['Cache-Control']).toBe('no-store');
    expect(page.body).toContain('This address cannot be opened');
    expect(page.body).toContain('The address contains a malformed character encoding.');
  });
});

describe('refuseMalformedRouterState', () => {
  const navigation = (tree: string) => ({ rsc: '1', 'next-router-state-tree': tree });
  const encoded = (tree: unknown) => encodeURIComponent(JSON.stringify(tree));

  it.each([
    // As Chromium sent them on the console's client navigations (Next.js 16), and a dynamic segment.
    '%5B%22%22%2C%7B%7D%2Cnull%2C%22metadata-only%22%5D',
    '%5B%22%22%2C%7B%22children%22%3A%5B%22console%22%2C%7B%22children%22%3A%5B%22(desk)%22%2C%7B%22children%22%3A%5B%22__PAGE__%22%2C%7B%7D%2Cnull%2C%22refetch%22%2C0%5D%7D%2Cnull%2Cnull%2C0%5D%7D%2Cnull%2Cnull%2C16%5D%7D%2Cnull%2Cnull%2C16%5D',
    encoded(['', { children: ['results', { children: [['assessmentId', 'abc', 'd', null], {}, null, null, 0] }] }]),
  ])('lets a router state a browser sends through: %s', (tree) => {
    expect(refuseMalformedRouterState(navigation(tree))).toBeNull();
  });

  it.each([
    ['not JSON', '%7B'],
    ['a broken percent-encoding', '%E0%A4%A'],
    ['no segment', encoded([1, 2])],
    ['a number for a segment', encoded([1, {}])],
    ['children that are a number', encoded(['', 5])],
    ['no children', encoded(['console'])],
    ['children that are a list', encoded(['', []])],
    ['a child that is no level', encoded(['', { children: 5 }])],
    ['a level three down without children', encoded(['', { children: ['a', { children: ['b', null] }] }])],
  ])('refuses %s with 400', (_, tree) => {
    expect(refuseMalformedRouterState(navigation(tree))).toMatchObject({
      status: 400,
      message: 'The request carries a page state that cannot be read.',
    });
  });

  it('leaves the header alone on a request that is no client navigation, as Next.js does', () => {
    expect(refuseMalformedRouterState({ 'next-router-state-tree': '%7B' })).toBeNull();
    expect(refuseMalformedRouterState({ rsc: '1' })).toBeNull();
  });
});

describe('refuseMethod', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'PROPFIND'])('answers %s with 405 and Allow', (method) => {
    expect(refuseMethod(method)).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD, POST, OPTIONS' } });
  });
  it('answers OPTIONS with 204 and Allow, and lets GET, HEAD and POST through', () => {
    expect(refuseMethod('OPTIONS')).toEqual({
      status: 204,
      headers: { Allow: 'GET, HEAD, POST, OPTIONS', 'Cache-Control': 'no-store' },
    });
    expect(refuseMethod(undefined)?.status).toBe(405);
    for (const method of ['GET', 'HEAD', 'POST']) expect(refuseMethod(method)).toBeNull();
  });
  it('answers a POST to a file (Next.js answered 500) with 405, and lets one to a page or the API through', () => {
    for (const target of ['/favicon.ico', '/robots.txt', '/sitemap.xml?x=1', '/icon.svg', '/logos/a.svg']) {
      expect(refuseMethod('POST', target), target).toMatchObject({
        status: 405,
        headers: { Allow: 'GET, HEAD, OPTIONS' },
      });
      expect(refuseMethod('GET', target), target).toBeNull();
    }
    for (const target of [
      '/contact',
      '/es/claims?x=1.5',
      '/book_alex',
      '/api/comments/example.com%2Fa.html',
      '/results/v1.2/confirmed',
    ])
      expect(refuseMethod('POST', target), target).toBeNull();
  });
});
