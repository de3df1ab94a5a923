import type { Page } from '@playwright/test';

/**
 * The analytics vendors, played locally. Every request the page makes to a host other than the
 * site's own is recorded (address and body) and answered here, so nothing leaves the machine:
 *
 * - gtag.js is answered with a small double that does what the real library does with what the
 *   site hands it: it reads the data layer's `config`, `set` and `event` commands and sends one
 *   collect request per event to google-analytics.com, with `dl`/`dr` taken from page_location /
 *   page_referrer when the site set them and from the address bar and document.referrer
 *   otherwise (GA4's documented fallback), an automatic page_view on `config` unless
 *   send_page_view is false, and every event parameter as `ep.*`. So a site that forgets to
 *   sanitise shows up in the captured requests, as it would in production.
 * - gtm.js is answered with a double of a container holding one ordinary tag: like the tags a
 *   marketer adds, it reads the built-in Page URL and Referrer variables (the address bar and
 *   document.referrer) on load, on every history change (GTM's history listener wraps
 *   pushState/replaceState) and on every data layer event, and sends them to a collector on
 *   googletagmanager.com. The site cannot configure what tags read, so it must keep the tag
 *   manager away from any address that says something about a visitor.
 * - Everything else is answered empty; the pixel's image request with a 1x1 GIF.
 */
const GTAG_DOUBLE = `(function(){
var dl=window.dataLayer=window.dataLayer||[],cfg={};
function send(name,params){params=params||{};var all=Object.assign({},cfg,params);
var q=new URLSearchParams({v:'2',tid:all.send_to||cfg.id||'',en:name,dl:all.page_location||location.href,dr:all.page_referrer!==undefined?all.page_referrer:document.referrer,dt:all.page_title||document.title});
for(var k in params){if(['send_to','page_location','page_referrer','page_title'].indexOf(k)<0)q.set('ep.'+k,String(params[k]));}
new Image().src='https://region1.google-analytics.com/g/collect?'+q.toString();}
function handle(a){if(!a||typeof a!=='object'||typeof a.length!=='number')return;
if(a[0]==='config'){cfg.id=a[1];Object.assign(cfg,a[2]||{});if(!a[2]||a[2].send_page_view!==false)send('page_view',{});}
else if(a[0]==='set'&&a[1]&&typeof a[1]==='object')Object.assign(cfg,a[1]);
else if(a[0]==='event')send(a[1],a[2]);}
for(var i=0;i<dl.length;i++)handle(dl[i]);
var push=dl.push;dl.push=function(){for(var j=0;j<arguments.length;j++)handle(arguments[j]);return push.apply(dl,arguments);};
})();`;

const GTM_DOUBLE = `(function(){
var dl=window.dataLayer=window.dataLayer||[];
function tag(trigger){new Image().src='https://www.googletagmanager.com/td?'+new URLSearchParams({trigger:trigger,page_url:location.href,referrer:document.referrer}).toString();}
tag('gtm.js');
['pushState','replaceState'].forEach(function(m){var o=history[m];history[m]=function(){var r=o.apply(this,arguments);tag('gtm.historyChange');return r;};});
addEventListener('popstate',function(){tag('gtm.historyChange');});
var push=dl.push;dl.push=function(){var r=push.apply(dl,arguments);tag('dataLayer');return r;};
})();`;

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface Captured {
  url: string;
  body: string;
}

/** Records and answers every request to another host; returns the live list. */
export async function captureThirdParty(page: Page, baseURL: string): Promise<Captured[]> {
  const ownHost = new URL(baseURL).host;
  const captured: Captured[] = [];
  await page.context().route(
    (url) => url.host !== ownHost,
    async (route) => {
      const request = route.request();
      const url = request.url();
      captured.push({ url, body: request.postData() ?? '' });
      if (/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/.test(url))
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_DOUBLE });
      if (/^https:\/\/www\.googletagmanager\.com\/gtm\.js\?/.test(url))
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: GTM_DOUBLE });
      if (/^https:\/\/www\.googletagmanager\.com\/td\?/.test(url))
        return route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });
      if (/^https:\/\/www\.facebook\.com\/tr\?/.test(url) || /google-analytics\.com\/g\/collect/.test(url))
        return route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  return captured;
}

export const isGtm = (request: Captured) => /^https:\/\/www\.googletagmanager\.com\/gtm\.js/.test(request.url);
/** What the tag inside the tag manager sent (the double's collector). */
export const isGtmTag = (request: Captured) => /^https:\/\/www\.googletagmanager\.com\/td\?/.test(request.url);
export const isGtag = (request: Captured) => /^https:\/\/www\.googletagmanager\.com\/gtag\/js/.test(request.url);
export const isPixel = (request: Captured) =>
  /^https:\/\/(www\.facebook\.com|connect\.facebook\.net)\//.test(request.url);
export const isCollect = (request: Captured) => /^https:\/\/[^/]*google-analytics\.com\/g\/collect/.test(request.url);

/** A request's parameters (query and body), decoded. */
export function params(request: Captured): URLSearchParams {
  return new URLSearchParams(`${new URL(request.url).search.slice(1)}&${request.body}`);
}

/** Everything a request carries, decoded as far as it goes, for searching. */
export function readable(request: Captured): string {
  let text = `${request.url}\n${request.body}`;
  for (let round = 0; round < 3; round++) {
    try {
      text = decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      break;
    }
  }
  return text;
}
