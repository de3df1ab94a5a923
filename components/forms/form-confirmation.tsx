'use client';

import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocalizeMessage } from './messages-context';
import { PRIVATE_FIELDS } from '@/content/analytics';

/**
 * The on-page confirmation after a submission: the heading takes focus and the whole block, its
 * icon included, scrolls into view below the sticky header, on phones too (the toast, at the
 * bottom, covers neither; issue 24). Without JavaScript the server renders the
 * same block and `autoFocus` puts the browser's focus and scroll on the heading.
 */
export function FormConfirmation({
  title,
  description,
  reference,
  children,
}: {
  title: string;
  description: string;
  reference?: string;
  children?: React.ReactNode;
}) {
  const localize = useLocalizeMessage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, []);
  return (
    <section
      // It shows the visitor's reference (and a page posted without JavaScript shows it in the
      // form's place): no tag manager beside it either (content/analytics.ts).
      {...PRIVATE_FIELDS}
      aria-labelledby={headingId}
      className="grid justify-items-center gap-4 py-8 text-center"
      data-testid="form-confirmation"
    >
      <CheckCircle2 className="size-14 text-primary" aria-hidden="true" />
      {/* The heading stops below the sticky header with room for the icon above it (4.5rem: the
          icon's 3.5rem and the 1rem gap), whether scrolled there by the effect or by autoFocus. */}
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        autoFocus
        className="scroll-mt-[calc(var(--site-header-clearance)+4.5rem)] text-2xl font-bold outline-offset-4"
      >
        {title}
      </h2>
      <p className="text-muted-foreground">{description}</p>
      {reference && (
        <p className="text-sm">
          {/* One text node, as the English was: the server's HTML stays the same. */}
          {`${localize('Your reference:')} `}
          <strong>{reference}</strong>
        </p>
      )}
      {children}
    </section>
  );
}
