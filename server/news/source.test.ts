import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '../env';
import { newsVersion } from '../shared-process-state';
import {
  fetchSheetValues,
  findArticle,
  getNewsArticles,
  isFeedSummary,
  newsCacheForTests,
  newsSourceKind,
} from './source';

/** A local stand-in for the Sheets API values endpoint (and a published CSV), with its failures. */
type Mode =
  | 'ok'
  | 'ok-updated'
  | '403'
  | '429'
  | '304'
  | 'timeout'
  | 'bad-json'
  | 'no-values'
  | 'empty-sheet'
  | 'csv'
  | 'bad-csv'
  | 'at-limit'
  | 'too-large-declared'
  | 'too-large-chunked'
  | 'cut-off';
let mode: Mode = 'ok';
const requests: string[] = [];
const accepts: (string | undefined)[] = [];
let server: Server;
let baseUrl = '';

const HEADER = ['headline', 'summary', 'AI summary', 'url', 'dateCreated', 'fullSummary'];
const API_KEY = 'test-api-key-7f3a9c';
/** Short for the timeout case, long enough for a first request on a loaded machine (300 ms was not). */
const CLIENT_TIMEOUT_MS = 2_000;

function sheet(rows: unknown[][]) {
  return JSON.stringify({ range: 'Sheet1!A1:F100', majorDimension: 'ROWS', values: [HEADER, ...rows] });
}

const OK_ROWS = [
  ['Older story', 'Old summary', '', 'https://example.org/older', '1/5/2025'],
  ['Newer story', 'New summary', '', 'https://example.org/newer', '2025-02-10', '## Points\n- a'],
  ['', 'No headline', '', 'https://example.org/none', '2025-03-01'],
];
const GOOD = ['Newer story', 'Older story'];
/** The size limit of source.ts: a larger sheet is refused. */
const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** The good sheet, padded with JSON whitespace to exactly `bytes` bytes. */
const paddedSheet = (bytes: number) => sheet(OK_ROWS).padEnd(bytes, ' ');

function handle(request: IncomingMessage, response: ServerResponse) {
  requests.push(request.url ?? '');
  accepts.push(request.headers.accept);
  switch (mode) {
    case 'ok':
      response.setHeader('content-type', 'application/json');
      response.end(sheet(OK_ROWS));
      return;
    case 'ok-updated':
      response.setHeader('content-type', 'application/json');
      response.end(sheet([['Fresh story', 'Fresh', '', 'https://example.org/fresh', '2025-04-01']]));
      return;
    case '403':
      response.statusCode = 403;
      response.end(
        JSON.stringify({
          error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' },
        }),
      );
      return;
    case '429':
      response.statusCode = 429;
      response.end(JSON.stringify({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } }));
      return;
    case '304':
      response.statusCode = 304;
      response.end();
      return;
    case 'timeout':
      // Never answers within the client's timeout.
      setTimeout(() => response.end('{}'), 3 * CLIENT_TIMEOUT_MS).unref();
      return;
    case 'bad-json':
      response.setHeader('content-type', 'application/json');
      response.end('{"values": [["headline"');
      return;
    case 'no-values':
      response.setHeader('content-type', 'application/json');
      response.end('{"values": "nope"}');
      return;
    case 'empty-sheet':
      // What the API answers for a sheet with no cells: no `values` at all.
      response.setHeader('content-type', 'application/json');
      response.end('{"range":"Sheet1!A1:Z1000","majorDimension":"ROWS"}');
      return;
    case 'at-limit':
      response.setHeader('content-type', 'application/json');
      response.setHeader('content-length', MAX_SHEET_BYTES);
      response.end(paddedSheet(MAX_SHEET_BYTES));
      return;
    case 'too-large-declared':
      // Declares one byte too many, sends a start and never the rest: reading it would hang.
      response.setHeader('content-length', MAX_SHEET_BYTES + 1);
      response.write(paddedSheet(1024));
      return;
    case 'too-large-chunked':
      // No Content-Length: a write() before end() is sent chunked.
      response.write(paddedSheet(MAX_SHEET_BYTES + 1));
      response.end();
      return;
    case 'cut-off':
      // Declares 1000 bytes, sends 10, then drops the connection.
      response.setHeader('content-length', 1000);
      response.write('{"values":', () => response.destroy());
      return;
    case 'bad-csv':
      response.setHeader('content-type', 'text/csv');
      response.end('headline,summary,AI summary,url\r\n"Unterminated,quote,,https://example.org/x\r\n');
      return;
    case 'csv':
      response.setHeader('content-type', 'text/csv');
      response.end(
        [
          'headline,summary,AI summary,url,dateCreated,fullSummary',
          '"Rates rise, again","Summary with a ""quote""",,https://example.org/csv-1,10/21/2025,"## Key Points\n- one\n- two"',
          'Short row,Just a summary,,https://example.org/csv-2,2025-10-01',
          'Bad url row,x,,not-a-url,2025-10-02,',
        ].join('\r\n'),
      );
      return;
  }
}

