import { Button, buttonVariants } from '@/components/ui/button';
import { PAGINATION_COPY as SPANISH_PAGINATION_COPY } from '@/content/es/news';
import { PAGINATION_COPY as ENGLISH_PAGINATION_COPY } from '@/content/news';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { cn } from '@/lib/utils';
import { newsHref, pageNumbers, type Paging } from '@/lib/news';

/**
 * Previous, numbered pages and Next, as links (they work without JavaScript). On a phone the
 * numbers give way to "Page 2 of 6" between Previous and Next, so the row fits 320 px without
 * wrapping Next onto a line of its own (issue 24); from the sm breakpoint up every number shows.
 */
export function NewsPagination({ paging, locale }: { paging: Paging; locale: Locale }) {
  const COPY = pick(locale, ENGLISH_PAGINATION_COPY, SPANISH_PAGINATION_COPY);
  const { page, size, totalPages } = paging;
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label={COPY.label} className="mt-8 flex flex-wrap items-center justify-between gap-2 sm:justify-center">
      {page > 1 ? (
        <a href={newsHref(page - 1, size, locale)} className={linkClass} rel="prev">
          {COPY.previous}
        </a>
      ) : (
        <Button variant="outline" size="sm" disabled>
          {COPY.previous}
        </Button>
      )}
      {pageNumbers(page, totalPages).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-muted-foreground sm:inline">
            …
          </span>
        ) : (
          <a
            key={n}
            href={newsHref(n, size, locale)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={COPY.pageLink(n)}
            className={cn(
              buttonVariants({ variant: n === page ? 'default' : 'outline', size: 'sm' }),
              'hidden min-w-9 sm:inline-flex',
            )}
          >
            {n}
          </a>
        ),
      )}
      <p className="text-sm whitespace-nowrap text-muted-foreground sm:hidden">{COPY.pageOf(page, totalPages)}</p>
      {page < totalPages ? (
        <a href={newsHref(page + 1, size, locale)} className={linkClass} rel="next">
          {COPY.next}
        </a>
      ) : (
        <Button variant="outline" size="sm" disabled>
          {COPY.next}
        </Button>
      )}
    </nav>
  );
}
