import { expect, gotoSettled, test } from './fixtures';

test.describe('insurer logos', () => {
  test('scroll sideways at a readable size, and stop with the pause control', async ({ page }) => {
    await gotoSettled(page, '/');
    const list = page.locator('.logo-strip');
    await expect(list).toHaveCSS('animation-name', 'logo-marquee');
    await expect(list).toHaveCSS('animation-play-state', 'running');
    // It really moves: its position changes while nothing else happens.
    const x = () => list.evaluate((element) => element.getBoundingClientRect().x);
    const start = await x();
    await expect.poll(x).not.toBe(start);

    // Five named logos for assistive technology; the looping copy is hidden from it.
    await expect(page.getByRole('region', { name: 'Insurance carriers we work with' }).getByRole('img')).toHaveCount(5);
    const logo = page.getByRole('img', { name: 'Northwind Health' });
    expect((await logo.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    await page.getByLabel('Pause the scrolling logos').check();
    await expect(list).toHaveCSS('animation-play-state', 'paused');
  });

  test('stand still for visitors who prefer reduced motion, shown once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoSettled(page, '/');
    const list = page.locator('.logo-strip');
    await expect(list).toHaveCSS('animation-name', 'none');
    await expect(list.locator('li:visible')).toHaveCount(5);
    await expect(page.getByLabel('Pause the scrolling logos')).toBeHidden();
  });
});

test('each testimonial keeps its initials and rating and says where it comes from', async ({ page }) => {
  await gotoSettled(page, '/');
  const testimonials = page.getByTestId('testimonial');
  await expect(testimonials).toHaveCount(3);
  const ratings = ['Rated 5 out of 5', 'Rated 5 out of 5', 'Rated 4.5 out of 5'];
  for (const [index, rating] of ratings.entries()) {
    const card = testimonials.nth(index);
    await expect(card.getByRole('img', { name: rating })).toBeVisible();
    await expect(card.getByTestId('testimonial-source')).toHaveText('Client review, shared with permission');
  }
});

test('with no licensing configured the footer and the structured data claim none', async ({ page }) => {
  await gotoSettled(page, '/');
  await expect(page.getByTestId('footer-licensing')).toHaveCount(0);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': Record<string, unknown>[];
  };
  const organization = data['@graph'].find((node) => node['@type'] === 'Organization');
  expect(organization).toBeDefined();
  expect(organization).not.toHaveProperty('address');
  expect(organization).not.toHaveProperty('identifier');
  expect(organization).not.toHaveProperty('hasCredential');
});
