'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { PRIVACY_POLICY_PATH } from '@/content/consent';
import { COMMENT_COPY } from '@/content/news';
import { apiRequest, errorMessage, getJson } from '@/lib/api-client';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/honeypot';
import {
  AUTHOR_NAME_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  type CommentsResponse,
  type PublicComment,
} from '@/lib/fields/comment';

const commentDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

type ListState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; comments: PublicComment[] };

/** The comments of one article: loaded when shown (client-only, so dates use the visitor's zone). */
export function CommentsSection({ id, url }: { id: string; url: string }) {
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [formOpen, setFormOpen] = useState(false);
  const [posting, setPosting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // When the form was opened: the guarded handler treats a comment sent faster than a person types as a bot's.
  const openedAt = useRef(0);
  const fieldId = useId();

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

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const content = String(data.get('content') ?? '');
    if (!content.trim()) {
      toast({ title: COMMENT_MESSAGES.requiredTitle, description: COMMENT_MESSAGES.required, variant: 'destructive' });
      setFormError(COMMENT_MESSAGES.required);
      return;
    }
    setPosting(true);
    setFormError(null);
    try {
      const response = await apiRequest('POST', '/api/comments', {
        authorName: String(data.get('authorName') ?? ''),
        authorEmail: String(data.get('authorEmail') ?? ''),
        content,
        blogPostUrl: url,
        [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ''),
        [FILL_TIME_FIELD]: String(Math.round(performance.now() - openedAt.current)),
      });
      // With pre-moderation the comment waits for approval: the poster is told so.
      const { comment } = (await response.json()) as { comment?: PublicComment };
      toast(
        comment?.pending
          ? { title: COMMENT_COPY.heldTitle, description: COMMENT_COPY.heldDescription }
          : { title: COMMENT_COPY.successTitle, description: COMMENT_COPY.successDescription },
      );
      formRef.current?.reset();
      setFormOpen(false);
      await load();
    } catch (error) {
      const message = errorMessage(error, COMMENT_COPY.failureFallback);
      setFormError(message);
      toast({ title: COMMENT_COPY.failureTitle, description: message, variant: 'destructive' });
    } finally {
      setPosting(false);
    }
  }

  return (
    <section id={id} aria-label="Comments" className="mt-4 border-t pt-4">
      <div aria-live="polite">
        {list.status === 'loading' && <p className="text-sm text-muted-foreground">{COMMENT_COPY.loading}</p>}
        {list.status === 'error' && (
          <p className="text-sm text-muted-foreground">
            {COMMENT_COPY.loadFailed}{' '}
            <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={() => void load()}>
              Try again
            </Button>
          </p>
        )}
        {list.status === 'loaded' && list.comments.length === 0 && (
          <p className="text-sm text-muted-foreground">{COMMENT_COPY.empty}</p>
        )}
        {list.status === 'loaded' && list.comments.length > 0 && (
          <ul className="space-y-4">
            {list.comments.map((comment) => (
              <li key={comment.id} className="rounded-lg bg-muted/50 p-4">
                <p className="text-sm">
                  <span className="font-semibold">{comment.authorName}</span>
                  <span className="text-muted-foreground">
                    {' · '}
                    <time dateTime={comment.createdAt}>{commentDate.format(new Date(comment.createdAt))}</time>
                  </span>
                </p>
                {/* Plain text: React escapes it; line breaks are kept by CSS. */}
                <p className="mt-2 text-sm break-words whitespace-pre-wrap">{comment.content}</p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-4">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={formOpen}
          onClick={() => {
            openedAt.current = performance.now();
            setFormOpen((open) => !open);
            setFormError(null);
          }}
        >
          {formOpen ? 'Cancel' : 'Add Comment'}
        </Button>
      </div>

      {formOpen && (
        <form ref={formRef} onSubmit={submit} noValidate className="relative mt-4 space-y-4" aria-label="Add a comment">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${fieldId}-name`}>Name (optional)</Label>
              <Input
                id={`${fieldId}-name`}
                name="authorName"
                autoComplete="name"
                maxLength={AUTHOR_NAME_MAX_LENGTH}
                placeholder="Anonymous"
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${fieldId}-email`}>Email (optional)</Label>
              <Input
                id={`${fieldId}-email`}
                name="authorEmail"
                type="email"
                autoComplete="email"
                maxLength={254}
                aria-describedby={`${fieldId}-email-hint`}
              />
              <p id={`${fieldId}-email-hint`} className="text-xs text-muted-foreground">
                {COMMENT_COPY.emailHint}{' '}
                <a href={PRIVACY_POLICY_PATH} className="underline underline-offset-2">
                  {COMMENT_COPY.privacyLinkText}
                </a>
                .
              </p>
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${fieldId}-content`}>Comment</Label>
            <Textarea
              id={`${fieldId}-content`}
              name="content"
              maxLength={COMMENT_MAX_LENGTH}
              rows={4}
              aria-describedby={`${fieldId}-content-hint`}
              aria-invalid={formError === COMMENT_MESSAGES.required || undefined}
            />
            <p id={`${fieldId}-content-hint`} className="text-xs text-muted-foreground">
              Plain text, up to {COMMENT_MAX_LENGTH} characters.
            </p>
          </div>
          <HoneypotField />
          {formError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          )}
          <Button type="submit" disabled={posting}>
            {posting ? 'Posting...' : 'Post Comment'}
          </Button>
        </form>
      )}
    </section>
  );
}
