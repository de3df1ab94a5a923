/**
 * Runs before first paint (inline, in <head>) so the page never flashes the wrong theme: reads
 * localStorage 'theme' ('light' | 'dark' | 'system') and sets the class. Until the visitor chooses,
 * the site follows the system preference (prefers-color-scheme): a phone set to dark gets the dark
 * theme on its first paint (decision 007, issue 24).
 */
export const THEME_STORAGE_KEY = 'theme';

const script = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);var c=document.documentElement.classList;c.toggle('dark',d);c.toggle('light',!d);}catch(e){}})();`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
