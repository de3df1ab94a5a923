import { text } from 'node:stream/consumers';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawGet, startPageCacheServer, type PageCacheServer } from '@/tests/support/page-cache-server';
import {
  COMMENTS_CACHE_CONTROL,
  COMMENTS_TTL_MS,
  invalidatePageCache,
  MAX_BODY_BYTES,
  newsKey,
  PAGE_CACHE_CONTROL,
  PERSONAL_CACHE_CONTROL,
  pickEncoding,
  registerNewsVersion,
  SPACE_LIMITS,
  STATIC_CACHE_CONTROL,
} from './page-cache';

const HTML = `<!doctype html><html><body>${'<p>The same page for every visitor.</p>'.repeat(200)}</body></html>`;

let server: PageCacheServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  invalidatePageCache('/');
});

function page(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=31536000',
    'x-frame-options': 'DENY',
  });
  res.end(req.url?.startsWith('/news') ? `${HTML}<!-- ${req.url} -->` : HTML);
}

describe('the page cache', () => {
  it('renders a prerendered page once and answers every later visitor from memory, brotli when accepted', async () => {
    server = await startPageCacheServer(page, ['/']);
    const first = await rawGet(`${server.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    const second = await rawGet(`${server.url}/?utm_source=ad`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(server.rendered('/')).toBe(1);
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body).toString()).toBe(HTML);
      // The page's own headers (security headers) are kept; a year-long CDN lifetime is not.
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
    }
    const gzipped = await rawGet(`${server.url}/`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(HTML);
    const plain = await rawGet(`${server.url}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(HTML);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(HTML));
  });

  it('passes an address that starts with two slashes on to the site, never the home page, and never hangs', async () => {
    server = await startPageCacheServer(page, ['/']);
    // Read as a URL with a host, '//' threw before anything answered, and '//news' was the home page.
    for (const target of ['//', '///', '//?x=1', '//news']) {
      const response = await rawGet(`${server.url}${target}`);
      expect(response.status, target).toBe(200);
      expect(response.headers['cache-control'], target).toBe('s-maxage=31536000');
    }
    expect(server.rendered('/')).toBe(0);
  });

  it('answers 304 without a body when the visitor already has the page (If-None-Match)', async () => {
    server = await startPageCacheServer(page, ['/']);
    const first = await rawGet(`${server.url}/`, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawGet(`${server.url}/`, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await rawGet(`${server.url}/`, { 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
    // Compared weakly, as RFC 9110 asks for If-None-Match: a proxy that dropped the W/, a list of
    // tags a cache kept, or "*".
    for (const ifNoneMatch of [etag.slice(2), `"other", ${etag}`, '*']) {
      const matched = await rawGet(`${server.url}/`, { 'if-none-match': ifNoneMatch });
      expect(matched.status, ifNoneMatch).toBe(304);
    }
  });

  it('keeps one copy of /news per page and size, and renders again when the sheet changes', async () => {
    let sheet = 'v1';
    registerNewsVersion(() => sheet);
    server = await startPageCacheServer(page);
    await rawGet(`${server.url}/news?page=2&size=10`);
    await rawGet(`${server.url}/news?size=10&page=2&utm_campaign=x`);
    expect(server.rendered('/news')).toBe(1);
    const other = await rawGet(`${server.url}/news?page=3&size=10`);
    expect(other.body.toString()).toContain('page=3');
    expect(server.rendered('/news')).toBe(2);
    sheet = 'v2';
    await rawGet(`${server.url}/news?page=2&size=10`);
    expect(server.rendered('/news')).toBe(3);
  });

  it('keeps /es/news apart from /news, with the same key rules', async () => {
    registerNewsVersion(() => 'v1');
    server = await startPageCacheServer(page);
    await rawGet(`${server.url}/es/news?page=2&utm_campaign=x`);
    const again = await rawGet(`${server.url}/es/news?page=2`);
    expect(again.headers.etag).toBeDefined();
    expect(server.rendered('/es/news')).toBe(1);
    await rawGet(`${server.url}/news?page=2`);
    expect(server.rendered('/news')).toBe(1);
  });

  it('keeps both news lists although Next.js marks a page rendered on request private', async () => {
    registerNewsVersion(() => 'v1');
    server = await startPageCacheServer((_req, res) => {
      // What Next.js sends for a force-dynamic page: the list is the same for everyone all the same.
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'private, no-cache, no-store, max-age=0' });
      res.end('<html><body>news</body></html>');
    });
    for (const path of ['/news', '/es/news']) {
      await rawGet(`${server.url}${path}`);
      const again = await rawGet(`${server.url}${path}`, { 'accept-encoding': 'br' });
      expect(server.rendered(path), path).toBe(1);
      expect(again.headers['content-encoding'], path).toBe('br');
      expect(again.headers['cache-control'], path).not.toMatch(/private/);
    }
  });

  it('forgets a comment list when it is invalidated (a comment was posted)', async () => {
    server = await startPageCacheServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end('{"comments":[]}');
    });
    const path = `/api/comments/${encodeURIComponent('https://example.com/a')}`;
    const first = await rawGet(`${server.url}${path}`);
    await rawGet(`${server.url}${path}`);
    expect(server.rendered(path)).toBe(1);
    expect(first.headers['cache-control']).toBe(COMMENTS_CACHE_CONTROL);
    invalidatePageCache('/api/comments/');
    await rawGet(`${server.url}${path}`);
    expect(server.rendered(path)).toBe(2);
  });

  it('renders a comment list again after its few seconds, on an instance no one told (a comment hidden on another)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      server = await startPageCacheServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end('{"comments":[]}');
      });
      const path = `/api/comments/${encodeURIComponent('https://example.com/b')}`;
      await rawGet(`${server.url}${path}`);
      vi.setSystemTime(Date.now() + COMMENTS_TTL_MS - 100);
      await rawGet(`${server.url}${path}`);
      expect(server.rendered(path)).toBe(1);
      vi.setSystemTime(Date.now() + 200);
      await rawGet(`${server.url}${path}`);
      expect(server.rendered(path)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never keeps anything personal: results, insurance data, the console, POSTs, responses that set a cookie', async () => {
    server = await startPageCacheServer(
      (req, res) => {
        const headers: Record<string, string> = { 'content-type': 'text/html', 'cache-control': 'private, no-store' };
        if (req.url === '/with-cookie') headers['set-cookie'] = 'session=abc';
        res.writeHead(200, headers);
        res.end(`for ${req.url}`);
      },
      ['/results/1', '/with-cookie', '/'],
    );
    const personal = ['/results/1', '/api/insurance/options/1', '/console', '/api/console/export', '/with-cookie'];
    for (const path of personal) {
      const first = await rawGet(`${server.url}${path}`);
      await rawGet(`${server.url}${path}`);
      expect(server.rendered(path), path).toBe(2);
      expect(first.headers.etag, path).toBeUndefined();
      expect(first.headers['cache-control'], path).toBe('private, no-store');
    }
    await rawGet(`${server.url}/`, {}, 'POST');
    await rawGet(`${server.url}/`, {}, 'POST');
    expect(server.rendered('/')).toBe(2);
  });

  it('keeps every personal address, and its Spanish twin, out even when the build lists it and it is answered as shareable', async () => {
    // Only the personal rule keeps these out: a page that becomes static in a later release stays uncached.
    const personal = [
      '/results',
      '/results/1',
      '/results/1/confirmed',
      '/claims/sent/abc',
      '/console',
      '/console/items/claim/1',
      '/api/insurance/options/1',
      '/api/console/export',
      // The Spanish twins are as personal as the English pages (decision 182).
      '/es/results/1',
      '/es/results/1/confirmed',
      '/es/claims/sent/abc',
    ];
    server = await startPageCacheServer(page, [...personal, '/claims', '/es']);
    for (const path of personal) {
      const first = await rawGet(`${server.url}${path}`);
      await rawGet(`${server.url}${path}`);
      expect(server.rendered(path), path).toBe(2);
      expect(first.headers.etag, path).toBeUndefined();
      expect(first.headers['cache-control'], path).not.toBe(PAGE_CACHE_CONTROL);
    }
    // A page the same for everyone is still kept, in either language: the rule is about the page.
    for (const path of ['/claims', '/es']) {
      await rawGet(`${server.url}${path}`);
      await rawGet(`${server.url}${path}`);
      expect(server.rendered(path), path).toBe(1);
    }
  });

  it('leaves client-side navigation payloads and pages outside the build list to Next.js', async () => {
    server = await startPageCacheServer(page, ['/']);
    await rawGet(`${server.url}/`, { rsc: '1' });
    await rawGet(`${server.url}/`, { rsc: '1' });
    await rawGet(`${server.url}/thank-you`);
    await rawGet(`${server.url}/thank-you`);
    expect(server.rendered('/')).toBe(2);
    expect(server.rendered('/thank-you')).toBe(2);
  });

  it("serves the build's scripts and styles brotli-compressed, immutable, compressed once; nothing it does not have", async () => {
    const SCRIPT = `self.chunk=${JSON.stringify('x'.repeat(20_000))};`;
    const asset = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
      if (req.url?.startsWith('/_next/static/chunks/app.js')) {
        res.writeHead(200, {
          'content-type': 'application/javascript; charset=UTF-8',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        });
        res.end(SCRIPT);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      }
    };
    server = await startPageCacheServer(asset, [], ['/_next/static/chunks/app.js', '/_next/static/media/logo.svg']);
    await server.cache.warmStaticAssets();
    expect(server.rendered('/_next/static/chunks/app.js')).toBe(1);
    // Warmed through the handler directly: no request reached the port.
    expect(server.received()).toBe(0);
    const first = await rawGet(`${server.url}/_next/static/chunks/app.js`, { 'accept-encoding': 'gzip, deflate, br' });
    const withQuery = await rawGet(`${server.url}/_next/static/chunks/app.js?dpl=1`, { 'accept-encoding': 'br' });
    expect(server.rendered('/_next/static/chunks/app.js')).toBe(1);
    for (const response of [first, withQuery]) {
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
      expect(response.headers['cache-control']).toBe(STATIC_CACHE_CONTROL);
      expect(response.headers['content-type']).toBe('application/javascript; charset=UTF-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    }
    // Not a script or style of the build (an svg, an unknown name): Next.js answers every time.
    for (const other of [
      '/_next/static/media/logo.svg',
      '/_next/static/chunks/other.js',
      '/_next/static/chunks/../../prerender-manifest.json',
    ]) {
      await rawGet(`${server.url}${other}`, { 'accept-encoding': 'br' });
      await rawGet(`${server.url}${other}`, { 'accept-encoding': 'br' });
    }
    expect(server.rendered('/_next/static/media/logo.svg')).toBe(2);
    expect(server.rendered('/_next/static/chunks/other.js')).toBe(2);
  });

  it("renders /news from its normalised address: one visitor's e-mail address or click id never reaches the next", async () => {
    registerNewsVersion(() => 'v1');
    server = await startPageCacheServer(page);
    const first = await rawGet(`${server.url}/news?email=jane.doe%40example.com&gclid=PRIVATE`);
    const later = await rawGet(`${server.url}/news`);
    expect(server.rendered('/news')).toBe(1);
    for (const response of [first, later]) {
      expect(response.body.toString()).toContain('<!-- /news -->');
      expect(response.body.toString()).not.toMatch(/jane|PRIVATE|email/);
    }
    // Only page and size, in a fixed order, whatever else the first visitor's address carried.
    await rawGet(`${server.url}/news?size=20&utm_source=ad&page=2`);
    const other = await rawGet(`${server.url}/news?page=2&size=20`);
    expect(server.rendered('/news')).toBe(2);
    expect(other.body.toString()).toContain('<!-- /news?page=2&size=20 -->');
    expect(other.body.toString()).not.toContain('utm_source');
  });

  it('reads a repeated parameter as the page does (its first value) and leaves odd values uncached', async () => {
    registerNewsVersion(() => 'v1');
    server = await startPageCacheServer(page);
    const repeated = await rawGet(`${server.url}/news?page=2&page=9`);
    expect(repeated.body.toString()).toContain('<!-- /news?page=2 -->');
    await rawGet(`${server.url}/news?page=2`);
    expect(server.rendered('/news')).toBe(1);
    // `?page=2,9` is not the copy made for `?page=2&page=9`: it is rendered for itself, each time.
    for (let round = 0; round < 2; round += 1) {
      const odd = await rawGet(`${server.url}/news?page=2,9`);
      expect(odd.body.toString()).toContain('<!-- /news?page=2,9 -->');
      expect(odd.headers.etag).toBeUndefined();
    }
    expect(server.rendered('/news')).toBe(3);
    expect(
      ['page=', 'page=%202', 'size=5x', 'page=1234567', 'page=2&size=5,20'].map((query) =>
        newsKey(new URLSearchParams(query)),
      ),
    ).toEqual([null, null, null, null, null]);
    expect(newsKey(new URLSearchParams('size=20&page=3&page=4&fbclid=x'))).toBe('/news?page=3&size=20');
    expect(newsKey(new URLSearchParams('size=20&page=3&fbclid=x'), '/es/news')).toBe('/es/news?page=3&size=20');
    // An article's comments or full summary opened by the address: rendered each time, with the comments as they
    // are, never the plain list's copy.
    expect(
      ['comments=https%3A%2F%2Fexample.org%2Fa', 'page=2&more=https%3A%2F%2Fexample.org%2Fa', 'comments='].map(
        (query) => newsKey(new URLSearchParams(query)),
      ),
    ).toEqual([null, null, null]);
  });

  it('keeps comment lists and news pages anyone can make up apart: hundreds of them push out no page of the site', async () => {
    registerNewsVersion(() => 'v1');
    server = await startPageCacheServer(
      (req, res) => {
        if (!req.url?.startsWith('/api/comments/')) return page(req, res);
        // As the real route: an empty list for any address, known article or not.
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end('{"comments":[]}');
      },
      ['/'],
    );
    await rawGet(`${server.url}/`);
    await rawGet(`${server.url}/news`);
    const lists = SPACE_LIMITS.build + SPACE_LIMITS.comments + 10;
    for (let index = 0; index < lists; index += 1) await rawGet(`${server.url}/api/comments/made-up-${index}`);
    for (let index = 2; index < SPACE_LIMITS.news + 12; index += 1) await rawGet(`${server.url}/news?page=${index}`);
    await rawGet(`${server.url}/`);
    expect(server.rendered('/')).toBe(1);
    // Each space is bounded on its own: its oldest copies went, its newest stayed.
    await rawGet(`${server.url}/api/comments/made-up-${lists - 1}`);
    expect(server.rendered(`/api/comments/made-up-${lists - 1}`)).toBe(1);
    await rawGet(`${server.url}/api/comments/made-up-0`);
    expect(server.rendered('/api/comments/made-up-0')).toBe(2);
  });

  it('does not keep a 404: an address that does not exist is asked for again and never answered 200', async () => {
    server = await startPageCacheServer(
      (req, res) => {
        res.writeHead(req.url === '/_not-found' ? 404 : 200, { 'content-type': 'text/html' });
        res.end(HTML);
      },
      ['/', '/_not-found'],
    );
    for (let round = 0; round < 2; round += 1) {
      const missing = await rawGet(`${server.url}/_not-found`);
      expect(missing.status).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    }
    expect(server.rendered('/_not-found')).toBe(2);
  });

  it('does not keep a response that sets a cookie, even one marked public', async () => {
    server = await startPageCacheServer(
      (_req, res) => {
        res.writeHead(200, {
          'content-type': 'text/html',
          'cache-control': 'public, max-age=60',
          'set-cookie': 'seen=1; Path=/',
        });
        res.end(HTML);
      },
      ['/'],
    );
    for (let round = 0; round < 2; round += 1) {
      const response = await rawGet(`${server.url}/`);
      expect(response.headers.etag).toBeUndefined();
    }
    expect(server.rendered('/')).toBe(2);
  });

  // Next.js sets its own Cache-Control on a prerendered page only when none is set yet (send-payload).
  const likeNext = (_req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    if (!res.hasHeader('cache-control')) res.setHeader('cache-control', 's-maxage=31536000');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(HTML);
  };

  it('answers no request that sets a cookie (privacy_gpc) from memory; nothing it answers from memory sets one', async () => {
    server = await startPageCacheServer(likeNext, ['/']);
    await rawGet(`${server.url}/`);
    const signal = await rawGet(`${server.url}/`, { 'sec-gpc': '1', 'sec-fetch-dest': 'document' });
    expect(signal.headers['set-cookie']).toEqual(['privacy_gpc=1; Path=/; SameSite=Lax']);
    expect(signal.headers.etag).toBeUndefined();
    expect(server.rendered('/')).toBe(2);
    // Once the browser has the cookie (or for anyone else), the page comes from memory, with no cookie.
    for (const headers of [{ 'sec-gpc': '1', cookie: 'privacy_gpc=1' }, {}] as Record<string, string>[]) {
      const cached = await rawGet(`${server.url}/`, headers);
      expect(cached.headers.etag).toBeDefined();
      expect(cached.headers['set-cookie']).toBeUndefined();
    }
    expect(server.rendered('/')).toBe(2);
  });

  it('marks the response that sets a cookie private, so no CDN keeps it', async () => {
    server = await startPageCacheServer(likeNext, ['/']);
    const cleared = await rawGet(`${server.url}/`, { cookie: 'privacy_gpc=1', 'sec-fetch-dest': 'document' });
    expect(cleared.headers['set-cookie']).toEqual(['privacy_gpc=; Path=/; Max-Age=0; SameSite=Lax']);
    expect(cleared.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("fills from the handler's own output, not through its own port, rendered from the key alone", async () => {
    server = await startPageCacheServer(page, ['/']);
    await rawGet(`${server.url}/?gclid=PRIVATE`, {
      'accept-encoding': 'br',
      'if-none-match': 'W/"old"',
      cookie: 'seen=1',
      'x-client-ip': '203.0.113.7',
    });
    await rawGet(`${server.url}/`);
    // Two visitors reached the port: the copy was not fetched through it (no loopback request).
    expect(server.received()).toBe(2);
    const [fill] = server.rendersOf('/');
    expect(server.rendersOf('/')).toHaveLength(1);
    expect(fill?.method).toBe('GET');
    expect(fill?.url).toBe('/');
    // The whole identity body (the cache compresses it), never a 304, nothing of one visitor's.
    expect(fill?.headers['accept-encoding']).toBeUndefined();
    expect(fill?.headers['if-none-match']).toBeUndefined();
    expect(fill?.headers.cookie).toBeUndefined();
  });

  it('renders once for visitors arriving together; each, the first included, gets the compressed copy', async () => {
    const visitors = 6;
    let arrived: () => void = () => {};
    const allArrived = new Promise<void>((resolve) => (arrived = resolve));
    server = await startPageCacheServer(
      async (req, res) => {
        // The render finishes only once every visitor is waiting for it.
        await allArrived;
        page(req, res);
      },
      ['/'],
    );
    const started = server;
    const responses = Array.from({ length: visitors }, () =>
      rawGet(`${started.url}/`, { 'accept-encoding': 'gzip, deflate, br' }),
    );
    await expect.poll(() => started.received()).toBe(visitors);
    arrived();
    const answers = await Promise.all(responses);
    expect(server.rendered('/')).toBe(1);
    const etags = new Set(answers.map((response) => response.headers.etag));
    expect(etags.size).toBe(1);
    for (const response of answers) {
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
      expect(brotliDecompressSync(response.body).toString()).toBe(HTML);
    }
  });

  it('records a page streamed in chunks with back-pressure, as Next.js streams a page it renders', async () => {
    const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
    const streamed = async (_req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      for (let index = 0; index < 8; index += 1)
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      res.end();
    };
    server = await startPageCacheServer(streamed, ['/']);
    const response = await rawGet(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(response.body).toString()).toBe(chunk.repeat(8));
    expect(response.headers.etag).toBeDefined();
  });

  it('fills on a HEAD miss: headers and ETag without a body, and the next GET comes from memory', async () => {
    server = await startPageCacheServer(page, ['/']);
    const head = await rawGet(`${server.url}/`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toMatch(/^W\/".+"$/);
    expect(head.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(server.rendersOf('/')[0]?.method).toBe('GET');
    const get = await rawGet(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(get.headers.etag).toBe(head.headers.etag);
    expect(brotliDecompressSync(get.body).toString()).toBe(HTML);
    expect(server.rendered('/')).toBe(1);
  });

  it('lets go of a render that never ends: the visitor is answered by the handler, and a later one fills again', async () => {
    let renders = 0;
    server = await startPageCacheServer(
      (req, res) => {
        renders += 1;
        if (renders === 1) return; // hangs: never answers
        page(req, res);
      },
      ['/'],
      [],
      50,
    );
    const first = await rawGet(`${server.url}/`);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeUndefined(); // the handler's own answer, not a cached copy
    const later = await rawGet(`${server.url}/`);
    expect(later.status).toBe(200);
    expect(later.headers.etag).toBeDefined(); // the key was released and filled again
    expect(renders).toBe(3);
  });

  it('does not keep a page Next.js marks private, nor a render that failed', async () => {
    let renders = 0;
    server = await startPageCacheServer(
      (req, res) => {
        if (req.url === '/account') {
          res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'private, no-cache, no-store' });
          res.end(HTML);
          return;
        }
        renders += 1;
        if (renders === 1) throw new Error('the render failed');
        if (renders === 3) {
          res.writeHead(500, { 'content-type': 'text/html', 'cache-control': 's-maxage=31536000' });
          res.end('Internal Server Error');
          return;
        }
        page(req, res);
      },
      ['/', '/account'],
    );
    for (let round = 0; round < 2; round += 1) {
      const response = await rawGet(`${server.url}/account`);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toMatch(/private/);
    }
    expect(server.rendered('/account')).toBe(2);
    // A render that threw: nothing is kept, and the visitor is answered by the handler itself.
    const afterThrow = await rawGet(`${server.url}/`);
    expect(afterThrow.status).toBe(200);
    expect(afterThrow.headers.etag).toBeUndefined();
    // A render that answered an error: not kept, and no CDN may keep what the visitor gets for a year.
    const failed = await rawGet(`${server.url}/`);
    expect(failed.status).toBe(500);
    expect(failed.headers.etag).toBeUndefined();
    expect(failed.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const good = await rawGet(`${server.url}/`);
    expect(good.status).toBe(200);
    expect(good.headers.etag).toBeDefined();
    expect(renders).toBe(4);
  });
});

describe("the page cache's recorder and its copies", () => {
  it('records a render written as strings in any encoding, typed arrays and an end with only a callback', async () => {
    server = await startPageCacheServer(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
        res.write('<p>Caf\u00e9 ', 'latin1');
        res.write(new Uint8Array([0x3c, 0x2f, 0x70, 0x3e]));
        res.write('');
        res.end(() => {});
      },
      ['/'],
    );
    const expected = Buffer.concat([Buffer.from('<p>Caf\u00e9 ', 'latin1'), Buffer.from('</p>')]);
    await rawGet(`${server.url}/`);
    const cached = await rawGet(`${server.url}/`, { 'accept-encoding': 'br' });
    expect(cached.headers.etag).toBeDefined();
    expect(brotliDecompressSync(cached.body)).toEqual(expected);
    expect(server.rendered('/')).toBe(1);
  });

  it('keeps a page of exactly 2 MB; a larger one reaches its visitor whole from the handler, never cut', async () => {
    const sizes: Record<string, number> = { '/at-limit': MAX_BODY_BYTES, '/over-limit': MAX_BODY_BYTES + 1 };
    server = await startPageCacheServer((req, res) => {
      const size = sizes[req.url ?? ''] ?? 0;
      res.writeHead(200, { 'content-type': 'text/html' });
      // In two writes, as a stream would: the limit counts every chunk.
      res.write(Buffer.alloc(size - 10, 'a'));
      res.end(Buffer.alloc(10, 'b'));
    }, Object.keys(sizes));
    await rawGet(`${server.url}/at-limit`);
    const kept = await rawGet(`${server.url}/at-limit`);
    expect(kept.headers.etag).toBeDefined();
    expect(kept.body.length).toBe(MAX_BODY_BYTES);
    expect(server.rendered('/at-limit')).toBe(1);
    for (let round = 0; round < 2; round += 1) {
      const large = await rawGet(`${server.url}/over-limit`);
      expect(large.status).toBe(200);
      expect(large.headers.etag).toBeUndefined();
      expect(large.body.length).toBe(MAX_BODY_BYTES + 1);
      expect(large.body.subarray(-10).toString()).toBe('b'.repeat(10));
    }
    // Each visit: the cache's render, then the visitor's own.
    expect(server.rendered('/over-limit')).toBe(4);
  });

  it('renders with the headers a page may read (Accept, host, forwarding, request id) and a body that ends', async () => {
    server = await startPageCacheServer(
      async (req, res) => {
        // A handler that reads the request's body to its end, as a framework may: the fill's has none.
        await text(req);
        page(req, res);
      },
      ['/', '/other'],
    );
    await rawGet(`${server.url}/`, {
      accept: 'application/xhtml+xml',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-for': '203.0.113.7',
      'x-client-ip': '203.0.113.7',
      'x-request-id': 'req-12345678',
      'x-private-note': 'not for the render',
    });
    const [fill] = server.rendersOf('/');
    expect(fill?.httpVersion).toBe('1.1');
    expect(fill?.headers).toEqual({
      accept: 'application/xhtml+xml',
      host: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-for': '203.0.113.7',
      'x-client-ip': '203.0.113.7',
      'x-request-id': 'req-12345678',
    });
    expect((await rawGet(`${server.url}/`)).headers.etag).toBeDefined();
    expect(server.rendered('/')).toBe(1);
    // A visitor who sent no Accept: the render is asked for a page.
    await rawGet(`${server.url}/other`);
    expect(server.rendersOf('/other')[0]?.headers.accept).toBe('text/html');
  });

  it("keeps the page's own headers, never the render's per-request ones; keeps its Vary with Accept-Encoding", async () => {
    server = await startPageCacheServer(
      (req, res) => {
        res.writeHead(200, {
          'content-type': 'text/html',
          'content-length': String(Buffer.byteLength(HTML)),
          'x-frame-options': 'DENY',
          etag: '"next-own"',
          date: 'Mon, 01 Jan 2001 00:00:00 GMT',
          connection: 'keep-alive',
          'keep-alive': 'timeout=1',
          'x-request-id': String(req.headers['x-request-id']),
          ...(req.url === '/varies' ? { vary: 'RSC, Next-Router-State-Tree' } : {}),
        });
        res.end(HTML);
      },
      ['/', '/varies'],
    );
    await rawGet(`${server.url}/`, { 'x-request-id': 'first-visitor' });
    const later = await rawGet(`${server.url}/`, { 'accept-encoding': 'br', 'x-request-id': 'second-visitor' });
    expect(server.rendered('/')).toBe(1);
    expect(later.headers['x-frame-options']).toBe('DENY');
    expect(later.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(later.headers.date).not.toBe('Mon, 01 Jan 2001 00:00:00 GMT');
    expect(later.headers['x-request-id']).toBeUndefined();
    expect(later.headers['keep-alive']).not.toBe('timeout=1');
    expect(Number(later.headers['content-length'])).toBe(later.body.length);
    expect(brotliDecompressSync(later.body).toString()).toBe(HTML);
    expect(later.headers.vary).toBe('Accept-Encoding');
    await rawGet(`${server.url}/varies`);
    expect((await rawGet(`${server.url}/varies`)).headers.vary).toBe('RSC, Next-Router-State-Tree, Accept-Encoding');
  });

  it('passes a redirect or an already compressed answer on to its visitor as sent, headers and all, never kept', async () => {
    const gzipped = gzipSync(HTML);
    server = await startPageCacheServer(
      (req, res) => {
        if (req.url === '/moved') {
          res.writeHead(307, { location: '/claims', 'set-cookie': 'seen=1; Path=/', 'x-frame-options': 'DENY' });
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', connection: 'close' });
        res.end(gzipped);
      },
      ['/moved', '/compressed'],
    );
    for (let round = 0; round < 2; round += 1) {
      const moved = await rawGet(`${server.url}/moved`);
      expect(moved.status).toBe(307);
      expect(moved.headers.location).toBe('/claims');
      expect(moved.headers['set-cookie']).toEqual(['seen=1; Path=/']);
      expect(moved.headers['x-frame-options']).toBe('DENY');
      expect(moved.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
      const compressed = await rawGet(`${server.url}/compressed`, { 'accept-encoding': 'gzip' });
      expect(compressed.headers.etag).toBeUndefined();
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers.connection).not.toBe('close');
      expect(gunzipSync(compressed.body).toString()).toBe(HTML);
    }
    expect(server.rendered('/moved')).toBe(2);
    expect(server.rendered('/compressed')).toBe(2);
  });

  it('forgets only the comment list a post invalidates; the other articles keep theirs', async () => {
    server = await startPageCacheServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end('{"comments":[]}');
    });
    const first = `/api/comments/${encodeURIComponent('https://example.com/first')}`;
    const second = `/api/comments/${encodeURIComponent('https://example.com/second')}`;
    for (const path of [first, second]) await rawGet(`${server.url}${path}`);
    invalidatePageCache(first);
    for (const path of [first, second]) await rawGet(`${server.url}${path}`);
    expect(server.rendered(first)).toBe(2);
    expect(server.rendered(second)).toBe(1);
  });

  it('keeps exactly as many comment lists as its space holds, dropping the least recently used', async () => {
    registerNewsVersion(() => 'v1');
    server = await startPageCacheServer((req, res) => {
      if (!req.url?.startsWith('/api/comments/')) return page(req, res);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end('{"comments":[]}');
    });
    // Copies in another space do not count against the comment lists'.
    await rawGet(`${server.url}/news`);
    await rawGet(`${server.url}/news?page=2`);
    const list = (index: number) => `/api/comments/list-${index}`;
    for (let index = 0; index < SPACE_LIMITS.comments; index += 1) await rawGet(`${server.url}${list(index)}`);
    // The oldest is used again, so the next new list pushes out the second oldest instead.
    await rawGet(`${server.url}${list(0)}`);
    await rawGet(`${server.url}${list(SPACE_LIMITS.comments)}`);
    await rawGet(`${server.url}${list(2)}`);
    await rawGet(`${server.url}${list(0)}`);
    await rawGet(`${server.url}${list(1)}`);
    expect([0, 1, 2].map((index) => server?.rendered(list(index)))).toEqual([1, 2, 1]);
  });

  it('counts a news copy rendered while the sheet was still loading as the sheet it rendered', async () => {
    let sheet = 'unknown';
    registerNewsVersion(() => sheet);
    server = await startPageCacheServer((req, res) => {
      // The news source learns its fingerprint while the first list renders.
      sheet = 'v1';
      page(req, res);
    });
    await rawGet(`${server.url}/news`);
    const again = await rawGet(`${server.url}/news`);
    expect(again.headers.etag).toBeDefined();
    expect(server.rendered('/news')).toBe(1);
  });

  it('leaves API answers, long comment addresses and client navigations of every kind to Next.js', async () => {
    server = await startPageCacheServer(page, ['/', '/api/health']);
    const longList = `/api/comments/${'x'.repeat(2200)}`;
    const navigations: Record<string, string>[] = [
      { 'next-action': 'abc' },
      { 'next-router-prefetch': '1' },
      { 'next-router-state-tree': '%5B%22%22%5D' },
      { authorization: 'Basic eDp5' },
    ];
    for (let round = 0; round < 2; round += 1) {
      await rawGet(`${server.url}/api/health`);
      await rawGet(`${server.url}${longList}`);
      await rawGet(`${server.url}/?_rsc=1`);
      for (const headers of navigations) await rawGet(`${server.url}/`, headers);
    }
    expect(server.rendered('/api/health')).toBe(2);
    expect(server.rendered(longList)).toBe(2);
    expect(server.rendered('/')).toBe(2 + 2 * navigations.length);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0.000')).toBe('gzip');
  });
});
