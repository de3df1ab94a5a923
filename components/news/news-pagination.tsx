import Link from 'next/link';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { newsHref, pageNumbers, type Paging } from '@/lib/news';

/**
 * Previous, numbered pages and Next, as links (they work without JavaScript). On a phone the
 * numbers give way to "Page 2 of 6" between Previous and Next, so the row fits 320 px without
 * wrapping Next onto a line of its own (issue 24); from the sm breakpoint up every number shows.
 */
export function NewsPagination({ paging }: { paging: Paging }) {
  const { page, size, totalPages } = paging;
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav
      aria-label="Pagination"
      className="mt-8 flex items-center justify-between gap-2 sm:flex-wrap sm:justify-center"
    >
      {page > 1 ? (
        <Link href={newsHref(page - 1, size)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <Button variant="outline" size="sm" disabled>
          Previous
        </Button>
      )}
      {pageNumbers(page, totalPages).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-muted-foreground sm:inline">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={newsHref(n, size)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(
              buttonVariants({ variant: n === page ? 'default' : 'outline', size: 'sm' }),
              'hidden min-w-9 sm:inline-flex',
            )}
          >
            {n}
          </Link>
        ),
      )}
      <p className="text-sm whitespace-nowrap text-muted-foreground sm:hidden">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={newsHref(page + 1, size)} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <Button variant="outline" size="sm" disabled>
          Next
        </Button>
      )}
    </nav>
  );
}
