'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useEffect } from 'react';

export interface AnalyticsIds {
  ga4: string;
  gtm: string;
  metaPixel: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: (...args: unknown[]) => void;
  }
}

/** Sends a page_view (GA4) and PageView (pixel) on every route change, client navigations included. */
function PageViews({ ids }: { ids: AnalyticsIds }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  useEffect(() => {
    const pagePath = query ? `${pathname}?${query}` : pathname;
    if (ids.ga4) {
      window.gtag?.('event', 'page_view', {
        page_path: pagePath,
        page_location: window.location.href,
        page_title: document.title,
        send_to: ids.ga4,
      });
    }
    if (ids.metaPixel) window.fbq?.('track', 'PageView');
  }, [pathname, query, ids.ga4, ids.metaPixel]);
  return null;
}

/** Rendered by the root layout only when at least one id is configured. */
export function Analytics({ ids }: { ids: AnalyticsIds }) {
  return (
    <>
      {ids.ga4 && (
        <>
          <Script src={`https://www.googletagmanager.com/gtag/js?id=${ids.ga4}`} strategy="afterInteractive" />
          <Script id="ga4-init" strategy="afterInteractive">
            {/* send_page_view false: PageViews sends one per route change, the first included. */}
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());gtag('config','${ids.ga4}',{send_page_view:false});`}
          </Script>
        </>
      )}
      {ids.gtm && (
        <Script id="gtm-init" strategy="afterInteractive">
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${ids.gtm}');`}
        </Script>
      )}
      {ids.metaPixel && (
        <Script id="meta-pixel-init" strategy="afterInteractive">
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${ids.metaPixel}');`}
        </Script>
      )}
      <PageViews ids={ids} />
    </>
  );
}
