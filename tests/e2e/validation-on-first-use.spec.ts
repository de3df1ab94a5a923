import type { Page, Response } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Decision 165: a form page's first JavaScript does not carry zod; the schema is fetched when the
// visitor first enters a field, and the messages are the same as ever.

/** Collects the bodies of the scripts the page loads, to tell when zod's code has arrived. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return {
    zodLoaded: async () => (await Promise.all(bodies)).some((body) => body.includes('"ZodMiniType"')),
  };
}

test('the claim form loads its schema on the first field the visitor enters, then validates as before', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/claims');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await scripts.zodLoaded()).toBe(false);

  await page.getByLabel(/^First Name/).focus();
  await expect.poll(() => scripts.zodLoaded()).toBe(true);
  await page.getByLabel(/^Email/).fill('not an address');
  await page.getByLabel(/^Email/).blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('a submit before any field was entered waits for the schema and shows every message', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/small-business');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await scripts.zodLoaded()).toBe(false);
  await page.getByRole('button', { name: 'Get My Group Quote' }).dispatchEvent('click');
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Contact name is required')).toBeVisible();
  expect(await scripts.zodLoaded()).toBe(true);
});
