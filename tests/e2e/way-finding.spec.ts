import type { Page } from '@playwright/test';
import { expect, gotoSettled, test } from './fixtures';

/**
 * The three forms are ends of visitor journeys: a visitor reaches each of them from the home page
 * through links they can see (never the developer page map), on a phone and on a desktop.
 */
const FORMS = {
  claims: { path: '/claims', heading: 'Submit an Insurance Claim' },
  business: { path: '/small-business', heading: 'Small Business Group Health Insurance' },
  home: { path: '/home-assessment', heading: 'Home Insurance Assessment' },
} as const;

async function expectOn(page: Page, form: (typeof FORMS)[keyof typeof FORMS]) {
  await expect(page).toHaveURL((url) => url.pathname === form.path);
  await expect(page.getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Each journey opens the home page and three forms in turn: 35 s on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  async function openSideMenu(page: Page) {
    await gotoSettled(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    return menu.getByRole('navigation', { name: 'Quotes and claims' });
  }

  test('the side menu leads to the claim form, the small-business quote and the home-insurance assessment', async ({
    page,
  }) => {
    await (await openSideMenu(page)).getByRole('link', { name: 'File a claim' }).click();
    await expectOn(page, FORMS.claims);

    await (await openSideMenu(page)).getByRole('link', { name: 'Small-business group health' }).click();
    await expectOn(page, FORMS.business);

    await (await openSideMenu(page)).getByRole('link', { name: 'Home insurance' }).click();
    await expectOn(page, FORMS.home);
  });

  test("the Small Business card's Get Started leads to the group quote", async ({ page }) => {
    await gotoSettled(page, '/');
    await page
      .locator('#coverage')
      .getByRole('link', { name: /^Get Started\W+Small Business$/ })
      .click();
    await expectOn(page, FORMS.business);
  });

  test('the links under the coverage cards lead to all three forms', async ({ page }) => {
    const links = [
      ['Request a small-business group quote', FORMS.business],
      ['Compare home insurance options', FORMS.home],
      ['File a claim with your documents', FORMS.claims],
    ] as const;
    for (const [name, form] of links) {
      await gotoSettled(page, '/');
      await page.locator('#coverage').getByRole('link', { name }).click();
      await expectOn(page, form);
    }
  });

  test('the FAQ answers link the claim form and the small-business plans', async ({ page }) => {
    const answers = [
      ['How do I file a claim?', 'claim form', FORMS.claims],
      ['What kinds of coverage can you help me with?', 'small-business group plans', FORMS.business],
    ] as const;
    for (const [question, name, form] of answers) {
      await gotoSettled(page, '/');
      await page.locator('#faq').getByText(question).click();
      await page.locator('#faq').getByRole('link', { name, exact: true }).click();
      await expectOn(page, form);
    }
  });

  test('the footer lists the three forms', async ({ page }) => {
    const links = [
      ['File a claim', FORMS.claims],
      ['Small-business quote', FORMS.business],
      ['Home insurance quote', FORMS.home],
    ] as const;
    for (const [name, form] of links) {
      await gotoSettled(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expectOn(page, form);
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header's Get a quote menu and File a claim link lead to the forms, beside the spec's seven entries", async ({
    page,
  }) => {
    await gotoSettled(page, '/');
    const forms = page.getByRole('banner').getByRole('navigation', { name: 'Quotes and claims' });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(7);

    await forms.getByText('Get a quote').click();
    await forms.getByRole('link', { name: 'Small-business group health' }).click();
    await expectOn(page, FORMS.business);

    await forms.getByText('Get a quote').click();
    await forms.getByRole('link', { name: 'Home insurance' }).click();
    await expectOn(page, FORMS.home);

    await forms.getByRole('link', { name: 'File a claim' }).click();
    await expectOn(page, FORMS.claims);
  });
});
