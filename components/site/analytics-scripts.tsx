import {
  CONVERSIONS,
  PRIVATE_ADDRESS_PATTERNS,
  PRIVATE_FIELDS,
  PUBLIC_QUERY_PARAMETERS,
  UNKNOWN_PATTERN,
  UNMEASURED_PREFIXES,
} from '@/content/analytics';
import { analyticsPages, inEveryLanguage } from '@/lib/analytics-pages';
import { LOCALES, localizedPath } from '@/lib/i18n/locale';
import { CHOICE_COOKIE, GPC_COOKIE, OPT_OUT_VALUE } from '@/lib/privacy-choices';

/**
 * GA4, GTM and the Meta pixel, from one inline script rendered only when an id is configured:
 * with none (the default) the page carries nothing and requests nothing. No React component or
 * next/script ships to visitors for this. Two rules (docs/decisions/120, 121):
 *
 * - Nothing personal leaves: every page view names the page's route pattern from the registry
 *   (`/results/[assessmentId]`, `/thank-you`), never its address or query string. GA4 is told
 *   page_location and page_referrer explicitly (origin + pattern) and sends no automatic page
 *   view; the pixel is the image pixel with only the event name and that sanitized address (the
 *   pixel script would read the address bar, the referrer and form fields itself). A page view is
 *   sent on the first load and on every client-side navigation (Next's router moves through
 *   history.pushState/replaceState).
 * - The tag manager only ever sees an address that tells nothing: the tags inside it read the
 *   address bar and the referrer themselves, so it is loaded only when neither holds a private
 *   page (a results key, the thank-you answers) or a query parameter other than the news paging,
 *   and a client-side move to such an address while it runs becomes a full page load, on which
 *   it is not loaded. Conversions count on a navigation, never on a reload or back/forward.
 * - Nor does it run beside a form where a visitor types about themselves (`PRIVATE_FIELDS`, on
 *   every form of the form kit and on the news list): it is started once the page is parsed,
 *   only if none is on it, and one that appears while it runs (a page rendered in place: the
 *   site's own links are plain page loads) reloads the page, which then goes without it: the
 *   address is remembered for the tab's session (sessionStorage), so a form that appears only
 *   after a click cannot start the tag manager and the reload over and over.
 * - The choice is known before anything loads: with Global Privacy Control (navigator or the
 *   `Sec-GPC` cookie the server sets) or the visitor's opt-out cookie, the tag manager and the
 *   pixel are never loaded, and GA4 runs in consent mode with ad storage, ad user data and ad
 *   personalisation denied.
 */
export interface AnalyticsIds {
  ga4: string;
  gtm: string;
  metaPixel: string;
}

