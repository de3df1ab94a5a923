import { ExternalLink } from 'lucide-react';
import { COMMENT_COPY, NEWS_COPY } from '@/content/news';
import { formatArticleDate, type NewsArticle } from '@/lib/news';
import { ArticleDetails } from './article-details';

/** One article of the list: server-rendered, with the interactive part (Read More, comments) in ArticleDetails. */
export function ArticleCard({ article, headingId }: { article: NewsArticle; headingId: string }) {
  const date = formatArticleDate(article.dateCreated);
  return (
    <article aria-labelledby={headingId} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id={headingId} className="text-xl leading-snug font-semibold">
        <a
          href={article.url}
          target="_blank"
          rel="noopener noreferrer"
          className="underline-offset-4 hover:text-primary hover:underline focus-visible:underline"
        >
          {article.headline}
          <ExternalLink aria-hidden="true" className="ml-1.5 inline size-4 align-baseline" />
          <span className="sr-only"> (opens in a new tab)</span>
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
        commentsLoading={COMMENT_COPY.loading}
      />
    </article>
  );
}
