import type * as React from 'react';

/**
 * The box every console table sits in: on a phone the table keeps readable columns and scrolls
 * sideways inside it, the page never does. The box is a named region that takes the keyboard's
 * focus, so the columns past the screen's edge can be scrolled to with the arrow keys even in a
 * table without a link (axe's scrollable-region-focusable). `relative`: a header's sr-only label
 * is placed inside the box, not against the page (it made a phone's page 695 px wide).
 */
export function TableBox({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      {children}
    </div>
  );
}
