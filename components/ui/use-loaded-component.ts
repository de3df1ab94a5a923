'use client';

import { useEffect, useState, type ComponentType } from 'react';

type Loaded<Props> = { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; Component: ComponentType<Props> };

/**
 * A component whose code is fetched when it is first wanted, as with React.lazy, except that a
 * failed fetch is not thrown. React.lazy throws it to the nearest error boundary and keeps the
 * failure: a visitor who lost the connection and pressed submit got the site's error page in place
 * of the form and everything typed, because the first toast fetched the toaster's code (and "Try
 * again" failed the same way once back online). Here a failure reads `failed`, the page stays as it
 * is, and the code is fetched again when `attempt` changes while it is wanted.
 */
export function useLoadedComponent<Props>(
  load: () => Promise<ComponentType<Props>>,
  wanted: boolean,
  attempt: unknown = null,
): { Component: ComponentType<Props> | null; failed: boolean } {
  const [loaded, setLoaded] = useState<Loaded<Props>>({ status: 'idle' });
  const done = loaded.status === 'loaded';
  useEffect(() => {
    if (!wanted || done) return;
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fetch starts here, when the part is wanted
    setLoaded({ status: 'loading' });
    load().then(
      (Component) => current && setLoaded({ status: 'loaded', Component }),
      (error: unknown) => {
        console.warn('Part of the page could not be loaded; it is fetched again on the next try.', error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, wanted, done, attempt]);
  return { Component: loaded.status === 'loaded' ? loaded.Component : null, failed: loaded.status === 'failed' };
}
