import { cn } from '@/lib/utils';

/** A link that opens in a new tab: rel="noopener noreferrer" and a hint for screen readers. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
