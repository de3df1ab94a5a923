'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** Friendly page for an unexpected error; the details stay in the server log (by digest). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.warn('Unexpected error', error.digest ?? error.message);
  }, [error]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 text-center"
    >
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">
        Sorry, this page could not be shown. Please try again, or call us and an advisor will help you directly.
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          Try again
        </button>
        <Link href="/" className="rounded-md border px-4 py-2 font-medium">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
