import Link from 'next/link';
import { BACK_TO_INBOX } from '@/content/console';

/** A desk page with nothing to show (not found, not allowed), inside the console's menu, with the way back. */
export function DeskAnswer({ heading, body }: { heading: string; body: string }) {
  return (
    <div className="max-w-prose space-y-4">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <p>{body}</p>
      <p>
        <Link href="/console" className="underline underline-offset-4">
          {BACK_TO_INBOX}
        </Link>
      </p>
    </div>
  );
}
