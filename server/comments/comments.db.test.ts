import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/comments/[url]/route';
import { POST } from '@/app/api/comments/route';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@/lib/fields/comment';
import { setupTestDatabase } from '@/tests/support/test-database';
import { getDb } from '../db/client';
import { comments, outboxMessages } from '../db/schema';
import { getEnv } from '../env';
import { newsCacheForTests } from '../news/source';
import { resetRateLimitsForTests } from '../rate-limit';
import { ARTICLE_CAP_MESSAGE, COMMENTS_PER_ARTICLE_PER_HOUR } from './comments';
import { COMMENT_ARTICLE_RATE_LIMIT, COMMENT_RATE_LIMIT } from './policy';
import { HONEYPOT_FIELD } from '@/lib/honeypot';
import { rawGet, startPageCacheServer } from '@/tests/support/page-cache-server';
import { invalidatePageCache } from '../http/page-cache';

setupTestDatabase();

// Articles of the shipped sample feed (the default source).
const [, ...rows] = NEWS_SAMPLE_SHEET;
const ARTICLE = rows[0]![3]!;
const OTHER_ARTICLE = rows[1]![3]!;
const CAP_ARTICLE = rows[2]![3]!;

let ipCounter = 0;
/** Each call comes from a new address unless one is given, so the per-IP limit stays out of the way. */
function post(body: unknown, ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
  return POST(
    new Request('http://localhost/api/comments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function list(
  url: string,
): Promise<{ status: number; text: string; json: { comments: Record<string, unknown>[] } }> {
  const response = await GET(new Request(`http://localhost/api/comments/${encodeURIComponent(url)}`));
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as { comments: Record<string, unknown>[] } };
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

async function storedFor(url: string) {
  const db = await getDb();
  return db.select().from(comments).where(eq(comments.blogPostUrl, url));
}

beforeAll(() => {
  newsCacheForTests.reset();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetRateLimitsForTests();
});

describe('POST /api/comments', () => {
  it('stores the comment, answers 201 without the e-mail and queues one e-mail to the agency', async () => {
    const response = await post({
      authorName: '  Dana  ',
      authorEmail: 'dana.private@example.net',
      content: '  Helpful, thanks!  ',
      blogPostUrl: ARTICLE,
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(text).not.toContain('dana.private@example.net');
    expect(JSON.parse(text).comment).toMatchObject({ authorName: 'Dana', content: 'Helpful, thanks!' });

    const [stored] = await storedFor(ARTICLE);
    expect(stored).toMatchObject({
      authorName: 'Dana',
      authorEmail: 'dana.private@example.net',
      content: 'Helpful, thanks!',
    });

    const db = await getDb();
    const queued = await db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'comment.posted'));
    expect(queued).toHaveLength(1);
    // The only e-mail goes to the agency; the commenter's address never receives anything.
    expect(queued[0]!.payload).toMatchObject({ channel: 'email', to: getEnv().AGENCY_NOTIFY_EMAIL });
    expect(queued[0]!.idempotencyKey).toBe(`comment.posted:${stored!.id}`);
  });

  it('defaults a missing or blank name to Anonymous and accepts no e-mail', async () => {
    for (const authorName of [undefined, '', '   ']) {
      const response = await post({
        authorName,
        authorEmail: '',
        content: 'No name given',
        blogPostUrl: OTHER_ARTICLE,
      });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { comment: { authorName: string } }).comment.authorName).toBe('Anonymous');
    }
    const stored = await storedFor(OTHER_ARTICLE);
    expect(stored.map((row) => row.authorEmail)).toEqual([null, null, null]);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['only spaces and newlines', ' \n\t  '],
  ])('refuses a %s comment with the spec message', async (_label, content) => {
    const response = await post({ content, blogPostUrl: ARTICLE });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(COMMENT_MESSAGES.required);
  });

  it(`accepts ${COMMENT_MAX_LENGTH} characters (after trimming) and refuses one more`, async () => {
    const atLimit = 'x'.repeat(COMMENT_MAX_LENGTH);
    expect((await post({ content: `  ${atLimit}  `, blogPostUrl: ARTICLE })).status).toBe(201);
    const over = await post({ content: `${atLimit}y`, blogPostUrl: ARTICLE });
    expect(over.status).toBe(400);
    expect(await messageOf(over)).toBe(COMMENT_MESSAGES.tooLong);
  });

  it('accepts a name of 80 characters and refuses 81', async () => {
    expect((await post({ authorName: 'n'.repeat(80), content: 'ok', blogPostUrl: ARTICLE })).status).toBe(201);
    const over = await post({ authorName: 'n'.repeat(81), content: 'ok', blogPostUrl: ARTICLE });
    expect(over.status).toBe(400);
    expect(await messageOf(over)).toBe(COMMENT_MESSAGES.nameTooLong);
  });

  it.each(['not-an-email', 'a@b', 'dana@', '@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses the e-mail %j',
    async (authorEmail) => {
      const response = await post({ authorEmail, content: 'ok', blogPostUrl: ARTICLE });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(COMMENT_MESSAGES.email);
    },
  );

  it.each([
    ['an unknown url', 'https://example.org/not-in-the-feed'],
    ['a near miss of a feed url', `${ARTICLE}x`],
    ['no url', undefined],
    ['a non-string url', 42],
  ])('refuses %s and stores nothing', async (_label, blogPostUrl) => {
    const response = await post({ content: 'Spam', blogPostUrl });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(COMMENT_MESSAGES.url);
    expect(await storedFor('https://example.org/not-in-the-feed')).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    expect((await post('{"content":')).status).toBe(400);
    const form = await POST(
      new Request('http://localhost/api/comments', {
        method: 'POST',
        body: 'content=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.status).toBe(415);
  });

  it('holds a comment that fills the honeypot as suspected spam: stored, not shown, its e-mail held', async () => {
    const before = (await storedFor(CAP_ARTICLE)).length;
    const response = await post({
      content: 'Buy now',
      blogPostUrl: CAP_ARTICLE,
      [HONEYPOT_FIELD]: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    const { comment } = (await response.json()) as { comment: { id: string; pending?: boolean } };
    expect(comment.pending).toBe(true);
    expect((await storedFor(CAP_ARTICLE)).length).toBe(before + 1);
    const db = await getDb();
    const [row] = await db
      .select({ visibility: comments.visibility, spam: comments.suspectedSpam })
      .from(comments)
      .where(eq(comments.id, comment.id));
    expect(row).toEqual({ visibility: 'held', spam: 'honeypot-filled' });
    expect(
      await db
        .select({ status: outboxMessages.status })
        .from(outboxMessages)
        .where(eq(outboxMessages.heldFor, `comment:${comment.id}`)),
    ).toEqual([{ status: 'held' }]);
  });

  it('limits each visitor (IP) and says so; other visitors are unaffected', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < COMMENT_RATE_LIMIT.points; i += 1) {
      // Spread over articles, so the per-article limit of one address stays out of the way.
      expect((await post({ content: `Comment ${i}`, blogPostUrl: rows[6 + (i % 4)]![3]! }, ip)).status).toBe(201);
    }
    const limited = await post({ content: 'One too many', blogPostUrl: OTHER_ARTICLE }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await messageOf(limited)).toBe(COMMENT_RATE_LIMIT.message);
    expect((await post({ content: 'Someone else', blogPostUrl: OTHER_ARTICLE }, '192.0.2.78')).status).toBe(201);
  });

  it('one address cannot close an article: it is limited on that article long before the article is', async () => {
    // The hostile client of issue 16 posts as fast as its own limit allows, all on one article.
    expect(COMMENTS_PER_ARTICLE_PER_HOUR).toBeGreaterThanOrEqual(50 * COMMENT_ARTICLE_RATE_LIMIT.points);
    const flooder = '192.0.2.99';
    const url = rows[10]![3]!;
    expect(COMMENT_ARTICLE_RATE_LIMIT.points).toBeLessThan(COMMENT_RATE_LIMIT.points);
    for (let i = 0; i < COMMENT_ARTICLE_RATE_LIMIT.points; i += 1)
      expect((await post({ content: `Flood ${i}`, blogPostUrl: url }, flooder)).status).toBe(201);
    const limited = await post({ content: 'More flood', blogPostUrl: url }, flooder);
    expect(limited.status).toBe(429);
    expect(await messageOf(limited)).toBe(COMMENT_ARTICLE_RATE_LIMIT.message);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await storedFor(url)).length).toBe(COMMENT_ARTICLE_RATE_LIMIT.points);
    // Everyone else can still comment there, and the flooder elsewhere.
    expect((await post({ content: 'A real reader', blogPostUrl: url }, '192.0.2.100')).status).toBe(201);
    await resetRateLimitsForTests();
    expect((await post({ content: 'On another article', blogPostUrl: rows[11]![3]! }, flooder)).status).toBe(201);
  });

  it(`caps an article at ${COMMENTS_PER_ARTICLE_PER_HOUR} comments per hour from everyone together`, async () => {
    // Many addresses' worth of recent comments, written directly (posting each would only be slower).
    const db = await getDb();
    const existing = (await storedFor(CAP_ARTICLE)).length;
    const missing = COMMENTS_PER_ARTICLE_PER_HOUR - existing - 1;
    await db.insert(comments).values(
      Array.from({ length: missing }, (_, i) => ({
        blogPostUrl: CAP_ARTICLE,
        authorName: 'Reader',
        content: `Earlier ${i}`,
        visibility: 'published' as const,
      })),
    );
    expect((await post({ content: 'The last one that fits', blogPostUrl: CAP_ARTICLE })).status).toBe(201);
    const capped = await post({ content: 'Over the cap', blogPostUrl: CAP_ARTICLE });
    expect(capped.status).toBe(429);
    expect(await messageOf(capped)).toBe(ARTICLE_CAP_MESSAGE);
    expect((await storedFor(CAP_ARTICLE)).length).toBe(COMMENTS_PER_ARTICLE_PER_HOUR);
    // Other articles still take comments.
    expect((await post({ content: 'Elsewhere', blogPostUrl: ARTICLE })).status).toBe(201);
  });

  it('never writes the e-mail or the comment text to the log', async () => {
    let logged = '';
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        logged += String(chunk);
        return true;
      });
    }
    await post({ authorEmail: 'secret.person@example.net', content: 'A very private remark', blogPostUrl: ARTICLE });
    await post({ authorEmail: 'secret.person@example', content: 'A very private remark', blogPostUrl: ARTICLE });
    expect(logged).toContain('comment posted');
    expect(logged).not.toContain('secret.person');
    expect(logged).not.toContain('private remark');
  });
});

