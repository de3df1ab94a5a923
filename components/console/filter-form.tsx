/**
 * A console list's filters: a GET form to the list's address, labelled "Filters". Keyed by the
 * filters it shows: after a link changes them ("Assigned to me", the spam view), the router keeps
 * the form, and its fields would go on showing the filters of the page before.
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
  return (
    <form key={JSON.stringify(filters)} method="get" action={action} className={className} aria-label="Filters">
      {children}
    </form>
  );
}
