/**
 * No visitor page's own script merges classes (issue 27, decision 176): tailwind-merge (through `cn`
 * in lib/utils.ts, with clsx and class-variance-authority) is 7.4 KB compressed, and it builds its class
 * map while a page hydrates (25-73 ms of a phone's main thread in 4x throttled profiles). Client
 * components draw with the primitives' own classes (button-variants.ts, card-classes.ts, the form
 * primitives, which join a caller's classes: join-classes.ts); server components may merge freely.
 * The console, used by staff on desktops, is not held to it. The bench measures the bytes; this names
 * what must not come back.
 *
 * Nor does any of them build a currency formatter (lib/currency.ts): the first `Intl.NumberFormat` loads
 * the locale's number data, about 160 ms of a throttled profile. Amounts come written by the server page,
 * the results' chart axes and tooltips included (components/results/priced-option.ts).
 *
 * Nor does any of them carry a submission type's words file (content/submissions/, decision 178):
 * the bundler ships a module whole, so a form that imported its success toast from there would also
 * ship the type's console columns, confirmations and page words, and through the index every other
 * type's. The page hands its form the words it shows as props.
 */
import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLASS_MERGING_MODULES,
  CLASS_MERGING_PACKAGES,
  pageClientModules,
  sourceRoot,
} from '@/tests/support/source-imports';

const VISITOR_PAGES = globSync('app/**/page.tsx', { cwd: sourceRoot })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => !file.startsWith('app/console/'))
  .sort();

describe("visitor pages' scripts", () => {
  it('are all here: the forms, the results and the news among them', () => {
    for (const page of [
      'app/(site)/claims/page.tsx',
      'app/(site)/small-business/page.tsx',
      'app/(site)/home-assessment/page.tsx',
      'app/(site)/results/[assessmentId]/page.tsx',
      'app/es/(site)/booking/page.tsx',
    ])
      expect(VISITOR_PAGES).toContain(page);
  });

  it('build no currency formatter, not even in what they load later (the charts)', () => {
    const formatting = VISITOR_PAGES.filter((page) =>
      pageClientModules(page, { dynamic: true }).files.has('lib/currency.ts'),
    );
    expect(formatting).toEqual([]);
  });

  it("carry no submission type's words file, not even in what they load later", () => {
    const carrying = VISITOR_PAGES.filter((page) =>
      [...pageClientModules(page, { dynamic: true }).files].some((file) => /^content\/(es\/)?submissions\//.test(file)),
    );
    expect(carrying).toEqual([]);
  });

  // The layouts' scripts too (the header, the toasts, the page map's gate). The page map itself,
  // which lists every page from content/routes.ts and so every type's page entry with its words
  // file, is loaded later and only on development and preview hosts (components/site/page-map-gate.tsx).
  it("layouts carry no submission type's words file", () => {
    const layouts = globSync('app/**/layout.tsx', { cwd: sourceRoot })
      .map((file) => file.split('\\').join('/'))
      .filter((file) => !file.startsWith('app/console/'));
    expect(layouts).toContain('app/(site)/layout.tsx');
    const carrying = layouts.filter((layout) =>
      [...pageClientModules(layout).files].some((file) => /^content\/(es\/)?submissions\//.test(file)),
    );
    expect(carrying).toEqual([]);
  });

  for (const page of VISITOR_PAGES) {
    it(`merge no classes: ${page}`, () => {
      const { files, packages } = pageClientModules(page);
      expect([...files].filter((file) => CLASS_MERGING_MODULES.includes(file))).toEqual([]);
      expect([...packages].filter((name) => CLASS_MERGING_PACKAGES.includes(name))).toEqual([]);
    });
  }
});
