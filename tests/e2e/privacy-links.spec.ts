import type { Page } from '@playwright/test';
import { PRIVACY_POLICY_PATH } from '@/content/consent';
import { expect, test, waitForHydration } from './fixtures';

// Issue 11: the privacy policy is linked from the footer and from every form that collects a
// visitor's details, inside the form beside what the visitor agrees to, and the link opens it.

/** The built-in assessment asks for consent on its last step: answer the first three. */
async function toLastStep(page: Page) {
  await page.getByLabel(/^State/).selectOption('TX');
  await page.getByLabel(/^ZIP Code/).fill('78701');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^People in your household/).selectOption('2');
  await page.getByLabel(/^Yearly household income/).fill('40000');
  await page.getByLabel(/^Ages of everyone/).fill('41, 39');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The comment form opens under an article's comments. */
async function openCommentForm(page: Page) {
  const article = page.locator('article').first();
  await article.getByRole('button', { name: 'Comments' }).click();
  await article.getByRole('button', { name: 'Add Comment' }).click();
}

const FORM_PAGES: { path: string; form: string; before?: (page: Page) => Promise<void>; within?: string }[] = [
  { path: '/claims', form: 'the claim form' },
  { path: '/small-business', form: 'the group quote form' },
  { path: '/home-assessment', form: 'the home assessment' },
  { path: '/prohealth-survey', form: 'the built-in health assessment', before: toLastStep },
  { path: '/booking', form: 'the call-back request' },
  { path: '/news', form: 'the comment form', before: openCommentForm },
  // No consent to give there: the page says where its details are explained, beside the form.
  { path: '/opt-out', form: 'the opt-out form', within: 'main' },
];

for (const { path, form, before, within = 'form' } of FORM_PAGES) {
  test(`${form} (${path}) links the privacy policy`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await before?.(page);
    const link = page.locator(`${within} a[href="${PRIVACY_POLICY_PATH}"]`).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(/privacy policy/i);
  });
}

test('the footer links the privacy policy, and it opens', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /^Privacy Policy$/ })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
});
