import { createComment } from '@/server/comments/comments';
import { COMMENT_RATE_LIMIT } from '@/server/comments/policy';
import { clientIp } from '@/server/http/client-ip';
import { route } from '@/server/http/errors';
import { readJsonBody } from '@/server/http/json-body';
import { HONEYPOT_FIELD, isHoneypotFilled } from '@/server/honeypot';
import { log } from '@/server/log';
import { enforceRateLimit } from '@/server/rate-limit';

export const dynamic = 'force-dynamic';

/** POST /api/comments {authorName, authorEmail, content, blogPostUrl} -> 201 {comment} */
export const POST = route(async (request) => {
  const body = await readJsonBody(request, 16 * 1024);
  await enforceRateLimit(COMMENT_RATE_LIMIT, clientIp(request.headers));
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (isHoneypotFilled(fields[HONEYPOT_FIELD])) {
    // Answer as if it worked, so the bot learns nothing; nothing is stored or sent.
    log.info('comment honeypot filled; dropped', { requestId: request.headers.get('x-request-id') });
    return Response.json(
      { comment: { id: crypto.randomUUID(), authorName: 'Anonymous', content: '', createdAt: new Date().toISOString() } },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const comment = await createComment(fields);
  log.info('comment posted', { commentId: comment.id });
  return Response.json({ comment }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
