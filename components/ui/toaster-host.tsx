'use client';

import dynamic from 'next/dynamic';
import { useToast } from './use-toast';

// The Radix toaster (about 17 KB compressed) is fetched when the first toast is raised, so pages
// where nobody submits anything do not pay for it. `toast()` itself is a tiny store.
const Toaster = dynamic(() => import('./toaster').then((module) => module.Toaster), { ssr: false });

export function ToasterHost() {
  const { toasts } = useToast();
  return toasts.length > 0 ? <Toaster /> : null;
}
