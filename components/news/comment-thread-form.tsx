'use client';

import { useActionState } from 'react';
import { useLocalizeMessage } from '@/components/forms/messages-context';
import { buttonVariants } from '@/components/ui/button-variants';
import { IDLE_FORM_STATE } from '@/lib/form-state';
import { newsHref, OPENED_COMMENTS_ID } from '@/lib/news';
import { postCommentForm } from '@/server/comments/form-action';
import { CommentFields, firstMessages } from './comment-fields';
import { useNewsTexts } from './news-texts';

/**
 * The comment form of a list opened by address (comment-thread.tsx), posted without JavaScript to
 * the server action: a refusal comes back with its message and what was typed, a stored comment
 * as the same page with a notice. With JavaScript the script's own form (comments-section.tsx)
 * replaces the thread, so this one is only ever posted by the browser itself.
 */
export function CommentThreadForm({ url, page, size }: { url: string; page: number; size: number }) {
  const { locale, comments: COMMENT_COPY } = useNewsTexts();
  const localize = useLocalizeMessage();
  // Posted without JavaScript to the list's address with these comments open, never the address of an earlier
  // post's notice (`posted=`): a refusal is not shown under "Comment posted!".
  const [state, formAction] = useActionState(
    postCommentForm,
    IDLE_FORM_STATE,
    newsHref(page, size, locale, { comments: url }, OPENED_COMMENTS_ID),
  );
  const refused = state.status === 'error';
  // Each field's first message, under the field; the line above the button is for a refusal of no field.
  const errors = firstMessages(state.fieldErrors, localize);
  return (
    // noValidate: the server answers with the specification's messages in the page's language, not the browser's own.
    <form action={formAction} noValidate className="relative mt-4 space-y-4" aria-label={COMMENT_COPY.formLabel}>
      <input type="hidden" name="blogPostUrl" value={url} />
      <input type="hidden" name="language" value={locale} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="size" value={size} />
      <CommentFields values={refused ? state.values : undefined} errors={errors} />
      {refused && state.message && Object.keys(errors).length === 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {localize(state.message)}
        </p>
      ) : null}
      {/* A plain button: ui/button's Radix Slot stays off the list's first script (news/page-script.test.ts). */}
      <button type="submit" className={buttonVariants()}>
        {COMMENT_COPY.post}
      </button>
    </form>
  );
}
