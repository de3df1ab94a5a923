import { SHELL_TEXTS as SPANISH_SHELL } from '@/content/es/site';
import { PUBLIC_PAGE_ROUTES } from '@/content/routes';
import { HREFLANG, localizedPath } from '@/lib/i18n/locale';
import { expect, expectNoAxeViolations, gotoSettled, test } from './fixtures';
import {
  expectLayoutHeadingAndTexts,
  expectLinksSayWhereTheyOpen,
  expectNoDeveloperWording,
  expectNoEnglishLeftovers,
  expectNoSidewaysScroll,
  expectNoSidewaysScrollWithLargeText,
  expectPhoneNumbersOnOneLine,
  hasContentChecks,
  PHONE_WIDTHS,
  switchToDarkTheme,
  watchFailedFrames,
} from './page-checks';

// Every page of the registry, visited once, goes through every check that holds for all pages:
// its layout, heading and the specification's texts; no developer wording and no frame showing an
// error; links that say where they open (no own page in a new tab); phone numbers on one line;
// axe-core (every rule in the light theme, the colour rules in the dark one: a theme changes
// colours only); no sideways scroll at the phone widths, nor with the text at 200%; no request to
// another host. One visit instead of one per check: a page load and hydration cost more on a busy
// CI machine than all the checks together (decision 172).
for (const route of PUBLIC_PAGE_ROUTES) {
  test(`${route.path}: content, wording, axe in both themes, phone widths, no third party`, async ({
    page,
    baseURL,
    thirdPartyRequests,
  }) => {
    // The work of several tests: two axe runs alone take 5 to 15 s on a busy two-core machine.
    test.setTimeout(120_000);
    const failedFrames = watchFailedFrames(page);
    const response = await gotoSettled(page, route.path);
    if (hasContentChecks(route)) await expectLayoutHeadingAndTexts(page, route, response);
    await expectNoDeveloperWording(page, baseURL!, route.path);
    await expectLinksSayWhereTheyOpen(page, baseURL!, route.path);
    expect(failedFrames, `frames that show an error page on ${route.path}`).toEqual([]);

    await expectNoAxeViolations(page, `${route.path} (light)`);
    await switchToDarkTheme(page);
    await expectNoAxeViolations(page, `${route.path} (dark)`, 'colours');

    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await expectNoSidewaysScroll(page, `${route.path} at ${width} px`);
      await expectPhoneNumbersOnOneLine(page, `${route.path} at ${width} px`);
    }
    await expectNoSidewaysScrollWithLargeText(page, route.path);
    expect(thirdPartyRequests, `requests to other hosts from ${route.path}`).toEqual([]);
  });
}

// Every page's Spanish twin (issue 26, decision 182) goes through the same checks, and carries the
// language: lang="es-US" on html, a heading of its own (not the English one), and hreflang
// alternates naming both languages, English as x-default.
for (const route of PUBLIC_PAGE_ROUTES.filter((candidate) => candidate.spanish)) {
  const path = localizedPath(route.path, 'es');
  test(`${path}: Spanish, hreflang, axe in both themes, phone widths, no third party`, async ({
    page,
    baseURL,
    thirdPartyRequests,
  }) => {
    test.setTimeout(120_000);
    const failedFrames = watchFailedFrames(page);
    const response = await gotoSettled(page, path);
    expect(response?.status(), `status of ${path}`).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    if (route.heading) await expect(heading).not.toHaveText(route.heading);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`),
      );
    if (!route.pattern.includes('[')) {
      expect(alternates.sort()).toEqual(
        [`${HREFLANG.en} ${route.path}`, `${HREFLANG.es} ${path}`, `x-default ${route.path}`].sort(),
      );
    }
    await expectNoDeveloperWording(page, baseURL!, path);
    await expectNoEnglishLeftovers(page, path);
    await expectLinksSayWhereTheyOpen(page, baseURL!, path, SPANISH_SHELL.opensInNewTab);
    expect(failedFrames, `frames that show an error page on ${path}`).toEqual([]);

    await expectNoAxeViolations(page, `${path} (light)`);
    await switchToDarkTheme(page);
    await expectNoAxeViolations(page, `${path} (dark)`, 'colours');

    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      await expectPhoneNumbersOnOneLine(page, `${path} at ${width} px`);
    }
    await expectNoSidewaysScrollWithLargeText(page, path);
    expect(thirdPartyRequests, `requests to other hosts from ${path}`).toEqual([]);
  });
}
