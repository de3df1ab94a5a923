'use client';

import { useRouter } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locale';
import { newsHref } from '@/lib/news';

/**
 * The page-size form's element: a change of its size select (the event bubbles up to the form)
 * navigates to page 1 of the new size at once, in the page's language. Without JavaScript the
 * form is submitted as it is, to `action`.
 */
export function NavigatingSizeForm({
  action,
  locale,
  children,
}: {
  action: string;
  locale: Locale;
  children: React.ReactNode;
}) {
  const router = useRouter();
  return (
    <form
      action={action}
      method="get"
      className="flex items-center gap-2"
      onChange={(event) => {
        const field = event.target;
        if (field instanceof HTMLSelectElement && field.name === 'size')
          router.push(newsHref(1, Number(field.value), locale));
      }}
    >
      {children}
    </form>
  );
}
