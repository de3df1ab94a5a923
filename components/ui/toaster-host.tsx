'use client';

import type { ToastLabels } from './toaster';
import { useLoadedComponent } from './use-loaded-component';
import { useToast } from './use-toast';

// The Radix toaster (about 17 KB compressed) is fetched when the first toast is raised, so pages
// where nobody submits anything do not pay for it. `toast()` itself is a tiny store. Fetched with
// useLoadedComponent rather than React.lazy: a toast raised while the visitor is offline (the
// failure toast of a form) must not turn a failed fetch into the site's error page.
const loadToaster = () => import('./toaster').then((module) => module.Toaster);

/** `labels`: what screen readers call the notifications, in the page's language. */
export function ToasterHost({ labels }: { labels: ToastLabels }) {
  const { toasts } = useToast();
  // Each new toast tries again after a failed fetch; meanwhile the form's own notice says what happened.
  const { Component: Toaster } = useLoadedComponent(loadToaster, toasts.length > 0, toasts);
  if (toasts.length === 0 || !Toaster) return null;
  return <Toaster labels={labels} />;
}