function bootstrap(ids: AnalyticsIds): string {
  const config = {
    ga: ids.ga4,
    gtm: ids.gtm,
    px: ids.metaPixel,
    pages: analyticsPages().map((page) => [page.source, page.pattern, page.title]),
    // A Spanish page counts after the Spanish page before it (/es/home-assessment -> /es/results/...).
    conversions: CONVERSIONS.flatMap((conversion) =>
      LOCALES.map((locale) => [
        localizedPath(conversion.pattern, locale),
        conversion.after ? localizedPath(conversion.after, locale) : '',
        conversion.event,
        conversion.pixelEvent,
      ]),
    ),
    skip: UNMEASURED_PREFIXES,
    priv: PRIVATE_ADDRESS_PATTERNS.flatMap(inEveryLanguage),
    pfa: Object.keys(PRIVATE_FIELDS)[0],
    // A page that showed such a form once keeps the tag manager off for the tab's session: the
    // reload then cannot bring it back beside a form that appears again (after a click, say).
    pfk: 'insurancematch.privateFields:',
    pubq: PUBLIC_QUERY_PARAMETERS,
    unknown: UNKNOWN_PATTERN,
    optOut: new RegExp(`(?:^|;\\s*)(?:${CHOICE_COOKIE}=${OPT_OUT_VALUE}|${GPC_COOKIE}=1)(?:;|$)`).source,
  };
  // Plain ES5 in a string: it runs before React, in every browser.
  return `(function(w,d,C){
if(w.top!==w)return;
var path=location.pathname;
for(var s=0;s<C.skip.length;s++){if(path===C.skip[s]||path.indexOf(C.skip[s]+'/')===0)return;}
function optedOut(){return navigator.globalPrivacyControl===true||new RegExp(C.optOut).test(d.cookie);}
var out=optedOut();
w.__privacyChoice=out?'opt-out':'default';
function page(p){for(var i=0;i<C.pages.length;i++){if(new RegExp(C.pages[i][0]).test(p))return C.pages[i];}return [null,C.unknown,C.unknown];}
var origin=location.origin;
function firstReferrer(){if(!d.referrer)return ['',''];try{var u=new URL(d.referrer);if(u.origin!==origin)return [u.origin+'/',''];var p=page(u.pathname)[1];return [origin+p,p];}catch(e){return ['',''];}}
function clean(u){if(C.priv.indexOf(page(u.pathname)[1])>=0)return false;var ok=true;u.searchParams.forEach(function(v,k){if(C.pubq.indexOf(k)<0)ok=false;});return ok;}
function cleanReferrer(){if(!d.referrer)return true;try{var u=new URL(d.referrer);return u.origin!==origin||clean(u);}catch(e){return false;}}
var here=page(path),ref=firstReferrer(),gtag=null,gtmOn=false,gtmQueue=null;
if(C.ga){
w.dataLayer=w.dataLayer||[];
gtag=function(){w.dataLayer.push(arguments);};w.gtag=gtag;
var ad=out?'denied':'granted';
gtag('consent','default',{ad_storage:ad,ad_user_data:ad,ad_personalization:ad,analytics_storage:'granted'});
if(out)gtag('set','ads_data_redaction',true);
gtag('js',new Date());
gtag('config',C.ga,{send_page_view:false,page_location:origin+here[1],page_referrer:ref[0],page_title:here[2],allow_google_signals:!out,allow_ad_personalization_signals:!out});
var g=d.createElement('script');g.async=true;g.src='https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(C.ga);d.head.appendChild(g);
}
function privateFields(){return d.querySelector('['+C.pfa+']')!==null;}
function markedHere(){try{return sessionStorage.getItem(C.pfk+location.pathname)==='1';}catch(e){return false;}}
function startGtm(){
var queued=gtmQueue;gtmQueue=null;
if(out||privateFields()||markedHere()||!clean(new URL(location.href)))return;
gtmOn=true;
w.dataLayer=w.dataLayer||[];
w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});
for(var q=0;q<queued.length;q++)w.dataLayer.push(queued[q]);
var t=d.createElement('script');t.async=true;t.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(C.gtm);d.head.appendChild(t);
if(w.MutationObserver)new MutationObserver(function(r,o){if(privateFields()){o.disconnect();try{sessionStorage.setItem(C.pfk+location.pathname,'1');}catch(e){}location.reload();}}).observe(d.documentElement,{childList:true,subtree:true,attributes:true,attributeFilter:[C.pfa]});
}
if(C.gtm&&!out&&clean(new URL(location.href))&&cleanReferrer()){
gtmQueue=[];
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',startGtm);else startGtm();
}
function toGtm(e){if(gtmQueue)gtmQueue.push(e);else if(gtmOn&&!out)w.dataLayer.push(e);}
function pixel(ev,loc){if(!C.px||out)return;var i=new Image();i.referrerPolicy='no-referrer';i.src='https://www.facebook.com/tr?id='+encodeURIComponent(C.px)+'&ev='+ev+'&dl='+encodeURIComponent(loc)+'&noscript=1';}
var lastKey,lastLoc=ref[0],lastPattern=ref[1];
function navigationType(){var n=w.performance&&performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];return n?n.type:'navigate';}
function pv(kind){
var key=location.pathname+location.search;if(key===lastKey)return;lastKey=key;
var counts=kind==='move'||(kind==='load'&&navigationType()==='navigate');
if(optedOut())out=true;
var p=page(location.pathname),loc=origin+p[1];
if(gtag){gtag('set',{page_location:loc,page_referrer:lastLoc,page_title:p[2]});gtag('event','page_view',{page_location:loc,page_referrer:lastLoc,page_title:p[2],send_to:C.ga});}
toGtm({event:'virtual_page_view',page_location:loc,page_referrer:lastLoc,page_path:p[1],page_title:p[2]});
pixel('PageView',loc);
for(var c=0;c<C.conversions.length&&counts;c++){var v=C.conversions[c];if(v[0]!==p[1]||(v[1]&&v[1]!==lastPattern))continue;
if(gtag)gtag('event',v[2],{send_to:C.ga});
toGtm({event:'conversion',conversion:v[2],page_path:p[1]});
pixel(v[3],loc);}
lastLoc=loc;lastPattern=p[1];
}
var leaving=false;
['pushState','replaceState'].forEach(function(m){var o=history[m];history[m]=function(st,ti,u){
if(leaving)return;
if(gtmOn&&u!=null){var to=null;try{to=new URL(String(u),location.href);}catch(e){}
if(to&&to.origin===origin&&!clean(to)){leaving=true;if(m==='pushState')location.assign(to.href);else location.replace(to.href);return;}}
var r=o.apply(this,arguments);setTimeout(function(){pv('move');},0);return r;};});
addEventListener('popstate',function(){setTimeout(function(){pv('pop');},0);});
pv('load');
})(window,document,${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}

export function AnalyticsScripts({ ids }: { ids: AnalyticsIds }) {
  if (!ids.ga4 && !ids.gtm && !ids.metaPixel) return null;
  return <script dangerouslySetInnerHTML={{ __html: bootstrap(ids) }} />;
}
