import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { rawGet, startPageCacheServer, type PageCacheServer } from '@/tests/support/page-cache-server';
import { COMMENTS_CACHE_CONTROL, invalidatePageCache, PAGE_CACHE_CONTROL, pickEncoding, registerNewsVersion, STATIC_CACHE_CONTROL } from './page-cache';

const HTML = `<!doctype html><html><body>${'<p>The same page for every visitor.</p>'.repeat(200)}</body></html>`;

let server: PageCacheServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
  invalidatePageCache('/');
});

function page(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000', 'x-frame-options': 'DENY' });
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

  it('never keeps anything personal: results, insurance data, the console, POSTs, responses that set a cookie', async () => {
    server = await startPageCacheServer((req, res) => {
      const headers: Record<string, string> = { 'content-type': 'text/html', 'cache-control': 'private, no-store' };
      if (req.url === '/with-cookie') headers['set-cookie'] = 'session=abc';
      res.writeHead(200, headers);
      res.end(`for ${req.url}`);
    }, ['/results/1', '/with-cookie', '/']);
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
        res.writeHead(200, { 'content-type': 'application/javascript; charset=UTF-8', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
        res.end(SCRIPT);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
      }
    };
    server = await startPageCacheServer(asset, [], ['/_next/static/chunks/app.js', '/_next/static/media/logo.svg']);
    await server.cache.warmStaticAssets();
    expect(server.rendered('/_next/static/chunks/app.js')).toBe(1);
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
    for (const other of ['/_next/static/media/logo.svg', '/_next/static/chunks/other.js', '/_next/static/chunks/../../prerender-manifest.json']) {
      await rawGet(`${server.url}${other}`, { 'accept-encoding': 'br' });
      await rawGet(`${server.url}${other}`, { 'accept-encoding': 'br' });
    }
    expect(server.rendered('/_next/static/media/logo.svg')).toBe(2);
    expect(server.rendered('/_next/static/chunks/other.js')).toBe(2);
  });

  it('does not let a visitor skip the cache by sending its internal header', async () => {
    server = await startPageCacheServer(page, ['/']);
    await rawGet(`${server.url}/`);
    const sneaky = await rawGet(`${server.url}/`, { 'x-page-cache-fill': 'guess' });
    expect(sneaky.headers.etag).toBeDefined();
    expect(server.rendered('/')).toBe(1);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
  });
});
