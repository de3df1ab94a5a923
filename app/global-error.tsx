'use client';

import { ERROR_PAGE as SPANISH } from '@/content/es/site';
import { ERROR_PAGE as ENGLISH } from '@/content/site';

/**
 * Last resort when a root layout itself fails: plain HTML and inline styles, nothing that could fail
 * with it. It serves both root layouts (decision 182) and cannot know which one failed, so it says
 * it in both languages, the Spanish marked as such; its colours follow the device's light or dark
 * setting, as the site's own theme would be unreadable without the stylesheet.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" style={{ colorScheme: 'light dark' }}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <main>
          <h1>{ENGLISH.heading}</h1>
          <p>{ENGLISH.text}</p>
          <p lang="es">
            <strong>{SPANISH.heading}.</strong> {SPANISH.text}
          </p>
          <p>
            <button type="button" onClick={reset}>
              {ENGLISH.retry} / <span lang="es">{SPANISH.retry}</span>
            </button>
          </p>
          <p>
            <a href="/">{ENGLISH.home}</a> /{' '}
            <a href="/es" lang="es">
              {SPANISH.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
