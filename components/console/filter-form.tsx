import { ChevronDown, SlidersHorizontal } from 'lucide-react';

/** Filters that are not the list's own (the page or its place, the spam view) do not count as applied. */
const NOT_FILTERS = new Set(['page', 'after', 'before', 'view']);

function appliedFilters(filters: object): number {
  return Object.entries(filters).filter(
    ([name, value]) => !NOT_FILTERS.has(name) && value !== undefined && value !== null && value !== '',
  ).length;
}

/**
 * A console list's filters: a GET form to the list's address, labelled "Filters". On a phone the
 * form folds behind a "Filters" disclosure, open when a filter is applied, so that the list is on
 * the first screen; from `sm` it is always shown and the disclosure's summary hidden (the
 * `filter-disclosure` rules in app/globals.css, which a browser without `::details-content` skips,
 * keeping the disclosure). Keyed by the filters it shows: after a link changes them ("Assigned to
 * me", the spam view), the router keeps the form, and its fields would go on showing the filters
 * of the page before.
 */
export function FilterForm({
  filters,
  action,
  className,
  children,
}: {
  filters: object;
  action: string;
  className: string;
  children: React.ReactNode;
}) {
  const applied = appliedFilters(filters);
  return (
    <details key={JSON.stringify(filters)} className="filter-disclosure group" open={applied > 0}>
      <summary className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {applied ? `Filters (${applied} applied)` : 'Filters'}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <form method="get" action={action} className={`mt-3 ${className}`} aria-label="Filters">
        {children}
      </form>
    </details>
  );
}
