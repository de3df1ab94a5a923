import { FormMessages } from '@/components/forms/form-messages';
import { ArticleCard } from '@/components/news/article-card';
import { NewsPagination } from '@/components/news/news-pagination';
import { NewsTextsProvider } from '@/components/news/news-texts';
import { PageSizeForm } from '@/components/news/page-size-form';
import { ScrollToTopOnChange } from '@/components/news/scroll-to-top';
import { PRIVACY_POLICY_PATH } from '@/content/consent';
import * as Spanish from '@/content/es/news';
import * as English from '@/content/news';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { resolvePaging } from '@/lib/news';
import { getNewsArticles } from '@/server/news/source';

export type NewsSearchParams = Promise<{ page?: string | string[]; size?: string | string[] }>;

/**
 * The news list (/news and /es/news). On the Spanish page the site's words are Spanish and the
 * articles stay the feed's English, marked so; their comments are the same threads as in English.
 */
export async function NewsPage({ searchParams, locale }: { searchParams: NewsSearchParams; locale: Locale }) {
  const NEWS_COPY = pick(locale, English.NEWS_COPY, Spanish.NEWS_COPY);
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
        {locale === 'es' && <p className="mt-2 text-muted-foreground">{Spanish.ARTICLES_IN_ENGLISH}</p>}
        <p className="mt-4 rounded-lg border bg-muted/40 p-4 text-sm">
          {NEWS_COPY.disclaimer} {NEWS_COPY.askPrompt}{' '}
          <a href={NEWS_COPY.askHref} className="font-medium text-primary underline underline-offset-4">
            {NEWS_COPY.askLabel}
          </a>
          .
        </p>
      </header>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-muted-foreground" data-testid="news-showing">
          {NEWS_COPY.showing(paging.from, paging.to, paging.total)}
        </p>
        <PageSizeForm size={paging.size} locale={locale} label={NEWS_COPY.pageSizeLabel} apply={NEWS_COPY.apply} />
      </div>
      {shown.length > 0 && (
        <noscript>
          <p className="mt-4 rounded-lg border p-4 text-sm">
            {pick(locale, English.NEEDS_SCRIPT_NOTE, Spanish.NEEDS_SCRIPT_NOTE)}
          </p>
        </noscript>
      )}

      {shown.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{NEWS_COPY.empty}</p>
      ) : (
        <FormMessages locale={locale}>
          <NewsTextsProvider
            texts={{
              locale,
              details: pick(locale, English.ARTICLE_DETAILS_COPY, Spanish.ARTICLE_DETAILS_COPY),
              comments: pick(locale, English.COMMENT_COPY, Spanish.COMMENT_COPY),
              privacyHref: localizedPath(PRIVACY_POLICY_PATH, locale),
            }}
          >
            <div className="mt-6 space-y-6">
              {shown.map((article, index) => (
                <ArticleCard
                  key={article.url}
                  article={article}
                  headingId={`article-${paging.from + index}`}
                  locale={locale}
                />
              ))}
            </div>
          </NewsTextsProvider>
        </FormMessages>
      )}

      {paging.total > paging.size && <NewsPagination paging={paging} locale={locale} />}
    </div>
  );
}
