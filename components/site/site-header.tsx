import { Phone } from 'lucide-react';
import { BRAND, MAIN_NAV } from '@/content/site';
import type { SiteConfig } from '@/server/site-config';
import { FormsMenu } from './forms-menu';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SocialIcon } from './social-icon';
import { ThemeToggle } from './theme-toggle';

/**
 * The header of every visitor page: server-rendered HTML with no client component (decision 175).
 * Its links are plain <a>; the theme toggle, the current-page marking and the side menu work from
 * the inline shell script and the platform (theme-script.tsx, mobile-menu.tsx).
 */
export function SiteHeader({ config }: { config: SiteConfig }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      {/* focus-on-primary: the focus ring takes the bar's text colour, which contrasts with its blue. */}
      <div className="focus-on-primary bg-primary text-primary-foreground">
        <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-2 px-2 text-sm sm:gap-4 sm:px-4">
          <a
            href={config.phoneHref}
            className="inline-flex min-w-0 items-center gap-1.5 rounded-md px-1.5 py-1 font-medium hover:bg-white/15 sm:gap-2 sm:px-2"
          >
            <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
            {/* On narrow screens the word stays for screen readers, so the number fits on one line. */}
            <span className="whitespace-nowrap">
              <span className="sr-only sm:not-sr-only">Call </span>
              {config.phone}
            </span>
          </a>
          <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
            <FormsMenu />
            <ul className="flex items-center gap-0.5 sm:gap-1" aria-label="Social media">
              {config.social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${profile.label} (opens in a new tab)`}
                    className="inline-flex h-8 w-7 items-center justify-center rounded-md hover:bg-white/15 sm:w-8"
                  >
                    <SocialIcon network={profile.network} className="h-4 w-4" />
                  </a>
                </li>
              ))}
            </ul>
            <ThemeToggle />
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        {/* A plain <a> like every header link: next/link would hydrate a client component on every page. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="text-xl font-bold tracking-tight text-primary">
          {BRAND.name}
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks links={MAIN_NAV} className="flex items-center gap-1" />
        </nav>
        <MobileMenu phone={config.phone} phoneHref={config.phoneHref} />
      </div>
    </header>
  );
}
