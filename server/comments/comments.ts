import 'server-only';
import { createHash } from 'node:crypto';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { type CommentFields } from '@/lib/schemas/comment';
import { COMMENT_MESSAGES, type PublicComment } from '@/lib/fields/comment';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale';
import { agencyLanguageLine } from '@/content/mail';
import { getDb } from '../db/client';
import { comments } from '../db/schema';
import { getEnv } from '../env';
import { formatInZone } from '@/lib/agency-time';
import { HttpError, validationError } from '../http/errors';
import { invalidatePageCache } from '../http/page-cache';
import { findArticle } from '../news/source';
import { consoleItemUrl } from '../console/links';
import { enqueueOutbox } from '../outbox/enqueue';
import type { BotReason } from '../honeypot';
import { outboxOptionsFor } from '../spam/suspected';
import { enforceRateLimit } from '../rate-limit';
import { ARTICLE_CAP_MESSAGE, COMMENT_ARTICLE_RATE_LIMIT, COMMENTS_PER_ARTICLE_PER_HOUR } from './policy';
import { oneLine, visitorWords } from '../mail/visitor-text';
import { keepAnswerOrRollBack, storedOnce } from '../submissions/answers';

export { ARTICLE_CAP_MESSAGE, COMMENTS_PER_ARTICLE_PER_HOUR } from './policy';
/** Most comments returned for one article (newest first). */
const LIST_LIMIT = 200;

/** The kind under which a comment's answer is kept with its send's key (submission_answers.type). */
export const COMMENT_ANSWERS = 'comment';

// The public columns: the e-mail is never selected here.
const publicColumns = {
  id: comments.id,
  authorName: comments.authorName,
  content: comments.content,
  createdAt: comments.createdAt,
};

export async function listComments(blogPostUrl: string): Promise<PublicComment[]> {
  const db = await getDb();
  const rows = await db
    .select(publicColumns)
    .from(comments)
    // Hidden (by the agency) and held (awaiting approval) comments are never listed.
    .where(and(eq(comments.blogPostUrl, blogPostUrl), eq(comments.visibility, 'published')))
    .orderBy(desc(comments.createdAt))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Checks the article and the hourly cap, stores the comment and queues the agency's e-mail. The
 * guarded path (server/comments/submission.ts) has already limited, trapped bots and validated.
 */
export async function storeComment(
  input: CommentFields,
  clientAddress?: string,
  suspectedSpam?: BotReason,
  language: Locale = DEFAULT_LOCALE,
  /** The send's idempotency key (decision 096): the answer is kept with the comment, for a send repeated. */
  sendKey: string | null = null,
): Promise<PublicComment> {
  const { authorName, authorEmail, content, blogPostUrl } = input;

  const article = await findArticle(blogPostUrl);
  if (!article) throw validationError({ blogPostUrl: [COMMENT_MESSAGES.url] }, COMMENT_MESSAGES.url);
  // One address, one article: a few per hour, far below the article's own ceiling (decision 105).
  if (clientAddress) {
    const articleKey = createHash('sha256').update(article.url).digest('base64url').slice(0, 22);
    await enforceRateLimit(COMMENT_ARTICLE_RATE_LIMIT, `${clientAddress}|${articleKey}`);
  }

  const env = getEnv();
  const db = await getDb();
  const stored = await storedOnce(COMMENT_ANSWERS, sendKey, () =>
    db.transaction(async (tx) => {
      const since = new Date(Date.now() - 60 * 60 * 1000);
      const [recent] = await tx
        .select({ n: count() })
        .from(comments)
        .where(and(eq(comments.blogPostUrl, blogPostUrl), gt(comments.createdAt, since)));
      if ((recent?.n ?? 0) >= COMMENTS_PER_ARTICLE_PER_HOUR) {
        throw new HttpError(429, ARTICLE_CAP_MESSAGE, {}, { 'Retry-After': '3600' });
      }
      // COMMENTS_MODERATION=pre holds the comment until an agent approves it in the console.
      const visibility = env.COMMENTS_MODERATION === 'pre' ? 'held' : 'published';
      // Suspected spam (decision 063) is held whatever the setting, and its e-mail with it, until an
      // agent marks it genuine (server/spam/suspected.ts): then it is what it would have been.
      const storedVisibility = suspectedSpam ? 'held' : visibility;
      const [row] = await tx
        .insert(comments)
        .values({
          blogPostUrl,
          authorName,
          authorEmail,
          content,
          visibility: storedVisibility,
          suspectedSpam: suspectedSpam ?? null,
          language,
        })
        .returning(publicColumns);
      if (!row) throw new Error('comment insert returned no row');
      await enqueueOutbox(
        tx,
        [
          {
            channel: 'email',
            topic: 'comment.posted',
            idempotencyKey: `comment.posted:${row.id}`,
            to: env.AGENCY_NOTIFY_EMAIL,
            subject: `New comment on "${article.headline.slice(0, 120)}"`,
            text: [
              `A visitor commented on a news article.`,
              '',
              `Article: ${article.headline}`,
              `URL: ${article.url}`,
              `Name: ${oneLine(authorName)}`,
              `E-mail: ${authorEmail ?? '(not given)'}`,
              agencyLanguageLine(language),
              `Posted: ${formatInZone(row.createdAt, env.AGENCY_TIME_ZONE)}`,
              `${visibility === 'held' ? 'Awaiting approval' : 'Hide or delete it'} in the console: ${consoleItemUrl('comment', row.id)}`,
              // What the visitor typed comes last, quoted: it cannot pose as a field or a link above.
              ...visitorWords('Comment', content),
            ].join('\n'),
          },
        ],
        outboxOptionsFor(suspectedSpam, 'comment', row.id),
      );
      const comment: PublicComment = {
        ...row,
        createdAt: row.createdAt.toISOString(),
        ...(storedVisibility === 'held' ? { pending: true } : {}),
      };
      if (sendKey) await keepAnswerOrRollBack(tx, COMMENT_ANSWERS, sendKey, { comment });
      return comment;
    }),
  );
  // Cached comment lists (decision 161) are stale from now on; every spelling of the article's
  // address in a request path is forgotten, so all lists go (there are few, and they refill cheaply).
  invalidatePageCache('/api/comments/');
  return stored;
}
