import type { PublicComment } from '@/lib/fields/comment';
import { OPENED_COMMENTS_ID, type CommentPosted } from '@/lib/news';
import type { Translation } from '@/lib/i18n/translation';
import type { COMMENT_COPY as ENGLISH_COMMENT_COPY } from '@/content/news';
import { CommentList } from './comment-list';
import { CommentThreadForm } from './comment-thread-form';

/**
 * An article's comments as the server renders them when the address opens them (?comments=), for
 * a browser without JavaScript: the list, the notice after a post, and the form. The script puts
 * its own section in their place (article-details.tsx).
 */
export function CommentThread({
  url,
  comments,
  posted,
  page,
  size,
  copy,
  dateOf,
}: {
  url: string;
  comments: PublicComment[];
  posted?: CommentPosted;
  page: number;
  size: number;
  copy: Translation<typeof ENGLISH_COMMENT_COPY>;
  dateOf: (iso: string) => string;
}) {
  return (
    <section id={OPENED_COMMENTS_ID} aria-label={copy.sectionLabel} className="mt-4 border-t pt-4">
      {posted ? (
        <p role="status" className="mb-4 rounded-lg border p-4 text-sm">
          <strong>{posted === 'held' ? copy.heldTitle : copy.successTitle}</strong>{' '}
          {posted === 'held' ? copy.heldDescription : copy.successDescription}
        </p>
      ) : null}
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <CommentList comments={comments} anonymous={copy.anonymous} dateOf={dateOf} />
      )}
      <CommentThreadForm url={url} page={page} size={size} />
    </section>
  );
}
