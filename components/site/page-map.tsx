'use client';

import { Map as MapIcon, X } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { API_ROUTES, PAGE_ROUTES, PUBLIC_PAGE_ROUTES } from '@/content/routes';

/** The developer page map of the spec: every page and API endpoint, from content/routes.ts. */
// The /embeds stand-ins answer 404 outside `npm run dev`: no link to them there.
const PAGES = process.env.NODE_ENV === 'development' ? PAGE_ROUTES : PUBLIC_PAGE_ROUTES;

export function PageMap() {
  const [open, setOpen] = useState(false);
  const groups = [...new Set(PAGES.map((route) => route.group))];

  async function copyEndpoint(path: string) {
    const url = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      window.alert(`Copied ${url}`);
    } catch {
      window.alert(`Copy this URL: ${url}`);
    }
  }

  return (
    <div className="fixed bottom-4 left-4 z-50 print:hidden">
      {open && (
        <div
          id="page-map"
          className="mb-2 max-h-[70vh] w-80 overflow-y-auto rounded-lg border bg-popover p-4 text-sm text-popover-foreground shadow-xl"
        >
          <h2 className="mb-2 font-semibold">Page Map</h2>
          {groups.map((group) => (
            <details key={group} className="mb-2">
              <summary className="cursor-pointer font-medium">{group}</summary>
              <ul className="mt-1 ml-3 space-y-1">
                {PAGES.filter((route) => route.group === group).map((route) => (
                  <li key={route.path}>
                    <Link href={route.path} className="text-primary underline-offset-2 hover:underline">
                      {route.path}
                    </Link>{' '}
                    <span className="text-muted-foreground">{route.title}</span>
                  </li>
                ))}
              </ul>
            </details>
          ))}
          <details className="mb-2">
            <summary className="cursor-pointer font-medium">API endpoints</summary>
            <ul className="mt-1 ml-3 space-y-1">
              {API_ROUTES.map((route) => (
                <li key={`${route.method} ${route.path}`}>
                  <button
                    type="button"
                    onClick={() => void copyEndpoint(route.path)}
                    className="text-left text-primary underline-offset-2 hover:underline"
                    title="Copy the full URL"
                  >
                    <span className="font-mono text-xs">{route.method}</span> {route.path}
                  </button>{' '}
                  <span className="text-muted-foreground">{route.description}</span>
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="page-map"
        className="inline-flex items-center gap-2 rounded-full bg-foreground px-4 py-2 text-sm font-medium text-background shadow-lg"
      >
        {open ? <X className="h-4 w-4" aria-hidden="true" /> : <MapIcon className="h-4 w-4" aria-hidden="true" />}
        Page Map
      </button>
    </div>
  );
}
