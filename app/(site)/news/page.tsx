import Link from 'next/link';
import { ArticleCard } from '@/components/news/article-card';
import { NewsPagination } from '@/components/news/news-pagination';
import { PageSizeForm } from '@/components/news/page-size-form';
import { ScrollToTopOnChange } from '@/components/news/scroll-to-top';
import { NEWS_COPY } from '@/content/news';
import { resolvePaging } from '@/lib/news';
import { getNewsArticles } from '@/server/news/source';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/news', {
  title: NEWS_COPY.title,
  description: NEWS_COPY.intro,
});

// Rendered per request from the in-memory copy of the sheet (see docs/decisions/060).
export const dynamic = 'force-dynamic';

export default async function NewsPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string | string[]; size?: string | string[] }>;
}) {
  const query = await searchParams;
  const articles = await getNewsArticles();
  const paging = resolvePaging(query, articles.length);
  const shown = articles.slice(paging.from === 0 ? 0 : paging.from - 1, paging.to);

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 md:py-16">
      <ScrollToTopOnChange value={`${paging.page}-${paging.size}`} />
      <header>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{NEWS_COPY.title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{NEWS_COPY.intro}</p>
        <p className="mt-4 rounded-lg border bg-muted/40 p-4 text-sm">
          {NEWS_COPY.disclaimer} {NEWS_COPY.askPrompt}{' '}
          <Link
            href={NEWS_COPY.askHref}
            prefetch={false}
            className="font-medium text-primary underline underline-offset-4"
          >
            {NEWS_COPY.askLabel}
          </Link>
          .
        </p>
      </header>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground" data-testid="news-showing">
          {paging.total === 0
            ? 'Showing 0 of 0 articles'
            : `Showing ${paging.from}-${paging.to} of ${paging.total} articles`}
        </p>
        <PageSizeForm size={paging.size} />
      </div>

      {shown.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{NEWS_COPY.empty}</p>
      ) : (
        <div className="mt-6 space-y-6">
          {shown.map((article, index) => (
            <ArticleCard key={article.url} article={article} headingId={`article-${paging.from + index}`} />
          ))}
        </div>
      )}

      {paging.total > paging.size && <NewsPagination paging={paging} />}
    </div>
  );
}
