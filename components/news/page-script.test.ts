/**
 * What /news sends as its own script (issue 27: at most 125 KB brotli with the framework, decision
 * 176): the client components its server components render, and everything they import, except the
 * comments, which load on a click (`import()`). Class merging (tailwind-merge, through `cn` in
 * lib/utils.ts: 7.4 KB) and next/dynamic were the page's overshoot; the bench measures the bytes,
 * this names what must not come back.
 */
import { describe, expect, it } from 'vitest';
import { hasDirective, importSpecifiers, resolveProjectFile } from '@/tests/support/source-imports';

const PAGE = 'app/(site)/news/page.tsx';

/** The client modules the page loads with it: static imports only, from the first 'use client' module down. */
function pageClientModules(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  // A module can be reached from both sides (Button from the server's form and from a client one): once each.
  const seen = new Set<string>([`false ${PAGE}`]);
  const queue: { file: string; client: boolean }[] = [{ file: PAGE, client: false }];
  while (queue.length > 0) {
    const { file, client: parentClient } = queue.shift()!;
    const client = parentClient || hasDirective(file, 'use client');
    if (client) files.add(file);
    for (const specifier of importSpecifiers(file, { dynamic: false })) {
      const imported = resolveProjectFile(file, specifier);
      if (imported === null) {
        if (client && !specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
        continue;
      }
      if (seen.has(`${client} ${imported}`)) continue;
      seen.add(`${client} ${imported}`);
      queue.push({ file: imported, client });
    }
  }
  return { files, packages };
}

describe("/news's page script", () => {
  const { files, packages } = pageClientModules();

  it('holds the interactive parts, and not the comments, which load when asked for', () => {
    expect(files).toContain('components/news/article-details.tsx');
    expect(files).toContain('components/news/navigating-size-form.tsx');
    expect(files).not.toContain('components/news/comments-section.tsx');
  });

  it('merges no classes and loads nothing through next/dynamic', () => {
    expect([...files].filter((file) => file === 'lib/utils.ts' || file === 'components/ui/button.tsx')).toEqual([]);
    expect(
      [...packages].filter((name) =>
        ['tailwind-merge', 'clsx', 'class-variance-authority', 'radix-ui', 'next/dynamic'].includes(name),
      ),
    ).toEqual([]);
  });
});
