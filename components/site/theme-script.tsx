/**
 * The shell's only script of its own, inline in <head> so it runs before first paint and before
 * React (decision 175): the header, the side menu and the theme toggle are server-rendered HTML
 * that hydrates nothing.
 * - Theme (decision 007, issue 24): reads localStorage 'theme' ('light' | 'dark' | 'system') and
 *   sets the class, so the page never flashes the wrong theme; until the visitor chooses, the site
 *   follows the device (prefers-color-scheme). A click on a [data-theme-toggle] button cycles
 *   System -> the theme the device is not showing -> the other -> System and stores the choice.
 * - window.imShell() (called by an inline script right after the header, before first paint, and
 *   again after each client-side navigation) writes the toggle's state into its label and marks
 *   the navigation link of the current page with aria-current="page". The toggle's words come from
 *   its data-words (the page's language); the language switch gets the current path as `from`
 *   (without JavaScript the switch reads the Referer instead: decision 182).
 * - The side menu opens with the platform's invoker commands (`commandfor`, no script needed);
 *   browsers without them get the same from one delegated click listener. A followed link closes
 *   it (an in-page anchor of the home page does not load a page that would close it).
 */
export const THEME_STORAGE_KEY = 'theme';

// Plain ES5 on purpose: it runs before any bundle (and its polyfills) and is sent with every page.
export const SHELL_SCRIPT = `(function(){
var K='${THEME_STORAGE_KEY}',Q='(prefers-color-scheme: dark)',d=document,h=d.documentElement;
function read(){try{var t=localStorage.getItem(K);return t==='light'||t==='dark'||t==='system'?t:'system';}catch(e){return 'system';}}
var theme=read();
function sysDark(){try{return matchMedia(Q).matches;}catch(e){return false;}}
function apply(){var k=theme==='dark'||(theme==='system'&&sysDark());h.classList.toggle('dark',k);h.classList.toggle('light',!k);}
function next(){var s=sysDark(),o=s?'light':'dark',m=s?'dark':'light';return theme==='system'?o:theme===o?m:'system';}
function sync(){var n=next(),b=d.querySelectorAll('[data-theme-toggle]');for(var i=0;i<b.length;i++){var w=(b[i].getAttribute('data-words')||'').split('|'),N={light:w[2],dark:w[3],system:w[4]};b[i].setAttribute('data-theme',theme);b[i].setAttribute('aria-label',w[0]+': '+N[theme]+'. '+w[1]+' '+N[n]);b[i].title=w[0]+': '+N[theme];}}
function mark(){var p=location.pathname,a=d.querySelectorAll('a.nav-link');for(var i=0;i<a.length;i++){var r=a[i].getAttribute('href')||'';var c=r.indexOf('#')<0&&(r===p||(r!=='/'&&p.indexOf(r+'/')===0));if(c)a[i].setAttribute('aria-current','page');else a[i].removeAttribute('aria-current');}var l=d.querySelectorAll('a[data-language-switch]');for(var j=0;j<l.length;j++)l[j].href=l[j].getAttribute('data-language-switch')+'&from='+encodeURIComponent(p);}
apply();
window.imShell=function(){sync();mark();};
function closest(e,s){return e.target&&e.target.closest?e.target.closest(s):null;}
d.addEventListener('click',function(e){if(!closest(e,'[data-theme-toggle]'))return;theme=next();try{localStorage.setItem(K,theme);}catch(x){}apply();sync();});
try{matchMedia(Q).addEventListener('change',function(){apply();sync();});}catch(e){}
var later=function(){setTimeout(window.imShell,0);};
if(window.navigation&&navigation.addEventListener)navigation.addEventListener('currententrychange',later);else addEventListener('popstate',later);
d.addEventListener('click',function(e){var a=closest(e,'dialog[open] a[href]');if(a)a.closest('dialog').close();});
if(!('command' in HTMLButtonElement.prototype))d.addEventListener('click',function(e){var b=closest(e,'button[commandfor]'),m=b&&d.getElementById(b.getAttribute('commandfor'));if(!m||!m.showModal)return;if(b.getAttribute('command')==='show-modal')m.showModal();else if(b.getAttribute('command')==='close')m.close();});
if(!('closedBy' in HTMLDialogElement.prototype))d.addEventListener('click',function(e){var m=e.target;if(m&&m.tagName==='DIALOG'&&m.getAttribute('closedby')==='any'&&m.open)m.close();});
})();`.replace(/\n/g, '');

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: SHELL_SCRIPT }} />;
}

/** Right after the header: the toggle's label and the current link are right on the first paint. */
export function ShellScript() {
  return <script dangerouslySetInnerHTML={{ __html: 'window.imShell&&window.imShell();' }} />;
}
