'use client';
import { useLayoutEffect } from 'react';
import { SHELL_SCRIPT } from '@/components/site/theme-script';

declare global {
  interface Window {
    imShell?: () => void;
  }
}

/**
 * Runs the shell's script (the stored theme, components/site/theme-script.tsx) when the page's
 * own copy never ran. A console page that answers 404 or 403 (`notFound()`, `forbidden()` in a
 * page rendered per request) comes from Next.js as an empty document that React renders in the
 * browser; a script React inserts is never run, so the page was light whatever staff chose. A
 * script element made here is run, once, before the browser paints.
 */
export function ShellScriptFallback() {
  useLayoutEffect(() => {
    if (window.imShell) return;
    const script = document.createElement('script');
    script.text = SHELL_SCRIPT;
    document.head.append(script);
    // Defined by the script just run (the compiler still sees the check above).
    (window.imShell as Window['imShell'])?.();
  }, []);
  return null;
}
