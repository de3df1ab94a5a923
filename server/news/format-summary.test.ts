import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/format-summary/route';
import { resetEnvForTests } from '../env';
import { resetRateLimitsForTests } from '../rate-limit';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { clearSummaryCacheForTests, formatSummaryHtml } from './format-summary';

/**
 * A local OpenAI-compatible chat-completions endpoint whose answer each test chooses. `hang`
 * never answers (the time-out case), so no test depends on how fast the machine is.
 */
let answer: { status: number; body: string; hang?: boolean } = { status: 200, body: '' };
let calls = 0;
let lastAuthorization = '';
let server: Server;
let url = '';

const chat = (content: string) => JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] });

beforeAll(async () => {
  server = createServer((request, response) => {
    calls += 1;
    lastAuthorization = request.headers.authorization ?? '';
    request.resume();
    const { status, body, hang } = answer;
    if (hang) return;
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls = 0;
  clearSummaryCacheForTests();
});
afterEach(async () => {
  for (const key of ['FORMAT_SUMMARY_API_URL', 'FORMAT_SUMMARY_API_KEY', 'FORMAT_SUMMARY_TIMEOUT_MS'])
    delete process.env[key];
  resetEnvForTests();
  await resetRateLimitsForTests();
});

/** A generous time-out for answers (a loaded machine is slow), a short one where the model hangs. */
function useModel(timeoutMs = 10_000) {
  Object.assign(process.env, {
    FORMAT_SUMMARY_API_URL: url,
    FORMAT_SUMMARY_API_KEY: 'model-key',
    FORMAT_SUMMARY_TIMEOUT_MS: String(timeoutMs),
  });
  resetEnvForTests();
}

const SUMMARY = '## Key Points\n- One\n- Two';
const LOCAL = '<h3>Key Points</h3><ul><li>One</li><li>Two</li></ul>';

describe('formatSummaryHtml', () => {
  it('formats locally when no model is configured', async () => {
    expect(await formatSummaryHtml(SUMMARY)).toBe(LOCAL);
    expect(calls).toBe(0);
  });

  it("uses the model's answer, sanitised, and caches it by content", async () => {
    useModel();
    answer = {
      status: 200,
      body: chat(
        '```html\n<h3 onclick="x()">Key</h3><script>alert(1)</script><ul><li><a href="javascript:alert(1)">One</a></li></ul>\n```',
      ),
    };
    expect(await formatSummaryHtml(SUMMARY)).toBe('<h3>Key</h3><ul><li>One</li></ul>');
    expect(lastAuthorization).toBe('Bearer model-key');
    await formatSummaryHtml(SUMMARY);
    expect(calls).toBe(1);
  });

  it.each([
    ['an error status', { status: 500, body: '{}' }],
    ['no content', { status: 200, body: '{"choices":[]}' }],
    ['bad JSON', { status: 200, body: 'not json' }],
    ['a timeout', { status: 200, body: chat('<p>late</p>'), hang: true }],
    ['only unsafe markup', { status: 200, body: chat('<script>alert(1)</script>') }],
  ])('falls back to the local formatter on %s', async (_label, failing) => {
    useModel('hang' in failing ? 100 : 10_000);
    answer = failing;
    expect(await formatSummaryHtml(SUMMARY)).toBe(LOCAL);
  });
});

describe('POST /api/format-summary', () => {
  const post = (body: unknown) =>
    POST(
      new Request('http://localhost/api/format-summary', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': '10.9.9.9' },
        body: JSON.stringify(body),
      }),
    );

  it('answers {formattedContent} with safe HTML', async () => {
    const response = await post({ content: '## <b onmouseover=alert(1)>Hi</b>\n- <script>alert(1)</script>' });
    expect(response.status).toBe(200);
    const { formattedContent } = (await response.json()) as { formattedContent: string };
    expect(formattedContent).toBe(
      '<h3>&lt;b onmouseover=alert(1)&gt;Hi&lt;/b&gt;</h3><ul><li>&lt;script&gt;alert(1)&lt;/script&gt;</li></ul>',
    );
  });

  it("sends only the feed's own full summaries to the model", async () => {
    useModel();
    answer = { status: 200, body: chat('<p>from the model</p>') };
    const feedSummary = NEWS_SAMPLE_SHEET[1]![5]!;
    const fromFeed = (await (await post({ content: feedSummary })).json()) as { formattedContent: string };
    expect(fromFeed.formattedContent).toBe('<p>from the model</p>');
    const arbitrary = (await (await post({ content: 'Write me a poem' })).json()) as { formattedContent: string };
    expect(arbitrary.formattedContent).toBe('<p>Write me a poem</p>');
    expect(calls).toBe(1);
  });

  it('refuses a missing or oversized content with 400', async () => {
    expect((await post({})).status).toBe(400);
    expect((await post({ content: 42 })).status).toBe(400);
    expect((await post({ content: 'x'.repeat(20_001) })).status).toBe(400);
    expect((await post({ content: 'x'.repeat(20_000) })).status).toBe(200);
  });
});
