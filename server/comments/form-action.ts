'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { formDataToObject } from '@/lib/form-data';
import { newsHref, OPENED_COMMENTS_ID, resolvePaging } from '@/lib/news';
import { postedForm, UNREADABLE_FORM } from '../forms/posted-form';
import { languageOf, runSubmissionAction } from '../http/guarded-submission';
import { commentSubmission } from './submission';

/**
 * The comment form without JavaScript (components/news/comment-thread-form.tsx): the same guarded
 * path as POST /api/comments. A refusal renders the page again with the message and what was
 * typed; a stored comment redirects (303) to the list's same page with the article's comments
 * open and a notice, so reloading it does not post the comment again.
 */
export async function postCommentForm(previous: FormState, posted: FormData): Promise<FormState> {
  const formData = postedForm(previous, posted);
  if (!formData) return UNREADABLE_FORM;
  return runSubmissionAction(commentSubmission, formData, {
    onSuccess: ({ comment }) => {
      const fields = formDataToObject(formData);
      // Where the visitor was: the hidden page and size, read as the list reads its address (never a 500).
      const { page, size } = resolvePaging({ page: fields.page, size: fields.size }, Number.MAX_SAFE_INTEGER);
      redirect(
        newsHref(
          page,
          size,
          languageOf(fields),
          { comments: (fields.blogPostUrl ?? '').trim(), posted: comment.pending ? 'held' : 'published' },
          OPENED_COMMENTS_ID,
        ),
      );
    },
  });
}
