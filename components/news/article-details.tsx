'use client';

import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { buttonVariants } from '@/components/ui/button-variants';
import { useLoadedComponent } from '@/components/ui/use-loaded-component';
import { apiRequest } from '@/lib/api-client';
import { formatSummary } from '@/lib/format-summary';
import { useNewsTexts } from './news-texts';

// The comments (list, form, validation) load when a visitor first asks for them, not with the page:
// most visitors never open them, and their code was hydrated on every visit to /news (decision 176).
// Until the code arrives the section shows what it shows while the comments load. Not next/dynamic:
// the section is never server-rendered (it mounts on a click), and next/dynamic's own code (1.2 KB
// compressed) came with the page for nothing (issue 27, decision 176). Not React.lazy either: offline,
// its failed fetch became the site's error page (components/ui/use-loaded-component.ts).
const loadComments = () => import('./comments-section');
const loadCommentsSection = () => loadComments().then((module) => module.CommentsSection);
/** Fetches the section's code ahead of the click; a failure is left to the section's own fetch, which says so. */
const preloadComments = () => void loadComments().catch(() => undefined);

/** The comments' section once its code is here; meanwhile "Loading comments...", and after a failed fetch a retry. */
function LoadedComments({ id, url }: { id: string; url: string }) {
  const { comments } = useNewsTexts();
  const [attempt, setAttempt] = useState(0);
  const { Component: CommentsSection, failed } = useLoadedComponent(loadCommentsSection, true, attempt);
  if (CommentsSection) return <CommentsSection id={id} url={url} />;
  return (
    <p className="mt-4 border-t pt-4 text-sm text-muted-foreground">
      {failed ? (
        <>
          {comments.loadFailed}{' '}
          <button
            type="button"
            className={buttonVariants({ variant: 'link', size: 'sm', className: 'h-auto min-h-0 p-0' })}
            onClick={() => setAttempt((count) => count + 1)}
          >
            {comments.tryAgain}
          </button>
        </>
      ) : (
        comments.loading
      )}
    </p>
  );
}

/** Where each control leads without JavaScript: the same list with the part opened or closed by its address. */
export interface ArticleLinks {
  readMore: string;
  readLess: string;
  comments: string;
  hideComments: string;
}

/**
 * The summary with Read More/Read Less (the formatted full summary) and Comments/Hide Comments.
 * The list keys each card by article url, so this state belongs to that url. Its words, and the
 * comments', come from the NewsTextsProvider around the list, in the page's language: importing
 * the comments' copy here would put it in the page's script.
 *
 * Without JavaScript each control is a link to the list with that part opened by its address
 * (lib/news.ts `OpenedParts`): the server renders the formatted summary (`openedSummary`) and the
 * comments with their form (`openedComments`, comment-thread.tsx). Once the script runs they are
 * buttons, and the opened comments give way to the script's own section.
 */
export function ArticleDetails({
  url,
  summary,
  fullSummary,
  links,
  openedSummary,
  openedComments,
}: {
  url: string;
  summary: string;
  fullSummary: string;
  links: ArticleLinks;
  openedSummary?: string;
  openedComments?: ReactNode;
}) {
  const { locale, details } = useNewsTexts();
  const [expanded, setExpanded] = useState(openedSummary !== undefined);
  const [formatted, setFormatted] = useState<string | null>(openedSummary ?? null);
  const [commentsShown, setCommentsShown] = useState(openedComments !== undefined);
  const enhanced = useHydrated();
  const bodyId = useId();
  const commentsId = useId();
  const linkClass = (variant: 'outline' | 'ghost') => buttonVariants({ variant, size: 'sm' });

  function toggleExpanded() {
    const next = !expanded;
    setExpanded(next);
    if (next && formatted === null) {
      // The local formatter answers at once (and is the fallback); the server's version replaces it.
      setFormatted(formatSummary(fullSummary));
      apiRequest('POST', '/api/format-summary', { content: fullSummary })
        .then((response) => response.json() as Promise<{ formattedContent?: unknown }>)
        .then(({ formattedContent }) => {
          if (typeof formattedContent === 'string' && formattedContent) setFormatted(formattedContent);
        })
        .catch((error: unknown) => console.warn('Summary formatting failed; using the local format.', error));
    }
  }

  return (
    <>
      {/* The feed's summaries are English on the Spanish page too: screen readers read them so. */}
      <div id={bodyId} className="mt-4 text-base leading-relaxed" lang={locale === 'es' ? 'en' : undefined}>
        {expanded && formatted !== null ? (
          // Sanitised on the server (server/news/sanitize.ts); the local formatter escapes all text first.
          <div
            className="space-y-3 [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: formatted }}
          />
        ) : (
          <p>{summary}</p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {fullSummary &&
          (enhanced ? (
            <button
              type="button"
              className={linkClass('outline')}
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={toggleExpanded}
            >
              {expanded ? details.readLess : details.readMore}
            </button>
          ) : (
            <a href={expanded ? links.readLess : links.readMore} className={linkClass('outline')}>
              {expanded ? details.readLess : details.readMore}
            </a>
          ))}
        {enhanced ? (
          <button
            type="button"
            className={linkClass('ghost')}
            aria-expanded={commentsShown}
            aria-controls={commentsShown ? commentsId : undefined}
            onClick={() => setCommentsShown((shown) => !shown)}
            // A pointer on its way to the button, or focus on it: time to fetch the code.
            onPointerEnter={preloadComments}
            onFocus={preloadComments}
          >
            {commentsShown ? details.hideComments : details.comments}
          </button>
        ) : (
          <a href={commentsShown ? links.hideComments : links.comments} className={linkClass('ghost')}>
            {commentsShown ? details.hideComments : details.comments}
          </a>
        )}
      </div>
      {commentsShown && (enhanced ? <LoadedComments id={commentsId} url={url} /> : openedComments)}
    </>
  );
}
