// A comment: the choices, labels and limits its form renders and its schema checks. No zod here:
// the form loads these at once, and the schema (lib/schemas/comment.ts) only when first used (decision 165).

export const COMMENT_MAX_LENGTH = 2000;
export const AUTHOR_NAME_MAX_LENGTH = 80;
export const DEFAULT_AUTHOR_NAME = 'Anonymous';

export const COMMENT_MESSAGES = {
  requiredTitle: 'Comment required',
  required: 'Please enter a comment before submitting.',
  tooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters.`,
  nameTooLong: `Names can be at most ${AUTHOR_NAME_MAX_LENGTH} characters.`,
  email: 'Please enter a valid email address',
  url: 'Comments can only be posted on articles from our news feed.',
} as const;

/** A comment as anyone may see it: no e-mail. */
export interface PublicComment {
  id: string;
  authorName: string;
  content: string;
  createdAt: string;
  /** In the answer to a post only: true when COMMENTS_MODERATION=pre holds it for approval. */
  pending?: boolean;
}

export interface CommentsResponse {
  comments: PublicComment[];
}
