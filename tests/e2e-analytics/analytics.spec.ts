import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: unknown;
  }
}

// The analytics vendors are played by the test: their scripts are answered locally and empty,
// so what is checked is what the site itself sends into gtag, the data layer and fbq.
async function stubVendors(page: Page): Promise<string[]> {
  const loaded: string[] = [];
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, async (route) => {
    loaded.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return loaded;
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string }).page_path),
  );

const pixelPageViews = (page: Page) =>
  page.evaluate(() => {
    const fbq = window.fbq as unknown as { queue?: unknown[][] } | undefined;
    return (fbq?.queue ?? []).map((args) => Array.from(args)).filter((args) => args[0] === 'track' && args[1] === 'PageView').length;
  });

test('loads GA4, GTM and the pixel when configured, and sends a page view on every route change', async ({ page }) => {
  const loaded = await stubVendors(page);
  await page.goto('/');
  await expect.poll(() => pageViews(page)).toEqual(['/']);
  expect(loaded.some((url) => url.includes('gtag/js?id=G-TEST1234'))).toBe(true);
  await expect.poll(() => loaded.some((url) => url.includes('gtm.js?id=GTM-TEST12'))).toBe(true);
  expect(loaded.some((url) => url.includes('fbevents.js'))).toBe(true);
  await expect.poll(() => pixelPageViews(page)).toBe(1);

  // A client-side navigation (no page load) still counts as a page view.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/news']);
  await expect.poll(() => pixelPageViews(page)).toBe(2);
});

test('the Content-Security-Policy allows exactly the configured analytics hosts', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain('https://www.googletagmanager.com');
  expect(csp).toContain('https://connect.facebook.net');
});
