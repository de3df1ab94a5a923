'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a page a visitor reaches from a send (the thank-you page, a confirmed plan, a booked
 * call). As the forms' own confirmations (FormConfirmation), the focus starts here rather than on the
 * page: a screen reader reads on from the confirmation, and Tab goes on to its links, not back above
 * the site's menu. On a page load the server-rendered `autofocus` does it, with or without
 * JavaScript; React applies `autoFocus` to form controls only, so after a client navigation (the
 * results page's Confirm Selection) the effect does, unless the visitor has already focused something.
 */
export function ConfirmationHeading({ className, children }: { className?: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1
      ref={headingRef}
      tabIndex={-1}
      autoFocus
      className={`font-bold tracking-tight outline-offset-4 ${className ?? ''}`}
    >
      {children}
    </h1>
  );
}
