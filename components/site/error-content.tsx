'use client';

import { useEffect } from 'react';
import type { ERROR_PAGE } from '@/content/site';
import type { Translation } from '@/lib/i18n/translation';

/**
 * Friendly page for an unexpected error; the details stay in the server log (by digest). The
 * error.tsx of each root layout passes its language's words, so a page ships one language.
 */
export function ErrorContent({
  error,
  reset,
  texts,
  homeHref,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  texts: Translation<typeof ERROR_PAGE>;
  homeHref: string;
}) {
  useEffect(() => {
    console.warn('Unexpected error', error.digest ?? error.message);
  }, [error]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{texts.heading}</h1>
      <p className="text-muted-foreground">{texts.text}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          {texts.retry}
        </button>
        <a href={homeHref} className="rounded-md border px-4 py-2 font-medium">
          {texts.home}
        </a>
      </div>
    </div>
  );
}
