import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/lib/i18n/locale';
import { API_ROUTES, PAGE_ROUTES } from './routes';

const APP_DIR = path.join(__dirname, '..', 'app');

/** Route patterns of the files named `fileName` under app/, with (groups) removed. */
function patternsOf(fileName: 'page.tsx' | 'route.ts', dir = APP_DIR, segments: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const isGroup = entry.name.startsWith('(') && entry.name.endsWith(')');
      found.push(...patternsOf(fileName, path.join(dir, entry.name), isGroup ? segments : [...segments, entry.name]));
    } else if (entry.name === fileName) {
      found.push(`/${segments.join('/')}`);
    }
  }
  return found;
}

// Metadata routes (sitemap.xml, robots.txt, icons) are not pages of the site.
const isMetadataRoute = (pattern: string) => /\.(xml|txt)$|^\/(icon|apple-icon|opengraph-image)/.test(pattern);

describe('route registry', () => {
  it('lists every page under app/ and nothing else', () => {
    const onDisk = new Set(patternsOf('page.tsx'));
    const listed = new Set(PAGE_ROUTES.map((route) => route.pattern));
    // A Spanish twin per route marked `spanish` (decision 182).
    for (const route of PAGE_ROUTES) if (route.spanish) listed.add(localizedPath(route.pattern, 'es'));
    expect([...listed].sort()).toEqual([...onDisk].sort());
  });

  it('lists every API endpoint under app/api and nothing else', () => {
    const onDisk = new Set(patternsOf('route.ts').filter((pattern) => pattern.startsWith('/api/')));
    const listed = new Set(API_ROUTES.map((route) => route.pattern));
    expect([...listed].sort()).toEqual([...onDisk].sort());
    expect(
      patternsOf('route.ts').filter((pattern) => !pattern.startsWith('/api/') && !isMetadataRoute(pattern)),
    ).toEqual([]);
  });

  it('has one entry per concrete path', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
