import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { cn } from '@/lib/utils';
import { sameSitePath } from '@/lib/site-links';

/**
 * A link that opens in a new tab: rel="noopener noreferrer", and it says so: an arrow-out icon
 * for the eye and "(opens in a new tab)" for screen readers (WCAG G201).
 */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-[0.9em] shrink-0 align-[-0.1em]" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A link whose address is a setting (the survey, the booking page, the terms): the site's own
 * page opens in the same tab, an address elsewhere in a new tab that says so (issue 24).
 */
export function ConfiguredLink({
  href,
  baseUrl,
  className,
  children,
}: {
  href: string;
  baseUrl: string;
  className?: string;
  children: React.ReactNode;
}) {
  const path = sameSitePath(href, baseUrl);
  if (path === null) {
    return (
      <NewTabLink href={href} className={className}>
        {children}
      </NewTabLink>
    );
  }
  return (
    <Link href={path} className={className}>
      {children}
    </Link>
  );
}
