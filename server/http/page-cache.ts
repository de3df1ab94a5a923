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
// Plain TypeScript without 'server-only': server.mjs imports it outside the Next.js bundles. Route
// code inside the bundles (a comment post) invalidates server.mjs's copies through
// invalidatePageCache(), and the news sheet's fingerprint is read through the provider the news
// source registers: both go through server/shared-process-state.ts (decision 177).
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import {
  invalidatePageCaches,
  newsVersion,
  onPageCacheInvalidation,
  provideNewsVersion,
} from '../shared-process-state.ts';

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
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const FILL_HEADER = 'x-page-cache-fill';

/**
 * Never cached, whatever else is said: a visitor's own results and claim outcome, their insurance data, the console.
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
  const url = new URL(req.url ?? '/', 'http://origin');
  const pathname = url.pathname;
  if (PERSONAL.some((pattern) => pattern.test(pathname)) || url.searchParams.has('_rsc')) return null;
  if (pathname === '/news') {
    const key = newsKey(url.searchParams);
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
 * /news's address reduced to what the page reads: the first `page` and the first `size`, as
 * lib/news.ts's resolvePaging takes them (a repeated parameter is normalised to its first value),
 * in a fixed order; every other parameter (campaign tags, an e-mail address) is left out. A value
 * that is not plain digits (`2,9`, blank, spaces) is odd: such an address is not cached (null).
 */
export function newsKey(params: URLSearchParams): string | null {
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
  return query ? `/news?${query}` : '/news';
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

interface Fetched {
  /** False when the body was over MAX_BODY_BYTES (then it is not kept here at all). */
  complete: boolean;
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface PageCacheOptions {
  /** Where this process's own server listens (the cache fills itself through it, uncompressed). */
  port: number;
  host?: string;
  /** The build folder, for its list of prerendered routes and its static files. */
  distDir: string;
}

export interface PageCache {
  /** Answers the request from the cache, or hands it to `next` when it is not for the cache. */
  handle: (
    req: IncomingMessage,
    res: ServerResponse,
    next: (req: IncomingMessage, res: ServerResponse) => unknown,
  ) => void;
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
  // Only this process knows it: a request carrying it is the cache's own fill, not a visitor.
  const fillToken = randomBytes(16).toString('hex');
  const connectHost = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;

  function fetchOwn(req: IncomingMessage, pathAndQuery: string): Promise<Fetched> {
    return new Promise((resolve, reject) => {
      const forwarded: OutgoingHttpHeaders = {
        [FILL_HEADER]: fillToken,
        accept: String(req.headers.accept ?? 'text/html'),
      };
      // The site builds absolute URLs (canonical links) from its settings, not from the Host header;
      // passing it on keeps what Next.js sees the same as for a visitor.
      if (req.headers.host) forwarded.host = req.headers.host;
      for (const name of ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for', 'x-client-ip'])
        if (req.headers[name]) forwarded[name] = req.headers[name];
      const outgoing = httpRequest(
        { host: connectHost, port: options.port, path: pathAndQuery, method: 'GET', headers: forwarded },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_BODY_BYTES) chunks.push(chunk);
          });
          response.on('end', () =>
            resolve({
              complete: size <= MAX_BODY_BYTES,
              status: response.statusCode ?? 500,
              headers: response.headers,
              body: size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : Buffer.alloc(0),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  async function fill(req: IncomingMessage, rule: Rule): Promise<{ entry: Entry | null; fetched: Fetched }> {
    // Read before rendering, so a change during the render makes the next request render again.
    const versionBefore = rule.version();
    // Rendered from the key, not from the visitor's address: the HTML carries its own address
    // (Next.js's payload), and every visitor with this key is served it.
    const fetched = await fetchOwn(req, rule.key);
    const cacheControl = String(fetched.headers['cache-control'] ?? '');
    // Only a plain success that sets nothing for one visitor is shared.
    if (
      !fetched.complete ||
      fetched.status !== 200 ||
      fetched.headers['set-cookie'] ||
      fetched.body.length === 0 ||
      fetched.headers['content-encoding']
    )
      return { entry: null, fetched };
    if (rule.cacheControl === PAGE_CACHE_CONTROL && /private/.test(cacheControl) && !rule.key.startsWith('/news'))
      return { entry: null, fetched };
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(fetched.headers))
      if (!DROPPED.has(name) && value !== undefined) headers[name] = value;
    const [br, gz] = await Promise.all([
      brotli(fetched.body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: rule.brotliQuality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: fetched.body.length,
        },
      }),
      gzipAsync(fetched.body, { level: 9 }),
    ]);
    // Next.js's own Vary (its client-navigation headers) stays, for a CDN's sake, with Accept-Encoding.
    const vary = String(fetched.headers.vary ?? '');
    headers.vary = /accept-encoding/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', ');
    const etag = `W/"${createHash('sha256').update(fetched.body).digest('base64url').slice(0, 27)}"`;
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
        identity: fetched.body,
        gzip: gz,
        br,
      },
      fetched,
    };
  }

  /**
   * The cached copy, filled once for concurrent requests. A response that may not be shared (a
   * cookie, an error) goes to the request that asked for it only; the others go to Next.js.
   */
  async function lookup(req: IncomingMessage, rule: Rule): Promise<{ entry: Entry | null; own: Fetched | null }> {
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
    const { fetched } = await started;
    return { entry, own: entry || !fetched.complete ? null : fetched };
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry, cacheControl: string): void {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const common = { ETag: entry.etag, 'Cache-Control': cacheControl, Vary: String(entry.headers.vary) };
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

  /** A response that was not kept, sent as Next.js answered it (to the one visitor who asked). */
  function passOn(req: IncomingMessage, res: ServerResponse, fetched: Fetched): void {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(fetched.headers))
      if (
        !['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-request-id'].includes(name) &&
        value !== undefined
      )
        headers[name] = value;
    res.writeHead(fetched.status, { ...headers, 'Content-Length': fetched.body.length });
    res.end(req.method === 'HEAD' ? undefined : fetched.body);
  }

  return {
    handle(req, res, next) {
      if (req.headers[FILL_HEADER] !== undefined) {
        const own = req.headers[FILL_HEADER] === fillToken;
        delete req.headers[FILL_HEADER];
        // Only the cache's own fill skips it; a visitor sending the header is simply not served from it.
        if (own) {
          next(req, res);
          return;
        }
      }
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
        if (rule) await lookup({ method: 'GET', url: assetPath, headers: {} } as IncomingMessage, rule).catch(() => {});
      }
    },
  };
}
