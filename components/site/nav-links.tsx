import type { NavLink } from '@/content/site';

/**
 * Navigation links as plain server-rendered <a> (decision 175): nothing to hydrate. The link of the
 * current page gets aria-current="page" from the shell script (components/site/theme-script.tsx),
 * before the first paint and after each client-side navigation: the layout that renders the header
 * does not know the path, and asking for it would make every page dynamic. Links to other pages are
 * marked on their page (and below it); in-page anchors of the home page never are. A followed link
 * loads the page (static and cached): the side menu is closed there, and the marking is fresh.
 */
export function NavLinks({
  links,
  className,
  linkClassName,
  'aria-labelledby': labelledBy,
}: {
  links: readonly NavLink[];
  'aria-labelledby'?: string;
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            // The shell script sets aria-current before React hydrates: not a mismatch to report.
            suppressHydrationWarning
            // Plain strings rather than cn(): tailwind-merge would add ~8 KB to every page.
            className={linkClassName ? `nav-link ${linkClassName}` : 'nav-link'}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
