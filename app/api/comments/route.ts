import { postComment } from '@/server/comments/submission';

export const dynamic = 'force-dynamic';

/**
 * POST /api/comments {authorName, authorEmail, content, blogPostUrl} -> 201 {comment} (server/comments/submission.ts).
 */
export const POST = postComment;
