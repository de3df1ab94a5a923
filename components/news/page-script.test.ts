/**
 * What /news sends as its own script (issue 27: at most 125 KB brotli with the framework, decision
 * 176): the client components its server components render, and everything they import, except the
 * comments, which load on a click (`import()`). Class merging (tailwind-merge, through `cn` in
 * lib/utils.ts: 7.4 KB) and next/dynamic were the page's overshoot; the bench measures the bytes,
 * this names what must not come back.
 */
import { describe, expect, it } from 'vitest';
import { CLASS_MERGING_MODULES, CLASS_MERGING_PACKAGES, pageClientModules } from '@/tests/support/source-imports';

const PAGE = 'app/(site)/news/page.tsx';

describe("/news's page script", () => {
  const { files, packages } = pageClientModules(PAGE);

  it('holds the interactive parts, and not the comments, which load when asked for', () => {
    expect(files).toContain('components/news/article-details.tsx');
    expect(files).toContain('components/news/navigating-size-form.tsx');
    expect(files).not.toContain('components/news/comments-section.tsx');
  });

  it('merges no classes and loads nothing through next/dynamic', () => {
    expect([...files].filter((file) => CLASS_MERGING_MODULES.includes(file))).toEqual([]);
    expect(
      [...packages].filter((name) => [...CLASS_MERGING_PACKAGES, 'radix-ui', 'next/dynamic'].includes(name)),
    ).toEqual([]);
  });
});
