import type { NavLink } from '@/content/site';

/**
 * Navigation links as plain server-rendered <a> (decision 175): nothing to hydrate. The link of the
 * current page gets aria-current="page" from the shell script (components/site/theme-script.tsx),
 * before the first paint and after each client-side navigation: the layout that renders the header
 * does not know the path, and asking for it would make every page dynamic. Links to other pages are
 * marked on their page (and below it); in-page anchors of the home page never are. A followed link
 * loads the page (static and cached): the side menu is closed there, and the marking is fresh.
 * Without JavaScript, `CurrentLinkStyle` highlights the same link from the page's canonical link.
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

/**
 * The look of the current page's link, and the rules that find it without JavaScript: a page's
 * canonical link (lib/page-metadata.ts, in its <head>) ends with its path, so
 * `html:has(link[rel=canonical][href$="/news"])` is true on /news. The canonical link's address is
 * matched by its end, not in full, so the rules need not know how Next.js joins it to
 * PUBLIC_BASE_URL; a Spanish page's canonical ends with /es/news as well, but its header links to
 * /es/news, never /news. A page below a link's path (none today) or without a canonical link (the
 * private results, a 404) is marked by the shell script alone.
 */
export function currentLinkCss(links: readonly NavLink[]) {
  const paths = [...new Set(links.map((link) => link.href).filter((href) => !href.includes('#') && href !== '/'))];
  const selectors = paths.map((path) => `html:has(link[rel='canonical'][href$='${path}']) .nav-link[href='${path}']`);
  return `.nav-link[aria-current='page'],${selectors.join(',')}{background-color:var(--color-accent);color:var(--color-primary)}`;
}

/** In <head> of a visitor page: every link the header and the side menu hold, in the page's language. */
export function CurrentLinkStyle({ links }: { links: readonly NavLink[] }) {
  return <style dangerouslySetInnerHTML={{ __html: currentLinkCss(links) }} />;
}
