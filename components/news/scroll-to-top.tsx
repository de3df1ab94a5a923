'use client';

import { useEffect, useRef } from 'react';

/** Scrolls to the top when the list's page changes (not on the first render). */
export function ScrollToTopOnChange({ value }: { value: string }) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [value]);
  return null;
}
