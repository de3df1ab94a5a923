import type { Metadata, Viewport } from 'next';
import { AnalyticsScripts } from '@/components/site/analytics-scripts';
import { CurrentLinkStyle } from '@/components/site/nav-links';
import { PageMapGate } from '@/components/site/page-map-gate';
import { siteTexts } from '@/components/site/site-texts';
import { ThemeScript } from '@/components/site/theme-script';
import { ToasterHost } from '@/components/ui/toaster-host';
import { ROOT_METADATA, SHELL_TEXTS } from '@/content/site';
import { ROOT_METADATA as ES_ROOT_METADATA, SHELL_TEXTS as ES_SHELL_TEXTS } from '@/content/es/site';
import { HTML_LANG, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { getEnv } from '@/server/env';

/**
 * The html document every root layout renders (decision 182): the English groups and /es are
 * separate root layouts so that each page's `lang` is in its static HTML.
 */
export function SiteDocument({
  locale,
  pageMap = true,
  children,
}: {
  locale: Locale;
  /** The developer page map's button on dev and preview hosts; not in the console, over staff's controls. */
  pageMap?: boolean;
  children: React.ReactNode;
}) {
  const env = getEnv();
  const analytics = { ga4: env.GA4_MEASUREMENT_ID, gtm: env.GTM_CONTAINER_ID, metaPixel: env.META_PIXEL_ID };
  return (
    // The theme script changes the class before hydration; React is told that is expected.
    <html lang={HTML_LANG[locale]} className="light" suppressHydrationWarning>
      {/* The root layouts render this document: App Router metadata goes into this <head>. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <ThemeScript />
        {pageMap ? <CurrentLinkStyle links={headerLinks(locale)} /> : null}
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <ToasterHost labels={pick(locale, SHELL_TEXTS, ES_SHELL_TEXTS).toasts} />
        {pageMap ? <PageMapGate /> : null}
        <AnalyticsScripts ids={analytics} />
      </body>
    </html>
  );
}

/** Every link of the header and the side menu that can be the current page's. */
function headerLinks(locale: Locale) {
  const texts = siteTexts(locale);
  return [...texts.mainNav, ...texts.getAQuote.links, texts.fileAClaim];
}

/** The metadata every root layout starts from, in the layout's language. */
export function rootMetadata(locale: Locale): Metadata {
  const texts = pick(locale, ROOT_METADATA, ES_ROOT_METADATA);
  return {
    metadataBase: new URL(getEnv().PUBLIC_BASE_URL),
    title: { default: texts.title, template: texts.titleTemplate },
    description: texts.description,
  };
}

export const rootViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f172a' },
  ],
};
