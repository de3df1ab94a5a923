import { expect, test } from './fixtures';

test.describe('FAQ accordion', () => {
  test('has 13 questions, one open at a time, each collapsible', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(13);
    const open = page.locator('#faq details[open]');
    await expect(open).toHaveCount(0);

    await page.getByText('What is a deductible?').click();
    await expect(page.getByText('With a $2,000 deductible')).toBeVisible();
    await page.getByText('How much does health insurance cost?').click();
    await expect(page.getByText(/about \$200-800\+ per month/)).toBeVisible();
    await expect(open).toHaveCount(1);
    await expect(page.getByText('With a $2,000 deductible')).toBeHidden();

    await page.getByText('How much does health insurance cost?').click();
    await expect(open).toHaveCount(0);
  });

  test('works with the keyboard', async ({ page }) => {
    await page.goto('/');
    // Two questions whose open answers hold no link, so Tab goes from one question to the next.
    const first = page.locator('#faq summary').nth(2);
    const second = page.locator('#faq summary').nth(3);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq details').nth(2)).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('#faq details').nth(3)).toHaveAttribute('open', '');
    await expect(page.locator('#faq details').nth(2)).not.toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });

  test('answers with the spec figures', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    for (const figure of ['$200-800+', '$2,000 deductible', 'November to December', 'over $2,400 a year']) {
      await expect(faq).toContainText(figure);
    }
  });
});

test.describe('insurer logo strip', () => {
  test('fades in once it is at least 30% visible', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 300 });
    await page.goto('/');
    const strip = page.locator('.logo-strip');
    await expect(strip).toHaveAttribute('data-state', 'waiting');
    // The list itself keeps moving (it scrolls sideways); its still frame is what comes into view.
    await page.locator('.logo-marquee-window').scrollIntoViewIfNeeded();
    await expect(strip).toHaveAttribute('data-state', 'shown');
    await expect(strip.locator('li').nth(4)).toHaveCSS('opacity', '1');
    expect(
      await strip
        .locator('li')
        .nth(2)
        .evaluate((item) => getComputedStyle(item).transitionDelay),
    ).toBe('0.4s');
  });

  test('never animates for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 300 });
    await page.goto('/');
    const item = page.locator('.logo-strip li').first();
    await expect(item).toHaveCSS('opacity', '1');
    expect(await item.evaluate((element) => getComputedStyle(element).transitionProperty)).toBe('none');
  });
});

test.describe('video slots', () => {
  test('show a still card without loading anything when no video is configured', async ({ page }) => {
    await page.goto('/reach-out');
    await expect(page.getByText('YOU CAN BE COVERED AS EARLY AS THE SAME DAY.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
