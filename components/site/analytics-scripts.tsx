/**
 * GA4, GTM and the Meta pixel as plain inline scripts, rendered only for the ids that are
 * configured: with none (the default) the page carries nothing and requests nothing. A few lines
 * of platform code send a page view on the first load and on every client-side navigation (Next's
 * router moves through history.pushState/replaceState), so no React component or next/script
 * ships to visitors for this.
 */
export interface AnalyticsIds {
  ga4: string;
  gtm: string;
  metaPixel: string;
}

function pageViewTracker(ids: AnalyticsIds): string {
  return `(function(){var GA=${JSON.stringify(ids.ga4)},PX=${JSON.stringify(ids.metaPixel)},last;function pv(){var p=location.pathname+location.search;if(p===last)return;last=p;if(GA&&window.gtag)gtag('event','page_view',{page_path:p,page_location:location.href,page_title:document.title,send_to:GA});if(PX&&window.fbq)fbq('track','PageView');}['pushState','replaceState'].forEach(function(m){var o=history[m];history[m]=function(){var r=o.apply(this,arguments);setTimeout(pv,0);return r;};});addEventListener('popstate',function(){setTimeout(pv,0);});pv();})();`;
}

const inline = (code: string) => ({ __html: code });

export function AnalyticsScripts({ ids }: { ids: AnalyticsIds }) {
  if (!ids.ga4 && !ids.gtm && !ids.metaPixel) return null;
  return (
    <>
      {ids.ga4 && (
        <>
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga4)}`} />
          {/* send_page_view false: the tracker below sends one per page, the first included. */}
          <script
            dangerouslySetInnerHTML={inline(
              `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(ids.ga4)},{send_page_view:false});`,
            )}
          />
        </>
      )}
      {ids.gtm && (
        <script
          dangerouslySetInnerHTML={inline(
            `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(ids.gtm)});`,
          )}
        />
      )}
      {ids.metaPixel && (
        <script
          dangerouslySetInnerHTML={inline(
            `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(ids.metaPixel)});`,
          )}
        />
      )}
      <script dangerouslySetInnerHTML={inline(pageViewTracker(ids))} />
    </>
  );
}
