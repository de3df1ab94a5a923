'use client';

import { useRouter } from 'next/navigation';
import { newsHref } from '@/lib/news';

/**
 * The page-size form's element: a change of its size select (the event bubbles up to the form)
 * navigates to page 1 of the new size at once. Without JavaScript the form is submitted as it is.
 */
export function NavigatingSizeForm({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  return (
    <form
      action="/news"
      method="get"
      className="flex items-center gap-2"
      onChange={(event) => {
        const field = event.target;
        if (field instanceof HTMLSelectElement && field.name === 'size') router.push(newsHref(1, Number(field.value)));
      }}
    >
      {children}
    </form>
  );
}
