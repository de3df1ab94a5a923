import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { SkipLink } from '@/components/site/skip-link';
import { ShellScript } from '@/components/site/theme-script';
import type { Locale } from '@/lib/i18n/locale';
import { getSiteConfig } from '@/server/site-config';

/** Header, main and footer of the visitor pages, in the page's language. */
export function SiteShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const config = getSiteConfig();
  return (
    <>
      <SkipLink locale={locale} />
      <SiteHeader config={config} locale={locale} />
      {/* Right after the header, before the first paint: the toggle's label and the current link (decision 175). */}
      <ShellScript />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter config={config} locale={locale} />
    </>
  );
}
