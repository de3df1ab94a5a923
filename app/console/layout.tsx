import '@/app/globals.css';
import type { Metadata } from 'next';
import { SiteDocument, rootMetadata, rootViewport } from '@/components/site/site-document';

// The agency's desk: rendered per request for signed-in staff, never indexed, no public header or footer.
export const metadata: Metadata = {
  ...rootMetadata('en'),
  title: { default: 'Console', template: '%s | Console | InsuranceMatch' },
  robots: { index: false, follow: false, nocache: true },
};
export const viewport = rootViewport;

export default function ConsoleRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument locale="en" pageMap={false}>
      {children}
    </SiteDocument>
  );
}
