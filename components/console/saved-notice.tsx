'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';

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
  /** The notice says a change was not made ("Not saved: ..."): drawn as a refusal, not a success. */
  refused?: boolean;
  /** The link after the notice (its words from the server page, so this script carries no word list). */
  checkAgain?: { href: string; label: string };
}) {
  // After a save the form that was used is drawn anew (its key is the stored value), so the focus would fall to the
  // page: it goes to the notice, from where the keyboard carries on (with JavaScript; without, the page loads anew).
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) region.current?.focus();
  }, [notice]);
  return (
    <p
      ref={region}
      tabIndex={notice ? -1 : undefined}
      role="status"
      className={
        !notice
          ? 'sr-only'
          : refused
            ? 'rounded border-2 border-destructive p-3 font-medium'
            : 'rounded border border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
      }
    >
      {notice}
      {notice && checkAgain ? (
        <>
          {' '}
          <Link href={checkAgain.href} className="underline underline-offset-4">
            {checkAgain.label}
          </Link>
        </>
      ) : null}
    </p>
  );
}
