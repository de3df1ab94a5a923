import type { Page } from '@playwright/test';
import { samplePdf } from '../support/sample-files';
import { expect, gotoSettled, test } from './fixtures';

/**
 * The visitor journeys of a real deployment, on a 390 px phone, each from the home page and using
 * only what a visitor sees: the side menu's links, the form, the confirmation. A journey that ends
 * on a confirmation the visitor cannot see (below the viewport, focus lost) does not pass.
 */
test.use({ viewport: { width: 390, height: 844 } });
// The claim and inquiry share one visitor's rate limits with the other specs' forms: in order.
test.describe.configure({ mode: 'serial' });

async function openFromSideMenu(page: Page, linkName: string) {
  await gotoSettled(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: linkName }).click();
}

test('home -> claim with a document -> confirmation with its reference, in view and focused', async ({ page }) => {
  await openFromSideMenu(page, 'File a claim');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Insurance Claim' })).toBeVisible();
  await page.getByLabel(/^First Name( \*)?$/).fill('Ana');
  await page.getByLabel(/^Last Name( \*)?$/).fill('Silva');
  await page.getByLabel(/^Email( \*)?$/).fill('ana.journey@example.com');
  await page.getByLabel(/^Phone( \*)?$/).fill('(305) 555-0177');
  await page
    .getByLabel(/^Claim Description( \*)?$/)
    .fill('ER visit on June 3rd; the bill lists a scan that was never done.');
  await page
    .getByLabel(/^Add files( \*)?$/)
    .setInputFiles([{ name: 'er-bill.pdf', mimeType: 'application/pdf', buffer: await samplePdf('ER bill') }]);
  await page.getByRole('button', { name: 'Submit Claim' }).click();

  const confirmation = page.getByRole('heading', { level: 2, name: 'Claim Submitted Successfully' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByText(/^CLM-[A-Z0-9-]+$/)).toBeInViewport();
});

test('home -> small-business quote -> on-page confirmation with its reference', async ({ page }) => {
  await openFromSideMenu(page, 'Small-business group health');
  await expect(page.getByRole('heading', { level: 1, name: 'Small Business Group Health Insurance' })).toBeVisible();
  await page.getByLabel(/^Company Name( \*)?$/).fill('Harbor Cafe LLC');
  await page.getByLabel(/^Contact Name( \*)?$/).fill('Lee Park');
  await page.getByLabel(/^Email( \*)?$/).fill('lee.journey@example.com');
  await page.getByLabel(/^Phone( \*)?$/).fill('512.555.0161');
  await page.getByLabel(/^Number of Employees( \*)?$/).selectOption('6-10');
  await page.getByLabel(/^State( \*)?$/).selectOption('District of Columbia');
  await page.getByLabel(/^ZIP Code( \*)?$/).fill('20001');
  await page.getByRole('button', { name: 'Get My Group Quote' }).click();

  const confirmation = page.getByRole('heading', { level: 2, name: 'Inquiry Submitted Successfully' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByText(/^BIZ-[A-Z0-9-]+$/)).toBeInViewport();
});

test('home -> home-insurance assessment -> results -> confirm the chosen plan', async ({ page }) => {
  test.setTimeout(90_000);
  await openFromSideMenu(page, 'Home insurance');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Insurance Assessment' })).toBeVisible();
  await page.getByLabel(/^State( \*)?$/).selectOption('PA');
  await page.getByLabel(/^ZIP code( \*)?$/).fill('19103');
  await page.getByLabel(/^Estimated rebuild cost \(USD\)( \*)?$/).fill('360000');
  await page.getByLabel(/^Size \(square feet\)( \*)?$/).fill('2100');
  await page.getByLabel(/^Year built( \*)?$/).fill('2004');
  await page.getByLabel(/^Construction( \*)?$/).selectOption('frame');
  await page.getByLabel(/^Roof age \(years\)( \*)?$/).fill('10');
  await page.getByLabel(/^Claims in the last five years( \*)?$/).selectOption('0');
  await page.getByLabel(/^Full name( \*)?$/).fill('Jordan Mills');
  await page.getByLabel(/^E-mail( \*)?$/).fill('jordan.journey@example.com');
  await page.getByLabel(/^Phone( \*)?$/).fill('+1 215 555 0190');
  await page.getByRole('button', { name: 'See My Options' }).click();

  await expect(page).toHaveURL(/\/results\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Insurance Options' })).toBeVisible();
  const firstPlan = page.getByRole('button', { name: 'Select Plan' }).first();
  await firstPlan.click();
  await page.getByRole('button', { name: 'Confirm Selection' }).click();
  await expect(page.getByText('Selection confirmed', { exact: true })).toBeVisible();
});
