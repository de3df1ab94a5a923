import { ABOUT } from '@/content/home';
import { expect, test } from './fixtures';

// Developer wording on every page is checked by every-page.spec.ts (page-checks.ts).

test('the development stand-ins answer 404 in production, pages and script alike', async ({ request }) => {
  for (const path of [
    '/embeds/survey?variant=main',
    '/embeds/assessment-form',
    '/embeds/booking',
    '/embeds/calendar?agent=alex',
    '/embeds/form-embed.js',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a video slot without a video is a plain still: no icon, no caption about a video, nothing to press', async ({
  page,
}) => {
  await page.goto('/');
  const slot = page.locator('#about figure');
  await expect(slot.getByText(ABOUT.videoTitle)).toBeVisible();
  await expect(slot.getByText(ABOUT.videoCaption)).toHaveCount(0);
  await expect(slot.locator('svg, button, a, iframe')).toHaveCount(0);
});
