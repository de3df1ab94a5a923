import { PAGE_ROUTES } from '@/content/routes';
import { expectNoAxeViolations, test, useDarkTheme, waitForHydration } from './fixtures';

// axe-core on every route of the registry, in both themes. Pages with client-side states test
// those states in their own specs.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme} theme)`, () => {
    for (const route of PAGE_ROUTES) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        if (theme === 'dark') await useDarkTheme(page);
        await page.goto(route.path);
        await waitForHydration(page);
        await expectNoAxeViolations(page, `${route.path} (${theme})`);
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
