import { expect, test } from './fixtures';

test.describe('news articles', () => {
  test('each article links out in a new tab and shows the author, date and read time', async ({ page }) => {
    await page.goto('/news');
    const article = page.locator('article').first();
    const link = article.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(article.getByText('ProHealth Team')).toBeVisible();
    await expect(article.getByText('5 min read')).toBeVisible();
    await expect(article.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  test('Read More shows the formatted full summary and Read Less returns to the summary', async ({ page }) => {
    await page.goto('/news');
    const article = page.locator('article').first();
    const summary = await article.locator('p').nth(1).textContent();
    const formatted = page.waitForResponse(
      (response) => response.url().endsWith('/api/format-summary') && response.ok(),
    );
    await article.getByRole('button', { name: 'Read More' }).click();
    await formatted;
    await expect(article.getByRole('heading', { level: 3, name: 'Key Points' })).toBeVisible();
    await expect(article.locator('ul li').first()).toBeVisible();
    await expect(article.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    // Other articles keep their own state.
    await expect(page.locator('article').nth(1).getByRole('button', { name: 'Read More' })).toBeVisible();

    await article.getByRole('button', { name: 'Read Less' }).click();
    await expect(article.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(article.getByText(summary ?? '')).toBeVisible();
  });

  test.describe('when the format call fails', () => {
    test.use({ allowedConsoleErrors: [/status of 503/] });
    test('Read More still formats locally', async ({ page }) => {
      await page.route('**/api/format-summary', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await page.goto('/news');
      const article = page.locator('article').nth(1);
      await article.getByRole('button', { name: 'Read More' }).click();
      await expect(article.getByRole('heading', { level: 3, name: 'Key Points' })).toBeVisible();
    });
  });
});
