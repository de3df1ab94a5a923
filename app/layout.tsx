import type { Metadata, Viewport } from 'next';
import { AnalyticsScripts } from '@/components/site/analytics-scripts';
import { PageMapGate } from '@/components/site/page-map-gate';
import { ThemeScript } from '@/components/site/theme-script';
import { ToasterHost } from '@/components/ui/toaster-host';
import { getEnv } from '@/server/env';
import './globals.css';

const env = getEnv();

export const metadata: Metadata = {
  metadataBase: new URL(env.PUBLIC_BASE_URL),
  title: { default: 'InsuranceMatch | Find the Right Health & Life Insurance', template: '%s | InsuranceMatch' },
  description:
    'Independent licensed advisors who match individuals, families and small businesses with the right health and life insurance.',
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172a' },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const analytics = { ga4: env.GA4_MEASUREMENT_ID, gtm: env.GTM_CONTAINER_ID, metaPixel: env.META_PIXEL_ID };
  return (
    // The theme script changes the class before hydration; React is told that is expected.
    <html lang="en" className="light" suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <ToasterHost />
        <PageMapGate />
        <AnalyticsScripts ids={analytics} />
      </body>
    </html>
  );
}
