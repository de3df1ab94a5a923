import 'server-only';
import { commentInputSchema } from '@/lib/schemas/comment';
import type { PublicComment } from '@/lib/fields/comment';
import { defineGuardedPath, jsonBody, submissionRoute } from '../http/guarded-submission';
import { clientIp } from '../http/client-ip';
import { log } from '../log';
import { idempotencyKeyOf, keptAnswerOf } from '../submissions/answers';
import { COMMENT_ANSWERS, storeComment } from './comments';
import { COMMENT_RATE_LIMIT } from './policy';

/** A comment is at most a few KB of text. */
const COMMENT_BODY_LIMIT_BYTES = 16 * 1024;

/** A comment, through the guarded path every visitor submission takes (docs/decisions/090). */
export const commentSubmission = defineGuardedPath({
  limit: COMMENT_RATE_LIMIT,
  schema: commentInputSchema,
  store: async (fields, context) => {
    const comment = await storeComment(
      fields,
      clientIp(context.headers),
      context.suspectedSpam,
      context.language,
      idempotencyKeyOf(context.headers),
    );
    log.info('comment posted', { commentId: comment.id });
    return { comment };
  },
  // A comment sent again after its answer was lost (decision 096) is answered, not posted twice.
  async answered(headers) {
    return (await keptAnswerOf<{ comment: PublicComment }>(COMMENT_ANSWERS, headers))?.answer ?? null;
  },
});

/** POST /api/comments {authorName, authorEmail, content, blogPostUrl} -> 201 {comment}. */
export const postComment = submissionRoute(commentSubmission, {
  read: (request) => jsonBody(request, COMMENT_BODY_LIMIT_BYTES),
});
