'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { isDevOrPreviewHost } from '@/lib/dev-host';

// The map and the route list load only on dev and preview hosts: public visitors download none of it.
const PageMap = dynamic(() => import('./page-map').then((module) => module.PageMap), { ssr: false });

export function PageMapGate() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShow(isDevOrPreviewHost(window.location.hostname, window.location.port));
  }, []);
  return show ? <PageMap /> : null;
}
