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
import { CommentThread } from '@/components/news/comment-thread';
import { formatInZone } from '@/lib/agency-time';
import { DATE_LOCALE, openedPartsOf, resolvePaging, type NewsArticle, type OpenedParts } from '@/lib/news';
import { listComments } from '@/server/comments/comments';
import { getEnv } from '@/server/env';
import { formatSummaryHtml } from '@/server/news/format-summary';
import { getNewsArticles } from '@/server/news/source';
import { PRIVATE_FIELDS } from '@/content/analytics';

type QueryValue = string | string[] | undefined;
export type NewsSearchParams = Promise<{
  page?: QueryValue;
  size?: QueryValue;
  more?: QueryValue;
  comments?: QueryValue;
  posted?: QueryValue;
}>;

/**
 * The parts of the shown articles the address opens (a browser without JavaScript follows links to
 * open them): the full summary formatted as the script's first answer shows it (not the model's,
 * which would hold the page up), and the comments, which are listed for an article of this page only.
 */
async function openedContent(shown: NewsArticle[], opened: OpenedParts) {
  const moreArticle = shown.find((article) => article.url === opened.more && article.fullSummary);
  const commentsArticle = shown.find((article) => article.url === opened.comments);
  const [summaryHtml, comments] = await Promise.all([
    moreArticle ? formatSummaryHtml(moreArticle.fullSummary, { useModel: false }) : undefined,
    commentsArticle ? listComments(commentsArticle.url) : undefined,
  ]);
  return { moreUrl: moreArticle?.url, summaryHtml, commentsUrl: commentsArticle?.url, comments };
}

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
  const opened = openedPartsOf(query);
  const content = await openedContent(shown, opened);
  // Without the script there is no visitor's zone: comments are dated in the agency's, named.
  const timeZone = getEnv().AGENCY_TIME_ZONE;
  // The links keep only what this page opened: a made-up address's values go no further.
  const place = {
    page: paging.page,
    size: paging.size,
    opened: { more: content.moreUrl, comments: content.commentsUrl },
  };
  const commentCopy = pick(locale, English.COMMENT_COPY, Spanish.COMMENT_COPY);

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
      {shown.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{NEWS_COPY.empty}</p>
      ) : (
        <FormMessages locale={locale}>
          <NewsTextsProvider
            texts={{
              locale,
              details: pick(locale, English.ARTICLE_DETAILS_COPY, Spanish.ARTICLE_DETAILS_COPY),
              comments: commentCopy,
              privacyHref: localizedPath(PRIVACY_POLICY_PATH, locale),
            }}
          >
            {/* Each article's comment form (a commenter's e-mail) opens on demand: the list carries its mark. */}
            <div className="mt-6 space-y-6" {...PRIVATE_FIELDS}>
              {shown.map((article, index) => (
                <ArticleCard
                  key={article.url}
                  article={article}
                  headingId={`article-${paging.from + index}`}
                  locale={locale}
                  place={place}
                  openedSummary={article.url === content.moreUrl ? content.summaryHtml : undefined}
                  openedComments={
                    article.url === content.commentsUrl && content.comments ? (
                      <CommentThread
                        url={article.url}
                        comments={content.comments}
                        posted={opened.posted}
                        page={paging.page}
                        size={paging.size}
                        copy={commentCopy}
                        dateOf={(iso) => formatInZone(new Date(iso), timeZone, DATE_LOCALE[locale])}
                      />
                    ) : undefined
                  }
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
