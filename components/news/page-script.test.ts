/**
 * What /news sends as its own script (issue 27: at most 125 KB brotli with the framework, decision
 * 176): the client components its server components render, and everything they import, except the
 * comments, which load on a click (`import()`). Class merging (tailwind-merge, through `cn` in
 * lib/utils.ts: 7.4 KB) and next/dynamic were the page's overshoot; the bench measures the bytes,
 * this names what must not come back.
 */
import { describe, expect, it } from 'vitest';
import { pageClientModules } from '@/tests/support/source-imports';

const PAGE = 'app/(site)/news/page.tsx';

describe("/news's page script", () => {
  const { files, packages } = pageClientModules(PAGE);

  it('holds the interactive parts, and not the comments, which load when asked for', () => {
    expect(files).toContain('components/news/article-details.tsx');
    expect(files).toContain('components/news/navigating-size-form.tsx');
    expect(files).not.toContain('components/news/comments-section.tsx');
  });

  // Class merging is held off every visitor page (tests/architecture/visitor-page-scripts.test.ts).
  it('loads neither Radix nor next/dynamic', () => {
    expect([...packages].filter((name) => ['radix-ui', 'next/dynamic'].includes(name))).toEqual([]);
  });
});
