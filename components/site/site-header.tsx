import { Phone } from 'lucide-react';
import { siteTexts } from '@/components/site/site-texts';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import type { SiteConfig } from '@/server/site-config';
import { FormsMenu } from './forms-menu';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { SocialIcon } from './social-icon';
import { ThemeToggle } from './theme-toggle';

/**
 * The header of every visitor page: server-rendered HTML with no client component (decision 175).
 * Its links are plain <a>; the theme toggle, the current-page marking and the side menu work from
 * the inline shell script and the platform (theme-script.tsx, mobile-menu.tsx).
 */
export function SiteHeader({ config, locale }: { config: SiteConfig; locale: Locale }) {
  const texts = siteTexts(locale);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      {/* focus-on-primary: the focus ring takes the bar's text colour, which contrasts with its blue. */}
      <div className="focus-on-primary bg-primary text-primary-foreground">
        {/* A minimum height, and the icons wrap under the number when a visitor's larger text leaves no room. */}
        <div className="mx-auto flex min-h-10 max-w-7xl flex-wrap items-center justify-between gap-x-2 px-2 text-sm sm:gap-x-4 sm:px-4">
          <a
            href={config.phoneHref}
            className="inline-flex min-w-0 items-center gap-1.5 rounded-md px-1.5 py-1 font-medium hover:bg-white/15 sm:gap-2 sm:px-2"
          >
            <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
            {/* On narrow screens the word stays for screen readers, so the number fits on one line. */}
            <span className="whitespace-nowrap">
              <span className="sr-only sm:not-sr-only">{texts.shell.callPrefix}</span>
              {config.phone}
            </span>
          </a>
          <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
            <FormsMenu locale={locale} />
            <LanguageSwitch
              locale={locale}
              className="hidden rounded-md px-2 py-1 font-medium hover:bg-white/15 sm:inline-flex"
            />
            <ul className="flex items-center gap-0.5 sm:gap-1" aria-label={texts.shell.socialMedia}>
              {config.social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${profile.label} ${texts.shell.opensInNewTab}`}
                    className="inline-flex h-8 w-7 items-center justify-center rounded-md hover:bg-white/15 sm:w-8"
                  >
                    <SocialIcon network={profile.network} className="h-4 w-4" />
                  </a>
                </li>
              ))}
            </ul>
            <ThemeToggle locale={locale} />
          </div>
        </div>
      </div>
      <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-4 px-4">
        {/* A plain <a> like every header link: next/link would hydrate a client component on every page. The name may
            break (larger text on a phone) rather than push the menu button off the screen. */}
        <a
          href={localizedPath('/', locale)}
          className="min-w-0 text-xl font-bold tracking-tight [overflow-wrap:anywhere] text-primary"
        >
          {texts.brand.name}
        </a>
        <nav aria-label={texts.shell.mainNav} className="hidden lg:block">
          <NavLinks links={texts.mainNav} className="flex items-center gap-1" />
        </nav>
        <MobileMenu phone={config.phone} phoneHref={config.phoneHref} locale={locale} />
      </div>
    </header>
  );
}
