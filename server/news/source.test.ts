import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '../env';
import { getNewsArticles, newsCacheForTests, newsSourceKind } from './source';

/** A local stand-in for the Sheets API values endpoint (and a published CSV), with its failures. */
type Mode = 'ok' | 'ok-updated' | '403' | '429' | 'timeout' | 'bad-json' | 'no-values' | 'csv';
let mode: Mode = 'ok';
const requests: string[] = [];
let server: Server;
let baseUrl = '';

const HEADER = ['headline', 'summary', 'AI summary', 'url', 'dateCreated', 'fullSummary'];
const API_KEY = 'test-api-key-7f3a9c';
/** Short for the timeout case, long enough for a first request on a loaded machine (300 ms was not). */
const CLIENT_TIMEOUT_MS = 2_000;

function sheet(rows: unknown[][]) {
  return JSON.stringify({ range: 'Sheet1!A1:F100', majorDimension: 'ROWS', values: [HEADER, ...rows] });
}

function handle(request: IncomingMessage, response: ServerResponse) {
  requests.push(request.url ?? '');
  switch (mode) {
    case 'ok':
      response.setHeader('content-type', 'application/json');
      response.end(
        sheet([
          ['Older story', 'Old summary', '', 'https://example.org/older', '1/5/2025'],
          ['Newer story', 'New summary', '', 'https://example.org/newer', '2025-02-10', '## Points\n- a'],
          ['', 'No headline', '', 'https://example.org/none', '2025-03-01'],
        ]),
      );
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
