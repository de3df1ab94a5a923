'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** The address's parameters a notice comes from (the item page's, the inbox's and Deliveries'). */
const NOTICE_PARAMETERS = ['saved', 'stale', 'signed-in'];

/**
 * A desk form was refused: the page's notice is about an earlier change and goes, so that a "Saved"
 * never stands beside a refusal, and a reload does not show it again. Next.js's router follows
 * `history.replaceState` (its documented use), so `SavedNotice` sees the address without it.
 */
export function dropSavedNotice() {
  const url = new URL(window.location.href);
  if (!NOTICE_PARAMETERS.some((name) => url.searchParams.has(name))) return;
  for (const name of NOTICE_PARAMETERS) url.searchParams.delete(name);
  window.history.replaceState(null, '', url);
}

/**
 * The desk's "Saved: ..." region after a change (the item page, the inbox, Deliveries). Always in the
 * page, so a screen reader announces the notice when it appears. `checkAgain` is the page without
 * its `?saved=`: after a retry, where staff see whether the message left (reloading the address
 * with `?saved=` would show the notice again, whatever happened since).
 */
export function SavedNotice({
  notice,
  refused = false,
  checkAgain,
}: {
  notice: string | undefined;
  /** The notice says a change was not made ("Not saved: ..."), or asks for care: drawn as such, not as a success. */
  refused?: boolean;
  /** The link after the notice (its words from the server page, so this script carries no word list). */
  checkAgain?: { href: string; label: string };
}) {
  // Shown while the address still names it: a refused form after it takes it away (dropSavedNotice).
  // Outside Next.js's router (a component test's render) there is no address, and it shows.
  const parameters = useSearchParams() as ReturnType<typeof useSearchParams> | null;
  const named = !parameters || NOTICE_PARAMETERS.some((name) => parameters.has(name));
  const shown = named ? notice : undefined;
  // After a save the form that was used is drawn anew (its key is the stored value), so the focus would fall to the
  // page: it goes to the notice, from where the keyboard carries on (with JavaScript; without, the page loads anew).
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown) region.current?.focus();
  }, [shown]);
  return (
    <p
      ref={region}
      tabIndex={shown ? -1 : undefined}
      role="status"
      className={
        !shown
          ? 'sr-only'
          : refused
            ? 'rounded border-2 border-destructive p-3 font-medium'
            : 'rounded border border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
      }
    >
      {shown}
      {shown && checkAgain ? (
        <>
          {' '}
          <Link href={checkAgain.href} prefetch={false} className="underline underline-offset-4">
            {checkAgain.label}
          </Link>
        </>
      ) : null}
    </p>
  );
}
