import { listComments } from '@/server/comments/comments';
import { HttpError, route } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

const PREFIX = '/api/comments/';

/**
 * GET /api/comments/{url-encoded article url} -> {comments: [{id, authorName, content, createdAt}]}
 * The url is decoded once from the raw path, so an article url that itself contains %-escapes
 * or slashes arrives exactly as the sheet lists it.
 */
export const GET = route(async (request) => {
  const rawPath = new URL(request.url).pathname;
  let blogPostUrl: string;
  try {
    blogPostUrl = decodeURIComponent(rawPath.slice(rawPath.indexOf(PREFIX) + PREFIX.length));
  } catch {
    throw new HttpError(400, 'The article address is not correctly encoded.');
  }
  if (!blogPostUrl || blogPostUrl.length > 2048)
    throw new HttpError(400, 'The article address is missing or too long.');
  // A NUL would reach the database (which refuses it with an error); no article address has controls.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(blogPostUrl))
    throw new HttpError(400, 'The article address contains a character that is not allowed.');
  const comments = await listComments(blogPostUrl);
  return Response.json({ comments }, { headers: { 'Cache-Control': 'no-store' } });
});
