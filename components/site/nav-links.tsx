'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/content/site';

/** Links to other pages are marked current on their page; in-page anchors of the home page never are. */
function isCurrent(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  return href === pathname || (href !== '/' && pathname.startsWith(`${href}/`));
}

export function NavLinks({
  links,
  className,
  linkClassName,
  onNavigate,
  'aria-labelledby': labelledBy,
}: {
  links: readonly NavLink[];
  'aria-labelledby'?: string;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => {
        const current = isCurrent(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              // Plain strings rather than cn(): tailwind-merge would add ~8 KB to every page.
              className={`rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground ${
                current ? 'bg-accent text-primary' : 'text-foreground'
              } ${linkClassName ?? ''}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
