// The origin's page cache (docs/decisions/161): responses that are the same for every visitor
// (prerendered pages, /news for a given page and size, an article's comment list) are kept in
// memory with their gzip and brotli bodies, answered with an ETag, a 304 on If-None-Match, and a
// Cache-Control that lets a CDN keep them for a minute. The build's scripts and styles
// (/_next/static, named by their content) are kept the same way, compressed once with brotli's
// best quality, with Next.js's year-long immutable Cache-Control (decision 164: Next.js itself
// sends them gzipped, compressed again on every request). Everything else goes to Next.js untouched.
//
// What is kept is what any visitor may see (issue 24 item 12): a copy is rendered from its key (the
// normalised address), never from the visitor's own address; no response that sets a cookie is
// kept or answered from memory; and addresses anyone can make up (comment lists, /news page
// numbers) have spaces of their own, so they cannot push the site's pages out.
//
// How a copy fills (decision 177): Next.js's request handler renders the key into a response of
// our own, `RecordingResponse`, which keeps what is written and sends it nowhere; no request goes
// back to this process's port. The visitors who asked meanwhile, the first one included, are all
// answered from the compressed copy, so none gets Next.js's uncompressed render or its year-long
// s-maxage.
//
// Plain TypeScript without 'server-only': server.mjs imports it outside the Next.js bundles. Route
// code inside the bundles (a comment post) invalidates server.mjs's copies through
// invalidatePageCache(), and the news sheet's fingerprint is read through the provider the news
// source registers: both go through server/shared-process-state.ts (decision 177).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  invalidatePageCaches,
  newsVersion,
  onPageCacheInvalidation,
  provideNewsVersion,
} from '../shared-process-state.ts';
import { unlocalizedPath } from '../../lib/i18n/locale.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A CDN may keep a page one minute and serve it stale one more while it asks again (issue 17 item 4). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** A comment list changes with every post: kept, but revalidated (a cheap 304) on every use. */
export const COMMENTS_CACHE_CONTROL = 'public, no-cache';
/** Another instance learns of a post or a moderation decision within this time (its own posts at once). */
export const COMMENTS_TTL_MS = 5_000;
/** Scripts and styles of the build: their names change with their content, so they never change. */
export const STATIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A response that sets a cookie for one visitor: no shared cache may keep it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';
/**
 * How many copies each space keeps (oldest dropped first, within the space only). `build` holds
 * what the build lists (prerendered pages, scripts, styles), a fixed set; the other two hold
 * addresses any visitor can make up, so they are kept apart and small.
 */
export const SPACE_LIMITS = { build: 400, news: 100, comments: 200 } as const;
type Space = keyof typeof SPACE_LIMITS;
/** A render larger than this is not kept (the visitor gets it from Next.js, uncompressed by us). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * Never cached, whatever else is said: a visitor's own results and claim outcome, their insurance data, the console.
 * Matched against the path without its language prefix, so a page's Spanish twin (/es/results/...,
 * decision 182) is as personal as the English page.
 */
const PERSONAL = [
  /^\/results(\/|$)/,
  /^\/claims\/sent(\/|$)/,
  /^\/api\/insurance(\/|$)/,
  /^\/console(\/|$)/,
  /^\/api\/console(\/|$)/,
];
/** Headers of a filled response that are not kept (recomputed, per request or per connection). */
const DROPPED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'cache-control',
  'vary',
  'x-request-id',
]);

