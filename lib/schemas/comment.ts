import * as z from 'zod/mini';
import '@/lib/zod-mini';

/** A comment as visitors post it (the product specification, sections 3 and 5), shared by the form and the API. */
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

const emailFormat = z.email();

export const commentInputSchema = z.object({
  authorName: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(AUTHOR_NAME_MAX_LENGTH, COMMENT_MESSAGES.nameTooLong))),
    z.transform((value: string | null | undefined) => value || DEFAULT_AUTHOR_NAME),
  ),
  authorEmail: z.pipe(
    z.nullish(
      z
        .string(COMMENT_MESSAGES.email)
        .check(
          z.trim(),
          z.maxLength(254, COMMENT_MESSAGES.email),
          z.refine((value: string) => value === '' || emailFormat.safeParse(value).success, COMMENT_MESSAGES.email),
        ),
    ),
    z.transform((value: string | null | undefined) => value || null),
  ),
  content: z
    .string(COMMENT_MESSAGES.required)
    .check(z.trim(), z.minLength(1, COMMENT_MESSAGES.required), z.maxLength(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong)),
  blogPostUrl: z.string(COMMENT_MESSAGES.url).check(z.trim(), z.minLength(1, COMMENT_MESSAGES.url), z.maxLength(2048, COMMENT_MESSAGES.url)),
});

export type CommentInput = z.input<typeof commentInputSchema>;
export type CommentFields = z.output<typeof commentInputSchema>;

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
