import { ExternalLink } from 'lucide-react';
import { SHELL_TEXTS as SPANISH_SHELL_TEXTS } from '@/content/es/site';
import { SHELL_TEXTS as ENGLISH_SHELL_TEXTS } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { cn } from '@/lib/utils';
import { linkInLanguage } from '@/lib/i18n/twin-path';
import { sameSitePath } from '@/lib/site-links';

/**
 * A link that opens in a new tab: rel="noopener noreferrer", and it says so: an arrow-out icon
 * for the eye and "(opens in a new tab)" for screen readers (WCAG G201), in the page's language.
 */
export function NewTabLink({
  href,
  className,
  locale,
  children,
}: {
  href: string;
  className?: string;
  /** Required: the words for screen readers are in the page's language. */
  locale: Locale;
  children: React.ReactNode;
}) {
  const { opensInNewTab } = pick(locale, ENGLISH_SHELL_TEXTS, SPANISH_SHELL_TEXTS);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-[0.9em] shrink-0 align-[-0.1em]" />
      <span className="sr-only">{` ${opensInNewTab}`}</span>
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
  locale,
  children,
}: {
  href: string;
  baseUrl: string;
  className?: string;
  locale: Locale;
  children: React.ReactNode;
}) {
  const path = sameSitePath(href, baseUrl);
  if (path === null) {
    return (
      <NewTabLink href={href} className={className} locale={locale}>
        {children}
      </NewTabLink>
    );
  }
  // A page of this site opens in the visitor's language where it has a twin (the footer's terms, the booking page).
  return (
    <a href={linkInLanguage(path, locale)} className={className}>
      {children}
    </a>
  );
}
