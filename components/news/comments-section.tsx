'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocalizeMessage } from '@/components/forms/messages-context';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiRequest, errorMessage, getJson } from '@/lib/api-client';
import { useSendKey } from '@/components/forms/use-send-key';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/honeypot';
import type { CommentsResponse, PublicComment } from '@/lib/fields/comment';
import type { Locale } from '@/lib/i18n/locale';
import { DATE_LOCALE } from '@/lib/news';
import { COMMENT_FIELD_ORDER, CommentFields, firstMessages } from './comment-fields';
import { CommentList } from './comment-list';
import { useNewsTexts } from './news-texts';

// Made on first use, as lib/currency.ts's: a formatter loads its locale's data, which a
// module-level constant would spend while the article's scripts load.
const commentDates: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

function commentDate(iso: string, locale: Locale): string {
  commentDates[locale] ??= commentDateFormat(locale);
  return commentDates[locale].format(new Date(iso));
}

function commentDateFormat(locale: Locale) {
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    // The visitor's zone, named: the same comment without JavaScript reads in the agency's ("5:09 PM EST").
    timeZoneName: 'short',
  });
}

/** A listed comment's element, which takes the focus after its poster sent it. */
const commentElementId = (id: string) => `comment-${id}`;

type ListState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; comments: PublicComment[] };

/**
 * The comments of one article: loaded when shown (client-only, so dates use the visitor's zone).
 * An article's comments are keyed by its url, the same on /news and /es/news: one thread in both
 * languages. What the server answers (the specification's English) shows through the page's
 * message catalogue (FormMessages around the list on a Spanish page).
 */
export function CommentsSection({ id, url }: { id: string; url: string }) {
  const { locale, comments: COMMENT_COPY } = useNewsTexts();
  const localize = useLocalizeMessage();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [formOpen, setFormOpen] = useState(false);
  const [posting, setPosting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** A refusal's messages by field, in the page's language, shown under each field. */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  /** After a post: the comment to bring into view and focus once the list shows it (null: the toggle). */
  const focusAfterLoad = useRef<string | null | undefined>(undefined);
  // When the form was opened: the guarded handler treats a comment sent faster than a person types as a bot's.
  const openedAt = useRef(0);
  // A comment sent again after its answer was lost is answered, not posted twice (decision 096).
  const sendKey = useSendKey();

  const load = useCallback(async () => {
    setList({ status: 'loading' });
    try {
      const data = await getJson<CommentsResponse>(`/api/comments/${encodeURIComponent(url)}`);
      setList({ status: 'loaded', comments: data?.comments ?? [] });
    } catch (error) {
      console.warn('Comments could not be loaded.', error);
      setList({ status: 'error' });
    }
  }, [url]);

  useEffect(() => {
    // Loading on mount is the point of this component: it mounts when Comments is clicked.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // The form closed under the visitor's finger: the focus goes to their comment, now in the list (or, while it waits
  // for approval, to the Add Comment button), and it is brought into view.
  useEffect(() => {
    if (list.status !== 'loaded' || focusAfterLoad.current === undefined) return;
    const id = focusAfterLoad.current;
    focusAfterLoad.current = undefined;
    const target = (id && document.getElementById(commentElementId(id))) || toggleRef.current;
    target?.focus();
    target?.scrollIntoView({ block: 'center' });
  }, [list]);

  /** Shows a refusal's messages at their fields and focuses the first one named. */
  function showFieldErrors(errors: Record<string, string>) {
    setFieldErrors(errors);
    const first = COMMENT_FIELD_ORDER.find((name) => errors[name]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const content = String(data.get('content') ?? '');
    if (!content.trim()) {
      toast({ title: COMMENT_COPY.requiredTitle, description: COMMENT_COPY.required, variant: 'destructive' });
      setFormError(null);
      showFieldErrors({ content: COMMENT_COPY.required });
      return;
    }
    setPosting(true);
    setFormError(null);
    setFieldErrors({});
    try {
      const response = await apiRequest(
        'POST',
        '/api/comments',
        {
          authorName: String(data.get('authorName') ?? ''),
          authorEmail: String(data.get('authorEmail') ?? ''),
          content,
          blogPostUrl: url,
          language: locale,
          [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ''),
          [FILL_TIME_FIELD]: String(Math.round(performance.now() - openedAt.current)),
        },
        { headers: sendKey.headers() },
      );
      sendKey.renew();
      // With pre-moderation the comment waits for approval: the poster is told so.
      const { comment } = (await response.json()) as { comment?: PublicComment };
      toast(
        comment?.pending
          ? { title: COMMENT_COPY.heldTitle, description: COMMENT_COPY.heldDescription }
          : { title: COMMENT_COPY.successTitle, description: COMMENT_COPY.successDescription },
      );
      formRef.current?.reset();
      setFormOpen(false);
      focusAfterLoad.current = comment && !comment.pending ? comment.id : null;
      await load();
    } catch (error) {
      const message = localize(errorMessage(error, COMMENT_COPY.failureFallback));
      const named =
        error instanceof ApiError ? error.json<{ fieldErrors?: Record<string, string[]> }>()?.fieldErrors : null;
      const errors = firstMessages(named, localize);
      if (Object.keys(errors).length) showFieldErrors(errors);
      else setFormError(message);
      toast({ title: COMMENT_COPY.failureTitle, description: message, variant: 'destructive' });
    } finally {
      setPosting(false);
    }
  }

  return (
    <section id={id} aria-label={COMMENT_COPY.sectionLabel} className="mt-4 border-t pt-4">
      <div aria-live="polite">
        {list.status === 'loading' && <p className="text-sm text-muted-foreground">{COMMENT_COPY.loading}</p>}
        {list.status === 'error' && (
          <p className="text-sm text-muted-foreground">
            {COMMENT_COPY.loadFailed}{' '}
            <Button type="button" variant="link" size="sm" className="h-auto min-h-0 p-0" onClick={() => void load()}>
              {COMMENT_COPY.tryAgain}
            </Button>
          </p>
        )}
        {list.status === 'loaded' && list.comments.length === 0 && (
          <p className="text-sm text-muted-foreground">{COMMENT_COPY.empty}</p>
        )}
        {list.status === 'loaded' && list.comments.length > 0 && (
          <CommentList
            comments={list.comments}
            elementIdOf={commentElementId}
            anonymous={COMMENT_COPY.anonymous}
            dateOf={(iso) => commentDate(iso, locale)}
          />
        )}
      </div>

      <div className="mt-4">
        <Button
          ref={toggleRef}
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={formOpen}
          onClick={() => {
            openedAt.current = performance.now();
            sendKey.renew();
            setFormOpen((open) => !open);
            setFormError(null);
            setFieldErrors({});
          }}
        >
          {formOpen ? COMMENT_COPY.cancel : COMMENT_COPY.addComment}
        </Button>
      </div>

      {formOpen && (
        <form
          ref={formRef}
          onSubmit={submit}
          // An edit makes the next send a new comment.
          onInput={sendKey.renew}
          onChange={sendKey.renew}
          noValidate
          className="relative mt-4 space-y-4"
          aria-label={COMMENT_COPY.formLabel}
        >
          <CommentFields errors={fieldErrors} />
          {formError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          )}
          <Button type="submit" disabled={posting}>
            {posting ? COMMENT_COPY.posting : COMMENT_COPY.post}
          </Button>
        </form>
      )}
    </section>
  );
}
