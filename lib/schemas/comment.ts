import * as z from '@/lib/zod';
import { oneLine, unixLineBreaks } from '@/lib/schemas/common';
import {
  AUTHOR_NAME_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  DEFAULT_AUTHOR_NAME,
} from '@/lib/fields/comment';

const emailFormat = z.email();

/** A comment as visitors post it (the product specification, sections 3 and 5), shared by the form and the API. */
export const commentInputSchema = z.object({
  authorName: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(AUTHOR_NAME_MAX_LENGTH, COMMENT_MESSAGES.nameTooLong), oneLine())),
    z.transform((value: string | null | undefined) => value || DEFAULT_AUTHOR_NAME),
  ),
  authorEmail: z.pipe(
    z.nullish(
      z.string(COMMENT_MESSAGES.email).check(
        z.trim(),
        z.maxLength(254, COMMENT_MESSAGES.email),
        z.refine((value: string) => value === '' || emailFormat.safeParse(value).success, COMMENT_MESSAGES.email),
      ),
    ),
    z.transform((value: string | null | undefined) => value || null),
  ),
  content: z
    .string(COMMENT_MESSAGES.required)
    .check(
      z.trim(),
      unixLineBreaks,
      z.minLength(1, COMMENT_MESSAGES.required),
      z.maxLength(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.tooLong),
    ),
  blogPostUrl: z
    .string(COMMENT_MESSAGES.url)
    .check(z.trim(), z.minLength(1, COMMENT_MESSAGES.url), z.maxLength(2048, COMMENT_MESSAGES.url)),
});

export type CommentInput = z.input<typeof commentInputSchema>;
export type CommentFields = z.output<typeof commentInputSchema>;
