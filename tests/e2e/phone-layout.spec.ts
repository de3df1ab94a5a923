import { expect, gotoSettled, test } from './fixtures';
import { createAssessment } from './assessment-support';
import { expectNoSidewaysScroll, PHONE_WIDTHS } from './page-checks';

// Every page at the phone widths: every-page.spec.ts. Here: states of pages a plain visit does not show.

test.describe('no page scrolls sideways on a phone', () => {
  test('a loaded results page, on both comparison tabs', async ({ page, request }) => {
    const assessmentId = await createAssessment(request);
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/results/${assessmentId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Insurance Options' })).toBeVisible();
      for (const tab of ['Premium Costs', 'Coverage Amounts']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expectNoSidewaysScroll(page, `results (${tab}) at ${width} px`);
      }
    }
  });
});

test.describe('the header on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('keeps the call link, the social links, the theme toggle and the menu button on screen', async ({ page }) => {
    await gotoSettled(page, '/');
    const header = page.getByRole('banner');
    const controls = [
      header.getByRole('link', { name: /^Call / }),
      ...(await header.getByRole('list', { name: 'Social media' }).getByRole('link').all()),
      header.getByRole('button', { name: /^Theme: / }),
      header.getByRole('button', { name: 'Open menu' }),
    ];
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
  });
});

test.describe('anchor targets open below the sticky header', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page sections, an FAQ answer and the skip link target', async ({ page }) => {
    // Jumps, not smooth scrolls (the site scrolls instantly for reduced motion): where the target
    // comes to rest is what is checked, without waiting on an animation a busy machine can stall.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const hash of ['#about', '#how-it-works', '#coverage', '#faq', '#faq-claims', '#main']) {
      await page.goto(`/${hash}`);
      const target = page.locator(hash);
      // The browser scrolls to the target on load; wait until it has come to rest at the top.
      await expect
        .poll(
          async () => {
            const headerBottom = await page
              .getByRole('banner')
              .evaluate((header) => header.getBoundingClientRect().bottom);
            const top = await target.evaluate((element) => element.getBoundingClientRect().top);
            return top >= headerBottom && top < headerBottom + 64;
          },
          { message: `${hash} starts just below the header` },
        )
        .toBe(true);
    }
  });
});
