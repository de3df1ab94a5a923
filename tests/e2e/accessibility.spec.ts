import { PUBLIC_PAGE_ROUTES } from '@/content/routes';
import { expectNoAxeViolations, gotoSettled, test, useDarkTheme } from './fixtures';

// axe-core on every route of the registry: every rule in the light theme, the colour rules in the
// dark one (a theme changes nothing else). Pages with client-side states test those states in
// their own specs.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme} theme)`, () => {
    for (const route of PUBLIC_PAGE_ROUTES) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        if (theme === 'dark') await useDarkTheme(page);
        // A page that redirects by itself is checked where it lands (the redirect screen shows for
        // a moment only; content-pages.spec checks its texts and link).
        await gotoSettled(page, route.path);
        await expectNoAxeViolations(page, `${route.path} (${theme})`, theme === 'dark' ? 'colours' : 'all');
      });
    }
  });
}

test.describe('accessibility of the not-found page', () => {
  test.use({ allowedConsoleErrors: [/404/] });
  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page, 'not found');
  });
});