describe('GET /api/comments/{url}', () => {
  it('lists the comments of one article, newest first, without any e-mail', async () => {
    const url = rows[3]![3]!;
    await post({ authorName: 'First', authorEmail: 'first.hidden@example.net', content: 'one', blogPostUrl: url });
    await post({ authorName: 'Second', authorEmail: 'second.hidden@example.net', content: 'two', blogPostUrl: url });
    const { status, text, json } = await list(url);
    expect(status).toBe(200);
    expect(json.comments.map((comment) => comment.authorName)).toEqual(['Second', 'First']);
    for (const comment of json.comments)
      expect(Object.keys(comment).sort()).toEqual(['authorName', 'content', 'createdAt', 'id']);
    expect(text).not.toMatch(/hidden@example\.net|authorEmail/);
  });

  it('returns HTML in a comment as the same plain text, never altered into markup', async () => {
    const url = rows[4]![3]!;
    const content = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    expect((await post({ content, blogPostUrl: url })).status).toBe(201);
    const { json } = await list(url);
    expect(json.comments[0]!.content).toBe(content);
  });

  it('answers an empty list for an article without comments', async () => {
    const { status, json } = await list(rows[5]![3]!);
    expect(status).toBe(200);
    expect(json).toEqual({ comments: [] });
  });

  it('is served from the page cache until a comment is posted, then the new list at once', async () => {
    const url = rows[6]![3]!;
    // The route handler behind the cache, as Next.js runs it behind server.mjs.
    const server = await startPageCacheServer(async (req, res) => {
      const response = await GET(new Request(`http://localhost${req.url}`));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    try {
      const path = `/api/comments/${encodeURIComponent(url)}`;
      const names = async () =>
        (
          JSON.parse((await rawGet(`${server.url}${path}`)).body.toString()) as { comments: { authorName: string }[] }
        ).comments.map((c) => c.authorName);
      // Other tests in this file may have commented on the article already: compare with that list.
      const before = await names();
      expect(await names()).toEqual(before);
      expect(server.rendered(path)).toBe(1);
      expect(
        (await post({ authorName: 'Posted after caching', content: 'Now listed.', blogPostUrl: url })).status,
      ).toBe(201);
      const after = await names();
      expect(after).toHaveLength(before.length + 1);
      expect(after).toContain('Posted after caching');
      expect(server.rendered(path)).toBe(2);
    } finally {
      await server.close();
      invalidatePageCache('/');
    }
  });

  it('refuses a badly encoded address with 400', async () => {
    const response = await GET(new Request('http://localhost/api/comments/%E0%A4%A'));
    expect(response.status).toBe(400);
  });
});
