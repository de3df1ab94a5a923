import 'server-only';
import type { RateLimitPolicy } from '../rate-limit';

/**
 * The comment limits (docs/decisions/105). One address can never close an article for everyone:
 * it may post a few comments on one article per hour, while the article takes hundreds per hour
 * from everyone together.
 */

/** Per visitor (IP), over all articles: enough for a conversation, too few for a spam run. Every POST counts. */
export const COMMENT_RATE_LIMIT: RateLimitPolicy = {
  name: 'comments',
  points: 8,
  windowSeconds: 10 * 60,
  message: 'You are posting comments too quickly. Please wait a few minutes and try again.',
};

/** Per visitor (IP) and article: a few replies in a thread, counted only for articles that exist. */
export const COMMENT_ARTICLE_RATE_LIMIT: RateLimitPolicy = {
  name: 'comments-article',
  points: 4,
  windowSeconds: 60 * 60,
  message:
    'You have posted several comments on this article in the last hour. Please wait a while before posting here again.',
};

/** Most comments one article takes per hour from everyone together: a brake on a flood from many addresses. */
export const COMMENTS_PER_ARTICLE_PER_HOUR = 300;
export const ARTICLE_CAP_MESSAGE =
  'This article has received a lot of comments in the last hour. Please try again later.';
