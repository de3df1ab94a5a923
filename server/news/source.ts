import 'server-only';
import { createHash } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import * as z from '@/lib/zod';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import type { NewsArticle } from '@/lib/news';
import { getEnv } from '../env';
import type { Env } from '../env-schema';
import { registerNewsVersion } from '../http/page-cache';
import { log } from '../log';
import { parseSheetValues } from './parse';

/** How long one fetch of the sheet may take before the last good copy is served instead. */
export const SHEET_TIMEOUT_MS = 5_000;
/** After a failed fetch, wait this long (at most the cache time) before asking the source again. */
const RETRY_AFTER_FAILURE_MS = 60_000;
/** A sheet larger than this is refused rather than parsed. */
const MAX_SHEET_BYTES = 5 * 1024 * 1024;

export type NewsSourceKind = 'sheets-api' | 'csv' | 'sample';

export function newsSourceKind(env: Env = getEnv()): NewsSourceKind {
  if (env.NEWS_SHEET_ID && env.GOOGLE_API_KEY) return 'sheets-api';
  if (env.NEWS_CSV_URL) return 'csv';
  return 'sample';
}

/** A failure described without the request URL, which carries the API key. */
export class SheetFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SheetFetchError';
  }
}

const sheetsResponse = z.object({
  values: z._default(z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))), []),
});

async function fetchText(url: string, timeoutMs: number, accept: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: accept },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new SheetFetchError(timedOut ? `timed out after ${timeoutMs} ms` : 'network error');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new SheetFetchError(`HTTP ${response.status}`, response.status);
  }
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_SHEET_BYTES) throw new SheetFetchError('response too large');
  const text = await response.text().catch(() => {
    throw new SheetFetchError('response body could not be read');
  });
  if (text.length > MAX_SHEET_BYTES) throw new SheetFetchError('response too large');
  return text;
}

/** The sheet's raw values (header row first) from the configured source. */
export async function fetchSheetValues(env: Env = getEnv(), timeoutMs = SHEET_TIMEOUT_MS): Promise<unknown[][]> {
  const kind = newsSourceKind(env);
  if (kind === 'sample') return NEWS_SAMPLE_SHEET.map((row) => [...row]);

  if (kind === 'sheets-api') {
    const base = env.SHEETS_API_BASE_URL.replace(/\/+$/, '');
    const url = `${base}/v4/spreadsheets/${encodeURIComponent(env.NEWS_SHEET_ID)}/values/Sheet1?key=${encodeURIComponent(env.GOOGLE_API_KEY)}`;
    const text = await fetchText(url, timeoutMs, 'application/json');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new SheetFetchError('response is not JSON');
    }
    const parsed = sheetsResponse.safeParse(json);
    if (!parsed.success) throw new SheetFetchError('response has no values table');
    return parsed.data.values;
  }

  const text = await fetchText(env.NEWS_CSV_URL, timeoutMs, 'text/csv');
  try {
    return parseCsv(text, { relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  } catch {
    throw new SheetFetchError('response is not CSV');
  }
}

interface CacheState {
  articles: NewsArticle[] | null;
  /** A fingerprint of the articles: cached /news pages are rendered again when it changes (decision 161). */
  version: string;
  /** When the source should be asked again (ms since epoch). */
  refreshAt: number;
  pending: Promise<void> | null;
}

// On globalThis so that every route bundle of the server process shares one copy.
const globalForNews = globalThis as unknown as { newsCache?: CacheState };
function cache(): CacheState {
  globalForNews.newsCache ??= { articles: null, version: 'empty', refreshAt: 0, pending: null };
  return globalForNews.newsCache;
}

// The page cache asks on every /news request: that also starts a due refresh, as a render would.
registerNewsVersion(() => {
  const state = cache();
  if (Date.now() >= state.refreshAt) void startRefresh();
  return state.version;
});

let timeoutMs = SHEET_TIMEOUT_MS;

async function refresh(): Promise<void> {
  const env = getEnv();
  const kind = newsSourceKind(env);
  const state = cache();
  try {
    const values = await fetchSheetValues(env, timeoutMs);
    let skipped = 0;
    const articles = parseSheetValues(values, ({ row, reason }) => {
      skipped += 1;
      log.warn('news row skipped', { source: kind, row, reason });
    });
    state.articles = articles;
    state.version = createHash('sha256').update(JSON.stringify(articles)).digest('base64url').slice(0, 16);
    state.refreshAt = Date.now() + env.NEWS_CACHE_SECONDS * 1000;
    log.info('news sheet loaded', { source: kind, articles: articles.length, skipped });
  } catch (error) {
    // Keep serving the last good copy; ask again soon, but not on every request.
    state.refreshAt = Date.now() + Math.min(RETRY_AFTER_FAILURE_MS, env.NEWS_CACHE_SECONDS * 1000);
    log.error('news sheet fetch failed; serving the last good copy', {
      source: kind,
      error: error instanceof SheetFetchError ? error.message : 'unexpected error',
      status: error instanceof SheetFetchError ? error.status : undefined,
      hasLastGoodCopy: state.articles !== null,
    });
  }
}

function startRefresh(): Promise<void> {
  const state = cache();
  state.pending ??= refresh().finally(() => {
    state.pending = null;
  });
  return state.pending;
}

/**
 * The feed, newest first. Served from memory; once the cache time has passed the sheet is fetched
 * again in the background while the current copy is still served (only the very first request
 * waits). When the source fails, the last good copy stays; with none yet, the list is empty.
 */
export async function getNewsArticles(): Promise<NewsArticle[]> {
  const state = cache();
  if (state.articles === null) {
    if (Date.now() >= state.refreshAt) await startRefresh();
    else if (state.pending) await state.pending;
    return state.articles ?? [];
  }
  if (Date.now() >= state.refreshAt) void startRefresh();
  return state.articles;
}

/** The article with this exact url, if the feed has it. */
export async function findArticle(url: string): Promise<NewsArticle | undefined> {
  return (await getNewsArticles()).find((article) => article.url === url);
}

/** True when `content` is the full summary of an article in the feed (only those may use the model). */
export async function isFeedSummary(content: string): Promise<boolean> {
  return (await getNewsArticles()).some((article) => article.fullSummary === content);
}

/** For tests: wait for a background refresh, mark the copy as expired, or forget it. */
export const newsCacheForTests = {
  settle: async () => {
    await cache().pending;
  },
  expire: () => {
    cache().refreshAt = 0;
  },
  reset: () => {
    globalForNews.newsCache = undefined;
    timeoutMs = SHEET_TIMEOUT_MS;
  },
  setTimeoutMs: (ms: number) => {
    timeoutMs = ms;
  },
};
