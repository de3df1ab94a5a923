import { expect as baseExpect } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { mailsMentioning } from './lead-capture-support';

/** The .eml files that mention the reference: the agency's notice, and the one confirmation to the address. */
async function waitForMail(reference: string, count: number) {
  await baseExpect.poll(() => mailsMentioning(reference).length, { timeout: 15_000 }).toBe(count);
  return mailsMentioning(reference);
}

test('the footer links to the opt-out page, which is clean for axe', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'opt out online' }).click();
  await expect(page).toHaveURL(/\/opt-out$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Opt Out of Calls, Texts and E-mails' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with JavaScript: asks for an address or a number, then records the opt-out and confirms it once', async ({
  page,
}) => {
  const email = `optout-js-${Date.now()}@example.com`;
  await page.goto('/opt-out');
  await page.getByRole('button', { name: 'Opt Me Out' }).click();
  await expect(page.getByText('Please enter your email address or phone number (or both).')).toBeVisible();

  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('(646) 555-0142');
  await page.getByLabel(/^Anything you want to tell us/).fill('Stop calling me, thanks.');
  await page.getByRole('button', { name: 'Opt Me Out' }).click();
  const confirmation = page.getByRole('heading', { level: 2, name: 'You are opted out' });
  await expect(confirmation).toBeFocused();
  const reference = ((await page.getByText(/^Your reference:/).textContent()) ?? '')
    .replace('Your reference:', '')
    .trim();
  expect(reference).toMatch(/^OPT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // Stored, then announced: the agency's notice carries the address, the number and the reason.
  const mails = await waitForMail(reference, 2);
  const agency = mails.find((mail) => mail.includes('Reason given:'))!;
  expect(agency).toContain(email);
  expect(agency).toContain('6465550142');
  expect(agency).toContain('Source: website');
  const toVisitor = mails.find((mail) => mail.includes(`To: ${email}`))!;
  expect(toVisitor).toContain('This is the only e-mail we send about it.');
  expect(toVisitor).not.toContain('Stop calling me');
});

test('without JavaScript: the server action records the opt-out', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `optout-nojs-${Date.now()}@example.com`;
  await page.goto('/opt-out');
  await page.getByLabel(/^Email/).fill('not an address');
  await page.getByRole('button', { name: 'Opt Me Out' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields below.' }),
  ).toBeFocused();
  await expect(page.getByLabel(/^Email/)).toHaveValue('not an address');

  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Opt Me Out' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You are opted out' })).toBeVisible();
  const reference = ((await page.getByText(/^Your reference:/).textContent()) ?? '')
    .replace('Your reference:', '')
    .trim();
  expect(reference).toMatch(/^OPT-/);
  const mails = await waitForMail(reference, 2);
  expect(mails.find((mail) => mail.includes('Reason given:'))).toContain('Source: website_no_js');
  await context.close();
});
