import { NewsPage, type NewsSearchParams } from '@/components/pages/news-page';
import { NEWS_COPY } from '@/content/news';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/news', {
  title: NEWS_COPY.title,
  description: NEWS_COPY.intro,
});

// Rendered per request from the in-memory copy of the sheet (see docs/decisions/060).
export const dynamic = 'force-dynamic';

export default function Page({ searchParams }: { searchParams: NewsSearchParams }) {
  return <NewsPage searchParams={searchParams} locale="en" />;
}
