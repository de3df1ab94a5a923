import Link from 'next/link';
import { SEE_WHETHER_DELIVERED } from '@/content/console';

/**
 * The desk's "Saved: ..." region after a change (the item page, the inbox, Deliveries). Always in the
 * page, so a screen reader announces the notice when it appears. `checkAgain` is the page without
 * its `?saved=`: after a retry, where staff see whether the message left (reloading the address
 * with `?saved=` would show the notice again, whatever happened since).
 */
export function SavedNotice({ notice, checkAgain }: { notice: string | undefined; checkAgain?: string }) {
  return (
    <p
      role="status"
      className={
        notice
          ? 'rounded border border-emerald-700 bg-emerald-50 p-3 font-medium text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
          : 'sr-only'
      }
    >
      {notice}
      {notice && checkAgain ? (
        <>
          {' '}
          <Link href={checkAgain} className="underline underline-offset-4">
            {SEE_WHETHER_DELIVERED}
          </Link>
        </>
      ) : null}
    </p>
  );
}
