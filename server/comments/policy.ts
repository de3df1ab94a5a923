import 'server-only';
import type { RateLimitPolicy } from '../rate-limit';

/** Per visitor (IP): enough for a conversation, too few for a spam run. Every POST counts. */
export const COMMENT_RATE_LIMIT: RateLimitPolicy = {
  name: 'comments',
  points: 8,
  windowSeconds: 10 * 60,
  message: 'You are posting comments too quickly. Please wait a few minutes and try again.',
};
