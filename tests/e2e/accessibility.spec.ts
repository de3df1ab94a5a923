import { expect, expectNoAxeViolations, test, useDarkTheme } from './fixtures';

// axe-core on every route of the registry, in both themes: every-page.spec.ts. Pages with
// client-side states test those states in their own specs.

test.describe('accessibility of the not-found page', () => {
  test.use({ allowedConsoleErrors: [/404/] });
  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page, 'not found');
  });
});

// A refused form is where the error colour is read: the field messages on the card, in both themes
// (the dark theme's red read at 3.3:1 on the card, under AA's 4.5).
for (const theme of ['light', 'dark'] as const) {
  test(`a claim refused in the browser: its messages have no axe violations (${theme})`, async ({ page }) => {
    if (theme === 'dark') await useDarkTheme(page);
    await page.goto('/claims');
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoAxeViolations(page, `refused claim (${theme})`);
  });
}
