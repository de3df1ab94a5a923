import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The e2e server reads the shipped sample sheet (no sheet configured).
const TOTAL = NEWS_SAMPLE_SHEET.length - 1;
const LAST_PAGE = Math.ceil(TOTAL / 5);

test.describe('news paging', () => {
  test('shows five articles, the Showing text and pagination with Previous disabled on page 1', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Insurance News' })).toBeVisible();
    await expect(page.getByText(`Showing 1-5 of ${TOTAL} articles`)).toBeVisible();
    await expect(page.locator('article')).toHaveCount(5);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pagination.getByRole('link', { name: 'Next' })).toBeVisible();
    await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(LAST_PAGE);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', '/booking');
    await expectNoAxeViolations(page);
  });

  test('Next and page numbers move through the list; Next is disabled on the last page', async ({ page }) => {
    await page.goto('/news');
    const firstHeadline = await page.locator('article h2').first().textContent();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByText(`Showing 6-10 of ${TOTAL} articles`)).toBeVisible();
    await expect(page.locator('article h2').first()).not.toHaveText(firstHeadline ?? '');
    // A page change scrolls back to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('link', { name: `Page ${LAST_PAGE}` }).click();
    await expect(page).toHaveURL(new RegExp(`page=${LAST_PAGE}$`));
    await expect(page.getByText(`Showing ${(LAST_PAGE - 1) * 5 + 1}-${TOTAL} of ${TOTAL} articles`)).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pagination.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${LAST_PAGE - 1}$`));
  });

  test('a new page size goes back to page 1; pagination hides when everything fits', async ({ page }) => {
    await page.goto('/news?page=3');
    await expect(page.getByText(`Showing 11-15 of ${TOTAL} articles`)).toBeVisible();
    await page.getByLabel('Articles per page').selectOption('20');
    await expect(page).toHaveURL(/\/news\?size=20$/);
    await expect(page.getByText(`Showing 1-20 of ${TOTAL} articles`)).toBeVisible();
    await expect(page.locator('article')).toHaveCount(20);
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: /^Page \d+$/ }),
    ).toHaveCount(2);

    await page.getByLabel('Articles per page').selectOption('50');
    await expect(page.getByText(`Showing 1-${TOTAL} of ${TOTAL} articles`)).toBeVisible();
    await expect(page.locator('article')).toHaveCount(TOTAL);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await page.getByLabel('Articles per page').selectOption('100');
    await expect(page).toHaveURL(/size=100/);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('invalid page and size values fall back instead of failing', async ({ page }) => {
    for (const [query, text] of [
      ['?page=abc&size=7', `Showing 1-5 of ${TOTAL} articles`],
      ['?page=-2', `Showing 1-5 of ${TOTAL} articles`],
      ['?page=999&size=20', `Showing 21-${TOTAL} of ${TOTAL} articles`],
    ] as const) {
      const response = await page.goto(`/news${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('pages and page sizes are plain links and a form', async ({ page }) => {
      await page.goto('/news');
      await expect(page.getByText(`Showing 1-5 of ${TOTAL} articles`)).toBeVisible();
      await page.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(`Showing 6-10 of ${TOTAL} articles`)).toBeVisible();
      await page.getByLabel('Articles per page').selectOption('20');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(/size=20/);
      await expect(page.getByText(`Showing 1-20 of ${TOTAL} articles`)).toBeVisible();
      await expect(page.locator('article')).toHaveCount(20);
    });
  });
});