let logged = '';
beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  requests.length = 0;
  accepts.length = 0;
  logged = '';
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged += String(chunk);
      return true;
    });
  }
  Object.assign(process.env, {
    NEWS_SHEET_ID: 'sheet-123',
    GOOGLE_API_KEY: API_KEY,
    SHEETS_API_BASE_URL: baseUrl,
    NEWS_CSV_URL: '',
    NEWS_CACHE_SECONDS: '600',
    LOG_LEVEL: 'info',
  });
  resetEnvForTests();
  newsCacheForTests.reset();
  newsCacheForTests.setTimeoutMs(CLIENT_TIMEOUT_MS);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const key of [
    'NEWS_SHEET_ID',
    'GOOGLE_API_KEY',
    'SHEETS_API_BASE_URL',
    'NEWS_CSV_URL',
    'NEWS_CACHE_SECONDS',
    'LOG_LEVEL',
  ])
    delete process.env[key];
  resetEnvForTests();
  newsCacheForTests.reset();
});

const headlines = async () => (await getNewsArticles()).map((article) => article.headline);

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvForTests();
}

/** The structured log lines written so far. */
const logLines = () =>
  logged
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const lastLog = (msg: string) =>
  logLines()
    .filter((line) => line.msg === msg)
    .at(-1);
const lastFailure = () => lastLog('news sheet fetch failed; serving the last good copy');

/** Only Date is faked (real sockets keep working), frozen at T0 until moved. */
const T0 = Date.UTC(2025, 5, 1, 12);
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
}

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Loads a good copy, lets `failure` answer the next refresh and checks that copy is still served. */
async function failureKeepsCopy(failure: Mode) {
  const kept = await headlines();
  expect(kept.length).toBeGreaterThan(0);
  mode = failure;
  expect(await expireAndRefresh(), failure).toEqual(kept);
  expect(await headlines(), failure).toEqual(kept);
  return lastFailure();
}

/** Lets the cached copy expire, makes one request (served stale) and waits for the refresh. */
async function expireAndRefresh(): Promise<string[]> {
  newsCacheForTests.expire();
  const served = await headlines();
  await newsCacheForTests.settle();
  return served;
}

describe('news source: Sheets API', () => {
  it('reads Sheet1 with the key in the query, skips bad rows and sorts newest first', async () => {
    expect(newsSourceKind()).toBe('sheets-api');
    expect(await headlines()).toEqual(['Newer story', 'Older story']);
    expect(requests).toEqual([`/v4/spreadsheets/sheet-123/values/Sheet1?key=${API_KEY}`]);
    expect(logged).toContain('"reason":"no headline"');
  });

  it('serves the cached copy without asking the source again until the cache time passes', async () => {
    await headlines();
    await headlines();
    await headlines();
    expect(requests).toHaveLength(1);
    expect(await expireAndRefresh()).toEqual(['Newer story', 'Older story']);
    expect(requests).toHaveLength(2);
  });

  it('keeps serving the last good copy through 403, 429, a timeout and bad JSON, then recovers', async () => {
    expect(await headlines()).toEqual(['Newer story', 'Older story']);
    for (const failure of ['403', '429', 'timeout', 'bad-json', 'no-values'] as const) {
      mode = failure;
      expect(await expireAndRefresh(), failure).toEqual(['Newer story', 'Older story']);
      expect(await headlines(), failure).toEqual(['Newer story', 'Older story']);
    }
    expect(logged).toContain('HTTP 403');
    expect(logged).toContain('HTTP 429');
    expect(logged).toContain(`timed out after ${CLIENT_TIMEOUT_MS} ms`);
    expect(logged).toContain('response is not JSON');
    expect(logged).toContain('response has no values table');

    mode = 'ok-updated';
    await expireAndRefresh();
    expect(await headlines()).toEqual(['Fresh story']);
  });

  it('does not ask a failing source again on every request', async () => {
    await headlines();
    mode = '429';
    await expireAndRefresh();
    const before = requests.length;
    await headlines();
    await headlines();
    expect(requests.length).toBe(before);
  });

  it('shows an empty list (not an error) when the source fails before any good copy', async () => {
    mode = '403';
    expect(await getNewsArticles()).toEqual([]);
    expect(logged).toContain('news sheet fetch failed');
  });

  it('never writes the API key to the log', async () => {
    await headlines();
    for (const failure of ['403', 'timeout', 'bad-json'] as const) {
      mode = failure;
      await expireAndRefresh();
    }
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(API_KEY);
  });
});

