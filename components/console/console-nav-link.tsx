'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/**
 * A link of the console's menu, marked as the current page where it is (its own page, or an item
 * opened from the inbox): assistive technology says so, and it is drawn underlined and bold.
 */
export function ConsoleNavLink({ href, label }: { href: string; label: string }) {
  const path = usePathname();
  const current = path === href || (href === '/console' && path.startsWith('/console/items/'));
  return (
    <Link
      // At least 24 px tall: on a phone the menu's links are targets a thumb must hit (WCAG 2.5.8).
      className="inline-flex min-h-6 items-center underline-offset-4 hover:underline focus-visible:outline-2 aria-[current=page]:font-semibold aria-[current=page]:underline"
      href={href}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Link>
  );
}
