import { ExternalLink } from 'lucide-react';
import { NEWS_COPY as SPANISH_NEWS_COPY } from '@/content/es/news';
import { SHELL_TEXTS as SPANISH_SHELL_TEXTS } from '@/content/es/site';
import { NEWS_COPY as ENGLISH_NEWS_COPY } from '@/content/news';
import { SHELL_TEXTS as ENGLISH_SHELL_TEXTS } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import type { ReactNode } from 'react';
import { formatArticleDate, newsHref, OPENED_COMMENTS_ID, type NewsArticle, type OpenedParts } from '@/lib/news';
import { ArticleDetails, type ArticleLinks } from './article-details';

/** Where the card's controls lead without JavaScript: this list, with the article's part opened or closed. */
function articleLinks(url: string, headingId: string, { page, size, opened }: ListPlace, locale: Locale): ArticleLinks {
  const href = (parts: OpenedParts, fragment: string) => newsHref(page, size, locale, parts, fragment);
  return {
    readMore: href({ ...opened, more: url }, headingId),
    readLess: href({ ...opened, more: undefined }, headingId),
    comments: href({ ...opened, comments: url }, OPENED_COMMENTS_ID),
    hideComments: href({ ...opened, comments: undefined }, headingId),
  };
}

/** The list's page and size, and what its address opens. */
export interface ListPlace {
  page: number;
  size: number;
  /** What this page opened; never the notice after a post, which is said once. */
  opened: Pick<OpenedParts, 'more' | 'comments'>;
}

/**
 * One article of the list: server-rendered, with the interactive part (Read More, comments) in
 * ArticleDetails, whose words come from the NewsTextsProvider around the list. The article itself
 * is the feed's English in both languages; only what the site adds around it is translated.
 */
export function ArticleCard({
  article,
  headingId,
  locale,
  place,
  openedSummary,
  openedComments,
}: {
  article: NewsArticle;
  headingId: string;
  locale: Locale;
  place: ListPlace;
  /** The formatted full summary, when the address opens it. */
  openedSummary?: string;
  /** The comments rendered on the server, when the address opens them. */
  openedComments?: ReactNode;
}) {
  const NEWS_COPY = pick(locale, ENGLISH_NEWS_COPY, SPANISH_NEWS_COPY);
  const { opensInNewTab } = pick(locale, ENGLISH_SHELL_TEXTS, SPANISH_SHELL_TEXTS);
  const date = formatArticleDate(article.dateCreated, locale);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id={headingId} className="text-xl leading-snug font-semibold">
        <a
          href={article.url}
          target="_blank"
          rel="noopener noreferrer"
          className="underline-offset-4 hover:text-primary hover:underline focus-visible:underline"
        >
          {locale === 'es' ? <span lang="en">{article.headline}</span> : article.headline}
          <ExternalLink aria-hidden="true" className="ml-1.5 inline size-4 align-baseline" />
          <span className="sr-only">{` ${opensInNewTab}`}</span>
        </a>
      </h2>
      <p className="mt-2 flex flex-wrap gap-x-2 text-sm text-muted-foreground">
        <span>{NEWS_COPY.author}</span>
        {date && (
          <>
            <span aria-hidden="true">·</span>
            <time dateTime={article.dateCreated ?? undefined}>{date}</time>
          </>
        )}
        <span aria-hidden="true">·</span>
        <span>{NEWS_COPY.readTime}</span>
      </p>
      <ArticleDetails
        url={article.url}
        summary={article.summary}
        fullSummary={article.fullSummary}
        links={articleLinks(article.url, headingId, place, locale)}
        openedSummary={openedSummary}
        openedComments={openedComments}
      />
    </article>
  );
}
