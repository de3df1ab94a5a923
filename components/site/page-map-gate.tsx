'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { isDevOrPreviewHost } from '@/lib/dev-host';

// The map and the route list load only on dev and preview hosts: public visitors download none of it.
const PageMap = lazy(() => import('./page-map').then((module) => ({ default: module.PageMap })));

export function PageMapGate() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShow(isDevOrPreviewHost(window.location.hostname, window.location.port));
  }, []);
  if (!show) return null;
  return (
    <>
      {/* Room below the footer, so the fixed button can be scrolled clear of the page's last lines. */}
      <div aria-hidden="true" className="h-20 print:hidden" />
      <Suspense fallback={null}>
        <PageMap />
      </Suspense>
    </>
  );
}
