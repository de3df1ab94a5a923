'use client';

import { useEffect } from 'react';

/** Sends the browser on to the hosted terms page; the link in the page is the fallback. */
export function TermsRedirect({ url }: { url: string }) {
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return null;
}