describe('news source: published CSV', () => {
  it('reads quoted cells, line breaks and short rows', async () => {
    Object.assign(process.env, { NEWS_SHEET_ID: '', GOOGLE_API_KEY: '', NEWS_CSV_URL: `${baseUrl}/pub?output=csv` });
    resetEnvForTests();
    mode = 'csv';
    expect(newsSourceKind()).toBe('csv');
    const articles = await getNewsArticles();
    expect(articles.map((article) => article.headline)).toEqual(['Rates rise, again', 'Short row']);
    expect(articles[0]).toMatchObject({
      summary: 'Summary with a "quote"',
      fullSummary: '## Key Points\n- one\n- two',
    });
    expect(logged).toContain('"reason":"invalid url"');
  });
});

describe('news source: shipped sample', () => {
  it('is used when nothing is configured', async () => {
    Object.assign(process.env, { NEWS_SHEET_ID: '', GOOGLE_API_KEY: '', NEWS_CSV_URL: '' });
    resetEnvForTests();
    expect(newsSourceKind()).toBe('sample');
    expect((await getNewsArticles()).length).toBeGreaterThanOrEqual(25);
    expect(requests).toEqual([]);
  });
});

describe('news source: requests sent', () => {
  it('asks the Sheets API for JSON at <base>/v4/spreadsheets/<id>/values/Sheet1, without the base’s trailing slashes', async () => {
    setEnv({ SHEETS_API_BASE_URL: `${baseUrl}//` });
    expect(await headlines()).toEqual(GOOD);
    expect(requests).toEqual([`/v4/spreadsheets/sheet-123/values/Sheet1?key=${API_KEY}`]);
    expect(accepts).toEqual(['application/json']);
  });

  it('asks a published CSV for text/csv', async () => {
    setEnv({ NEWS_SHEET_ID: '', GOOGLE_API_KEY: '', NEWS_CSV_URL: `${baseUrl}/pub?output=csv` });
    mode = 'csv';
    await getNewsArticles();
    expect(requests).toEqual(['/pub?output=csv']);
    expect(accepts).toEqual(['text/csv']);
  });

  it.each([
    [{ NEWS_SHEET_ID: 'sheet-123', GOOGLE_API_KEY: '' }, 'csv', 'sample'],
    [{ NEWS_SHEET_ID: '', GOOGLE_API_KEY: API_KEY }, 'csv', 'sample'],
  ])('uses the Sheets API only with both an id and a key (%o)', (partial, withCsv, without) => {
    setEnv({ ...partial, NEWS_CSV_URL: `${baseUrl}/pub?output=csv` });
    expect(newsSourceKind()).toBe(withCsv);
    setEnv({ NEWS_CSV_URL: '' });
    expect(newsSourceKind()).toBe(without);
  });
});

