import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface Options {
  /** Console errors a test expects (e.g. the 404 of a deliberately unknown path). */
  allowedConsoleErrors: RegExp[];
}

interface Fixtures {
  /** Every request the page made to a host other than the site's own. */
  thirdPartyRequests: string[];
}

/**
 * The site's test: a console error or an uncaught exception in the browser fails the test, and
 * requests leaving the site are recorded for the tests that assert there are none.
 */
export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  thirdPartyRequests: async ({ page, baseURL }, use) => {
    const ownHost = new URL(baseURL ?? 'http://localhost').host;
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(data|blob|about):/.test(url.protocol)) return;
      if (url.host !== ownHost) requests.push(request.url());
    });
    await use(requests);
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    // `test.use({ allowedConsoleErrors: [/x/] })` reaches here as the bare RegExp (Playwright
    // reads a one-element array as [value]); accept both shapes.
    const allowed: RegExp[] = Array.isArray(allowedConsoleErrors)
      ? allowedConsoleErrors
      : [allowedConsoleErrors as unknown as RegExp];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
    await use(page);
    expect(errors, 'console errors in the browser').toEqual([]);
  },
});

export { expect };

/** Runs axe-core on the page (WCAG 2.x A and AA, best practices) and fails on any violation. */
export async function expectNoAxeViolations(page: Page, label = page.url(), scope: 'all' | 'colours' = 'all') {
  const builder = new AxeBuilder({ page });
  // A theme changes colours only: a page already checked in full in the light theme is checked
  // in the dark one with the rules about colour (contrast is also the slowest rule to run).
  if (scope === 'colours') builder.withRules(['color-contrast', 'link-in-text-block']);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  // Third-party frames are not ours to fix; our own placeholder embeds are checked on their own routes.
  // With frames excluded, legacy mode checks the same: it runs axe in the page itself instead of
  // opening a blank page to merge frame results (0.5 to 1 s less per run, decision 172).
  const results = await builder.exclude('iframe').setLegacyMode(true).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Switches the site to the dark theme the way a returning visitor would have it. */
export async function useDarkTheme(page: Page) {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
}

/**
 * Resolves once React has hydrated the page (its main heading carries a React fiber), so client
 * listeners are attached. Preferred to network idle, which a loaded CI machine can delay forever.
 */
export async function waitForHydration(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}

/** Pages that send the browser on by themselves, and where they land with the default settings. */
const SELF_REDIRECTS: Record<string, string> = { '/terms-conditions': '/terms-and-conditions' };

/**
 * Opens a route and waits until it is settled: redirected where it redirects, and hydrated. Answers the response of the
 * address opened.
 */
export async function gotoSettled(page: Page, path: string) {
  const response = await page.goto(path);
  const target = SELF_REDIRECTS[path];
  if (target) await page.waitForURL((url) => url.pathname === target);
  await waitForHydration(page);
  return response;
}
