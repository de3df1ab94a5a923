'use client';

import { useLinkStatus } from 'next/link';
import { OPENING_HINT } from '@/content/console';

/**
 * Inside a link, while the page it opens is on its way (a client navigation: Next.js's
 * `useLinkStatus`). On a slow day a click on an inbox row showed nothing until the item arrived,
 * and the inbox stayed under the pointer to be clicked or changed again. Without JavaScript the
 * browser's own loading indicator does this.
 */
export function OpeningHint() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span role="status" className="ml-2 inline-block text-sm font-normal text-muted-foreground">
      {OPENING_HINT}
    </span>
  ) : null;
}
