import '@/app/globals.css';
import { SiteDocument, rootMetadata, rootViewport } from '@/components/site/site-document';

export const metadata = rootMetadata('en');
export const viewport = rootViewport;

/** Standalone routes: no header or footer (ad landing pages, survey and booking embeds). */
export default function StandaloneLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument locale="en">
      <main id="main">{children}</main>
    </SiteDocument>
  );
}
