import Link from 'next/link';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { newsHref, pageNumbers, type Paging } from '@/lib/news';

/** Previous, numbered pages and Next, as links (they work without JavaScript). */
export function NewsPagination({ paging }: { paging: Paging }) {
  const { page, size, totalPages } = paging;
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
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
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={newsHref(n, size)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(buttonVariants({ variant: n === page ? 'default' : 'outline', size: 'sm' }), 'min-w-9')}
          >
            {n}
          </Link>
        ),
      )}
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