interface Entry {
  key: string;
  space: Space;
  version: string;
  storedAt: number;
  ttlMs: number;
  etag: string;
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Forgets every cached response whose key starts with this path (e.g. an article's comment list). */
export function invalidatePageCache(pathPrefix = '/'): void {
  invalidatePageCaches(pathPrefix);
}

/** The news source registers how to read its current fingerprint (it also starts a due refresh). */
export function registerNewsVersion(provider: () => string): void {
  provideNewsVersion(provider);
}

interface Rule {
  /** The normalised address: the copy is keyed by it and rendered from it (never from the request's own address). */
  key: string;
  space: Space;
  cacheControl: string;
  ttlMs: number;
  version: () => string;
  /** Brotli quality: 10 for pages (compressed again when they change), 11 for the build's files (once). */
  brotliQuality: number;
}

/** The build's scripts and styles as their URL paths (/_next/static/...), read once from the build folder. */
export function staticAssetPaths(distDir: string): Set<string> {
  const base = path.join(distDir, 'static');
  try {
    const files = readdirSync(base, { recursive: true, withFileTypes: true });
    return new Set(
      files
        .filter((file) => file.isFile() && /\.(js|css)$/.test(file.name))
        .map(
          (file) =>
            `/_next/static/${path.relative(base, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`,
        ),
    );
  } catch {
    return new Set();
  }
}

/** Reads the build's list of prerendered routes (Next.js's prerender manifest). */
export function prerenderedPaths(distDir: string): Set<string> {
  try {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      routes?: Record<string, unknown>;
    };
    return new Set(Object.keys(manifest.routes ?? {}));
  } catch {
    return new Set();
  }
}

/** What a request's cached copy is keyed by, or null when it must go to Next.js. */
export function cacheRule(
  req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  prerendered: ReadonlySet<string>,
  staticAssets: ReadonlySet<string> = new Set(),
): Rule | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  // Only files the build has (a listed path, so a made-up name never fills anything); any query ignored.
  const pathOnly = (req.url ?? '/').split('?')[0] ?? '/';
  if (staticAssets.has(pathOnly))
    return {
      key: pathOnly,
      space: 'build',
      cacheControl: STATIC_CACHE_CONTROL,
      ttlMs: Infinity,
      version: () => '',
      brotliQuality: 11,
    };
  const headers = req.headers;
  // Client-side navigation (React Server Component payloads), server actions, previews: not pages.
  if (
    headers.rsc ||
    headers['next-action'] ||
    headers['next-router-prefetch'] ||
    headers['next-router-state-tree'] ||
    headers.authorization
  )
    return null;
  // The target as a path: against a base, '//news' would be read as the host 'news' (and '//' throws).
  const url = new URL(`http://origin${req.url ?? '/'}`);
  const pathname = url.pathname;
  const unlocalized = unlocalizedPath(pathname);
  if (PERSONAL.some((pattern) => pattern.test(unlocalized)) || url.searchParams.has('_rsc')) return null;
  // The Spanish list is the same feed in another page's words: a copy of its own, same rules.
  if (pathname === '/news' || pathname === '/es/news') {
    const key = newsKey(url.searchParams, pathname);
    return key
      ? {
          key,
          space: 'news',
          cacheControl: PAGE_CACHE_CONTROL,
          ttlMs: Infinity,
          version: newsVersion,
          brotliQuality: 10,
        }
      : null;
  }
  if (pathname.startsWith('/api/comments/') && pathname.length < 2200 && !url.search) {
    return {
      key: pathname,
      space: 'comments',
      cacheControl: COMMENTS_CACHE_CONTROL,
      ttlMs: COMMENTS_TTL_MS,
      version: () => '',
      brotliQuality: 10,
    };
  }
  // A prerendered page is the same HTML whatever its query string (campaign tags and the like).
  if (prerendered.has(pathname) && !pathname.startsWith('/api/')) {
    return {
      key: pathname,
      space: 'build',
      cacheControl: PAGE_CACHE_CONTROL,
      ttlMs: Infinity,
      version: () => '',
      brotliQuality: 10,
    };
  }
  return null;
}

/**
 * /news's (or /es/news's) address reduced to what the page reads: the first `page` and the first `size`, as
 * lib/news.ts's resolvePaging takes them (a repeated parameter is normalised to its first value),
 * in a fixed order; every other parameter (campaign tags, an e-mail address) is left out. A value
 * that is not plain digits (`2,9`, blank, spaces) is odd: such an address is not cached (null), nor
 * one that opens an article's summary or comments (`more`, `comments`, lib/news.ts).
 */
