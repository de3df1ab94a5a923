import '@/app/globals.css';
import { SiteDocument, rootMetadata, rootViewport } from '@/components/site/site-document';
import { SiteShell } from '@/components/site/site-shell';

export const metadata = rootMetadata('en');
export const viewport = rootViewport;

/**
 * Routes with header and footer (the product specification, section 2; see
 * docs/decisions/002-layout-of-shared-routes.md). A root layout of its own, as /es's is (decision 182).
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument locale="en">
      <SiteShell locale="en">{children}</SiteShell>
    </SiteDocument>
  );
}
