import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { SkipLink } from '@/components/site/skip-link';
import { ShellScript } from '@/components/site/theme-script';
import { getSiteConfig } from '@/server/site-config';

/**
 * Routes with header and footer (the product specification, section 2; see
 * docs/decisions/002-layout-of-shared-routes.md).
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  const config = getSiteConfig();
  return (
    <>
      <SkipLink />
      <SiteHeader config={config} />
      {/* Right after the header, before the first paint: the toggle's label and the current link (decision 175). */}
      <ShellScript />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter config={config} />
    </>
  );
}