export function newsKey(params: URLSearchParams, pathname: '/news' | '/es/news' = '/news'): string | null {
  // An article's full summary or comments opened by the address (a browser without JavaScript): a page of
  // its own, with the comments as they are now, and addresses anyone can make up; never kept.
  if (params.has('more') || params.has('comments')) return null;
  const kept = new URLSearchParams();
  for (const [name, pattern] of [
    ['page', /^\d{1,6}$/],
    ['size', /^\d{1,3}$/],
  ] as const) {
    const value = params.get(name);
    if (value === null) continue;
    if (!pattern.test(value)) return null;
    kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    offered.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Drops the least recently used copies of one space until it is within its limit; other spaces are untouched. */
function evictOldest(entries: Map<string, Entry>, space: Space): void {
  let excess = -SPACE_LIMITS[space];
  for (const entry of entries.values()) if (entry.space === space) excess += 1;
  for (const [key, entry] of entries) {
    if (excess <= 0) return;
    if (entry.space !== space) continue;
    entries.delete(key);
    excess -= 1;
  }
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/** What Next.js answered to a fill: status, headers and the identity body. */
interface Recorded {
  /** False when the body was over MAX_BODY_BYTES (then it is not kept here at all). */
  complete: boolean;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** A socket that takes every byte and keeps none: a recorded response goes to no client. */
function discardingSocket(): Writable {
  return new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
}

/**
 * A response Next.js renders into as into any other (Node's ServerResponse, documented for
 * extending: `createServer({ ServerResponse })`), which keeps the body as written, before any
 * transfer framing, and sends the bytes to no client. Fastify's light-my-request injects requests
 * the same way.
 */
class RecordingResponse extends ServerResponse {
  private readonly chunks: Buffer[] = [];
  private size = 0;

  constructor(req: IncomingMessage) {
    super(req);
    // Node writes headers given to writeHead() straight out, where getHeaders() cannot see them,
    // unless setHeader() was called first: then it merges them into the kept ones (documented
    // under writeHead). light-my-request sets and removes one header for the same reason.
    this.setHeader('x-recorded', '1');
    this.removeHeader('x-recorded');
    const socket = discardingSocket();
    this.assignSocket(socket as never);
    // A response passes its socket's drain on only through the HTTP server, which this one has
    // not: without it, a render streamed with back-pressure (a dynamic page) would wait forever.
    socket.on('drain', () => {
      if (!this.writableFinished) this.emit('drain');
    });
  }

  private keep(chunk: unknown, encoding: unknown): void {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    this.size += bytes.length;
    if (this.size <= MAX_BODY_BYTES) this.chunks.push(bytes);
  }

  override write(chunk: unknown, ...rest: unknown[]): boolean {
    this.keep(chunk, rest[0]);
    return (super.write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }

  override end(...args: unknown[]): this {
    this.keep(args[0], args[1]);
    return (super.end as (...args: unknown[]) => this)(...args);
  }

  /** What was answered, once Next.js has ended the response. */
  recorded(): Recorded {
    const complete = this.size <= MAX_BODY_BYTES;
    return {
      complete,
      status: this.statusCode,
      headers: this.getHeaders(),
      body: complete ? Buffer.concat(this.chunks) : Buffer.alloc(0),
    };
  }
}

/** Headers of the visitor's request the render sees; not Accept-Encoding or If-None-Match (an identity 200). */
const RENDER_HEADERS = [
  'host',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-for',
  'x-client-ip',
  'x-request-id',
] as const;

/**
 * A GET for `key` as Next.js receives one from Node: the normalised address, no body, no cookie,
 * no Accept-Encoding (the whole identity body, which the cache compresses) and no If-None-Match
 * (never a 304 in place of the page).
 */
function renderRequest(visitor: Pick<IncomingMessage, 'headers'>, key: string): IncomingMessage {
  const req = new IncomingMessage(discardingSocket() as never);
  req.method = 'GET';
  req.url = key;
  req.httpVersion = '1.1';
  req.httpVersionMajor = 1;
  req.httpVersionMinor = 1;
  req.headers = { accept: String(visitor.headers.accept ?? 'text/html') };
  // The site builds absolute URLs (canonical links) from its settings, not from the Host header;
  // passing it on keeps what Next.js sees the same as for a visitor.
  for (const name of RENDER_HEADERS) {
    const value = visitor.headers[name];
    if (typeof value === 'string') req.headers[name] = value;
  }
  req.complete = true;
  req.push(null);
  return req;
}

/** Next.js's request handler (`app.getRequestHandler()`), or anything that answers like it. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface PageCacheOptions {
  /** Renders a copy: the cache hands it a request for the key and a response that records. */
  render: RequestHandler;
  /** The build folder, for its list of prerendered routes and its static files. */
  distDir: string;
  /**
   * How long visitors wait on a render before they are handed to Next.js themselves (default 10 s):
   * a render that never ends must not hold its key, and everyone who asks for it, for ever.
   */
  renderTimeoutMs?: number;
}

export interface PageCache {
  /** Answers the request from the cache, or hands it to `next` when it is not for the cache. */
  handle: (req: IncomingMessage, res: ServerResponse, next: RequestHandler) => void;
  /**
   * Compresses the build's scripts and styles ahead of the first visitor, one at a time (brotli's
   * best quality takes a few hundred milliseconds for the largest): call once the server listens.
   */
  warmStaticAssets: () => Promise<void>;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const prerendered = prerenderedPaths(options.distDir);
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();
  onPageCacheInvalidation((pathPrefix) => {
    for (const key of entries.keys()) if (key.startsWith(pathPrefix)) entries.delete(key);
  });
  const staticAssets = staticAssetPaths(options.distDir);
  const renderTimeoutMs = options.renderTimeoutMs ?? 10_000;

  /** Next.js's answer for the key, rendered into a RecordingResponse; rejects when the handler throws. */
  function render(req: Pick<IncomingMessage, 'headers'>, key: string): Promise<Recorded> {
    const fillRequest = renderRequest(req, key);
    const recording = new RecordingResponse(fillRequest);
    return new Promise<Recorded>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('page render timed out')), renderTimeoutMs);
      timer.unref();
      recording.once('finish', () => {
        clearTimeout(timer);
        resolve(recording.recorded());
      });
      Promise.resolve()
        .then(() => options.render(fillRequest, recording))
        .catch((error: unknown) => {
          clearTimeout(timer);
          reject(error);
        });
    });
  }

  async function fill(
    req: Pick<IncomingMessage, 'headers'>,
    rule: Rule,
  ): Promise<{ entry: Entry | null; recorded: Recorded }> {
    // Read before rendering, so a change during the render makes the next request render again.
    const versionBefore = rule.version();
    // Rendered from the key, not from the visitor's address: the HTML carries its own address
    // (Next.js's payload), and every visitor with this key is served it.
    const recorded = await render(req, rule.key);
    const cacheControl = String(recorded.headers['cache-control'] ?? '');
    // Only a plain success that sets nothing for one visitor is shared.
    if (
      !recorded.complete ||
      recorded.status !== 200 ||
      recorded.headers['set-cookie'] ||
      recorded.body.length === 0 ||
      recorded.headers['content-encoding']
    )
      return { entry: null, recorded };
    if (rule.cacheControl === PAGE_CACHE_CONTROL && /private/.test(cacheControl) && rule.space !== 'news')
      return { entry: null, recorded };
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(recorded.headers))
      if (!DROPPED.has(name) && value !== undefined) headers[name] = value;
    const [br, gz] = await Promise.all([
      brotli(recorded.body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: rule.brotliQuality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: recorded.body.length,
        },
      }),
      gzipAsync(recorded.body, { level: 9 }),
    ]);
    // Next.js's own Vary (its client-navigation headers) stays, for a CDN's sake, with Accept-Encoding.
    const vary = String(recorded.headers.vary ?? '');
    headers.vary = /accept-encoding/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    const etag = `W/"${createHash('sha256').update(recorded.body).digest('base64url').slice(0, 27)}"`;
    const version = versionBefore === 'unknown' ? rule.version() : versionBefore;
    return {
      entry: {
        key: rule.key,
        space: rule.space,
        version,
        storedAt: Date.now(),
        ttlMs: rule.ttlMs,
        etag,
        headers,
        identity: recorded.body,
        gzip: gz,
        br,
      },
      recorded,
    };
  }

  /**
   * The cached copy, filled once for concurrent requests. A response that may not be shared (a
   * cookie, an error) goes to the request that asked for it only; the others go to Next.js.
   */
  async function lookup(
    req: Pick<IncomingMessage, 'headers'>,
    rule: Rule,
  ): Promise<{ entry: Entry | null; own: Recorded | null }> {
    const current = entries.get(rule.key);
    if (current && current.version === rule.version() && Date.now() - current.storedAt < current.ttlMs) {
      // Most recently used last: the oldest is dropped first when the store is full.
      entries.delete(rule.key);
      entries.set(rule.key, current);
      return { entry: current, own: null };
    }
    const joined = filling.get(rule.key);
    if (joined) return { entry: await joined, own: null };
    const started = fill(req, rule);
    const pending = started
      .then(({ entry }) => {
        if (entry) {
          entries.delete(rule.key);
          entries.set(rule.key, entry);
          evictOldest(entries, rule.space);
        }
        return entry;
      })
      .finally(() => filling.delete(rule.key));
    filling.set(rule.key, pending);
    const entry = await pending;
    const { recorded } = await started;
    return { entry, own: entry || !recorded.complete ? null : recorded };
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, cacheControl: string): void {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // Lower-case like the kept headers they replace: `Vary` beside `vary` would send the header twice.
    const common = { etag: entry.etag, 'cache-control': cacheControl, vary: String(entry.headers.vary) };
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
    res.writeHead(200, {
      ...entry.headers,
      ...common,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * A render that was not kept (an error, a cookie, a page Next.js marks private), sent to the one
   * visitor who asked as Next.js answered it, but `private, no-store`: what the cache would not
   * share, no CDN keeps (not for the year-long s-maxage Next.js gives a prerendered page either).
   */
  function passOn(req: IncomingMessage, res: ServerResponse, recorded: Recorded): void {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(recorded.headers))
      if (
        !['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-request-id'].includes(name) &&
        value !== undefined
      )
        headers[name] = value;
    res.writeHead(recorded.status, {
      ...headers,
      'cache-control': PERSONAL_CACHE_CONTROL,
      'Content-Length': recorded.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : recorded.body);
  }

  return {
    handle(req, res, next) {
      const rule = cacheRule(req, prerendered, staticAssets);
      if (!rule) {
        next(req, res);
        return;
      }
      // The response already sets a cookie for this visitor (server.mjs's privacy_gpc): it is
      // theirs alone, so it is not answered from memory, and no CDN may keep it (Next.js keeps a
      // Cache-Control set before it answers).
      if (res.hasHeader('set-cookie')) {
        res.setHeader('Cache-Control', PERSONAL_CACHE_CONTROL);
        next(req, res);
        return;
      }
      lookup(req, rule).then(
        ({ entry, own }) => {
          if (entry) send(req, res, entry, rule.cacheControl);
          else if (own) passOn(req, res, own);
          else next(req, res);
        },
        () => next(req, res),
      );
    },
    async warmStaticAssets() {
      for (const assetPath of staticAssets) {
        const rule = cacheRule({ method: 'GET', url: assetPath, headers: {} }, prerendered, staticAssets);
        if (rule) await lookup({ headers: {} }, rule).catch(() => {});
      }
    },
  };
}
