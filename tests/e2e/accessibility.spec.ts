import { expectNoAxeViolations, test } from './fixtures';

// axe-core on every route of the registry, in both themes: every-page.spec.ts. Pages with
// client-side states test those states in their own specs.

test.describe('accessibility of the not-found page', () => {
  test.use({ allowedConsoleErrors: [/404/] });
  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page, 'not found');
  });
});
