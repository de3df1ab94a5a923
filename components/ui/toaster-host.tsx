'use client';

import { lazy, Suspense } from 'react';
import type { ToastLabels } from './toaster';
import { useToast } from './use-toast';

// The Radix toaster (about 17 KB compressed) is fetched when the first toast is raised, so pages
// where nobody submits anything do not pay for it. `toast()` itself is a tiny store. React.lazy
// rather than next/dynamic: it needs no server rendering, and React already ships lazy.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** `labels`: what screen readers call the notifications, in the page's language. */
export function ToasterHost({ labels }: { labels: ToastLabels }) {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster labels={labels} />
    </Suspense>
  );
}