describe('news source: cache timing', () => {
  it('asks the sheet again only once NEWS_CACHE_SECONDS have passed, serving the current copy meanwhile', async () => {
    setEnv({ NEWS_CACHE_SECONDS: '120' });
    freezeClock();
    expect(await headlines()).toEqual(GOOD);
    vi.setSystemTime(T0 + 119_999);
    expect(await headlines()).toEqual(GOOD);
    // A refresh started in the background would have sent its request by now.
    await newsCacheForTests.settle();
    expect(requests).toHaveLength(1);

    mode = 'ok-updated';
    vi.setSystemTime(T0 + 120_000);
    expect(await headlines()).toEqual(GOOD);
    expect(await headlines()).toEqual(GOOD);
    await newsCacheForTests.settle();
    expect(requests).toHaveLength(2);
    expect(await headlines()).toEqual(['Fresh story']);
    expect(requests).toHaveLength(2);
  });

  it('asks a failing source again after 60 s, not before, when the cache time is longer', async () => {
    freezeClock();
    mode = '403';
    expect(await getNewsArticles()).toEqual([]);
    vi.setSystemTime(T0 + 59_999);
    expect(await getNewsArticles()).toEqual([]);
    expect(requests).toHaveLength(1);
    mode = 'ok';
    vi.setSystemTime(T0 + 60_000);
    expect(await headlines()).toEqual(GOOD);
    expect(requests).toHaveLength(2);
  });

  it('asks a failing source again after NEWS_CACHE_SECONDS when that is shorter than 60 s', async () => {
    setEnv({ NEWS_CACHE_SECONDS: '30' });
    freezeClock();
    mode = '403';
    await getNewsArticles();
    vi.setSystemTime(T0 + 29_999);
    await getNewsArticles();
    expect(requests).toHaveLength(1);
    mode = 'ok';
    vi.setSystemTime(T0 + 30_000);
    expect(await headlines()).toEqual(GOOD);
    expect(requests).toHaveLength(2);
  });

  it('lets a second caller wait for the first fetch and share its result, with one request', async () => {
    const [first, second] = await Promise.all([getNewsArticles(), getNewsArticles()]);
    expect(first.map((article) => article.headline)).toEqual(GOOD);
    expect(second).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it('gives the page cache a fingerprint: "empty" at first, stable until the sheet changes, refreshed when due', async () => {
    freezeClock();
    expect(newsVersion()).toBe('empty');
    await newsCacheForTests.settle();
    const first = newsVersion();
    expect(first).toMatch(/^[\w-]{16}$/);
    vi.setSystemTime(T0 + 599_999);
    expect(newsVersion()).toBe(first);
    await newsCacheForTests.settle();
    expect(requests).toHaveLength(1);

    mode = 'ok-updated';
    vi.setSystemTime(T0 + 600_000);
    expect(newsVersion()).toBe(first);
    await newsCacheForTests.settle();
    expect(requests).toHaveLength(2);
    expect(newsVersion()).toMatch(/^[\w-]{16}$/);
    expect(newsVersion()).not.toBe(first);
  });
});

describe('news source: limits and failures', () => {
  it('logs what it loaded and each row it skipped', async () => {
    await headlines();
    expect(lastLog('news row skipped')).toMatchObject({ level: 'warn', source: 'sheets-api', reason: 'no headline' });
    expect(lastLog('news sheet loaded')).toMatchObject({ source: 'sheets-api', articles: 2, skipped: 1 });
  });

  it('treats a sheet with no cells (no values in the answer) as an empty feed, not a failure', async () => {
    mode = 'empty-sheet';
    expect(await getNewsArticles()).toEqual([]);
    expect(lastLog('news sheet loaded')).toMatchObject({ articles: 0, skipped: 0 });
    expect(lastFailure()).toBeUndefined();
  });

  it('accepts a sheet of exactly 5 MiB', async () => {
    mode = 'at-limit';
    expect(await headlines()).toEqual(GOOD);
  });

  it('refuses a response declaring more than 5 MiB without reading its body', async () => {
    expect(await failureKeepsCopy('too-large-declared')).toMatchObject({
      error: 'response too large',
      hasLastGoodCopy: true,
    });
  });

  it('refuses a chunked body over 5 MiB', async () => {
    expect(await failureKeepsCopy('too-large-chunked')).toMatchObject({ error: 'response too large' });
  });

  it('refuses a body cut off before its declared length', async () => {
    expect(await failureKeepsCopy('cut-off')).toMatchObject({ error: 'response body could not be read' });
  });

  it('refuses a 304 (an answer without a body) as an HTTP failure', async () => {
    expect(await failureKeepsCopy('304')).toMatchObject({ error: 'HTTP 304', status: 304 });
  });

  it('refuses a CSV source that is not CSV, with an empty list when there is no good copy', async () => {
    setEnv({ NEWS_SHEET_ID: '', GOOGLE_API_KEY: '', NEWS_CSV_URL: `${baseUrl}/pub?output=csv` });
    mode = 'bad-csv';
    expect(await getNewsArticles()).toEqual([]);
    expect(lastFailure()).toMatchObject({ source: 'csv', error: 'response is not CSV', hasLastGoodCopy: false });
    mode = 'csv';
    newsCacheForTests.expire();
    expect(await failureKeepsCopy('bad-csv')).toMatchObject({ error: 'response is not CSV', hasLastGoodCopy: true });
  });

  it('logs a refused connection as a network error', async () => {
    setEnv({ SHEETS_API_BASE_URL: `http://127.0.0.1:${await closedPort()}` });
    expect(await getNewsArticles()).toEqual([]);
    expect(lastFailure()).toMatchObject({ error: 'network error', hasLastGoodCopy: false });
  });

  it('rejects with a SheetFetchError carrying the status (and no URL)', async () => {
    mode = '403';
    await expect(fetchSheetValues()).rejects.toMatchObject({
      name: 'SheetFetchError',
      message: 'HTTP 403',
      status: 403,
    });
  });
});

describe('news source: lookups', () => {
  it('finds an article by its exact url only', async () => {
    expect((await findArticle('https://example.org/newer'))?.headline).toBe('Newer story');
    expect(await findArticle('https://example.org/older')).toMatchObject({ headline: 'Older story' });
    expect(await findArticle('https://example.org/newer/')).toBeUndefined();
    expect(await findArticle('https://example.org/none')).toBeUndefined();
  });

  it('recognises only a full summary that is in the feed', async () => {
    expect(await isFeedSummary('## Points\n- a')).toBe(true);
    expect(await isFeedSummary('## Points')).toBe(false);
    expect(await isFeedSummary('New summary')).toBe(false);
  });
});
