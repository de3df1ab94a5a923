import { siteTexts } from '@/components/site/site-texts';
import type { Locale } from '@/lib/i18n/locale';

/**
 * Shown over the blue top bar when focused: it is sized to sit inside the bar, and its focus ring
 * takes the bar's text colour (focus-on-primary), so the ring shows against the blue all round.
 */
export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href="#main"
      className="focus-on-primary sr-only z-50 rounded-md bg-primary px-4 py-1 text-primary-foreground focus:not-sr-only focus:fixed focus:top-1 focus:left-2"
    >
      {siteTexts(locale).shell.skipLink}
    </a>
  );
}
