import type * as React from 'react';
import { TABLE_SCROLL_HINT } from '@/content/console';

/**
 * The box every console table sits in: on a phone the table keeps readable columns and scrolls
 * sideways inside it, the page never does. The box is a named region that takes the keyboard's
 * focus, so the columns past the screen's edge can be scrolled to with the arrow keys even in a
 * table without a link (axe's scrollable-region-focusable). `relative`: a header's sr-only label
 * is placed inside the box, not against the page (it made a phone's page 695 px wide).
 */
export function TableBox({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      {/* On a phone nothing else shows that the columns go on past the screen's edge. */}
      <p className="mb-1 text-xs text-muted-foreground sm:hidden" aria-hidden="true">
        {TABLE_SCROLL_HINT}
      </p>
      <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
        {children}
      </div>
    </div>
  );
}
