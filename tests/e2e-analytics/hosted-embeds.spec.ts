import { expect, test, waitForHydration as hydrated } from '../e2e/fixtures';

// The hosted survey, assessment form, booking widget and agent calendars, as the site embeds them
// when they are configured. This build configures them (playwright.analytics.config.ts) with the
// local embeds; the main suite's build leaves them unset and tests the built-in forms instead.

// This build also has analytics ids: their vendors' hosts are answered locally and empty.
test.beforeEach(async ({ page, baseURL }) => {
  const ownHost = new URL(baseURL!).host;
  await page.route(
    (url) => url.host !== ownHost,
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

test.describe('booking', () => {
  test("goes to /appointment-confirmed on the widget's 'booking-complete' event", async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByTitle('Booking calendar')).toBeVisible();
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new Event('booking-complete')));
    await expect(page).toHaveURL(/\/appointment-confirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appointment is confirmed');
    // A confirmation takes the focus at its heading (ConfirmationHeading).
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('goes to /appointment-confirmed when the configured widget posts its completion message', async ({ page }) => {
    await page.goto('/booking');
    const widget = page.frameLocator('iframe[title="Booking calendar"]');
    await hydrated(page);
    await expect(async () => {
      await widget.getByRole('radio', { name: 'Tuesday 9:00 AM EST' }).check({ timeout: 2_000 });
      await widget.getByRole('button', { name: 'Confirm booking' }).click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/appointment-confirmed$/, { timeout: 2_000 });
    }).toPass();
    await expect(page).toHaveURL(/\/appointment-confirmed$/);
  });

  test('ignores the completion message from any other origin', async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
    // A sandboxed frame has an opaque origin ("null"): not the widget's.
    await page.evaluate(() => {
      (window as unknown as { received: number }).received = 0;
      window.addEventListener('message', () => ((window as unknown as { received: number }).received += 1));
      const forged = document.createElement('iframe');
      forged.setAttribute('sandbox', 'allow-scripts');
      forged.title = 'forged';
      forged.srcdoc = `<script>parent.postMessage(["msgsndr-booking-complete", {}], "*"); parent.postMessage("booking-complete", "*");</script>`;
      document.body.appendChild(forged);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: number }).received)).toBe(2);
    // Give a navigation, had one started, the time to show.
    await page.waitForTimeout(750);
    await expect(page).toHaveURL(/\/booking$/);
  });
});

test.describe('assessment', () => {
  test("'SUBMIT ASSESSMENT' posts 'submit' to the form frame", async ({ page }) => {
    await page.goto('/assessment');
    const frame = page.frameLocator('iframe[title="Insurance assessment form"]');
    await expect(frame.getByRole('heading', { name: 'Assessment form' })).toBeVisible();
    await expect(page.locator('iframe[title="Insurance assessment form"]')).toHaveAttribute('scrolling', 'no');
    const height = await page
      .locator('iframe[title="Insurance assessment form"]')
      .evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.round(height)).toBe(Math.round((page.viewportSize()!.height * 70) / 100));
    await hydrated(page);
    // The frame's own listener attaches when the frame has hydrated: retry until it has.
    await expect(async () => {
      await page.getByRole('button', { name: 'SUBMIT ASSESSMENT' }).click();
      await expect(frame.getByText('Assessment received. Thank you!')).toBeVisible({ timeout: 1_000 });
    }).toPass();
  });

  test('adds the form-embed script on entry and removes it on leave', async ({ page }) => {
    await page.goto('/assessment');
    const script = page.locator('script[data-form-embed]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('src', '/embeds/form-embed.js');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __formEmbedLoaded?: number }).__formEmbedLoaded))
      .toBe(1);
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broken System. Better Options.');
    await expect(script).toHaveCount(0);
  });
});

test.describe('survey variants', () => {
  const variants: [string, string][] = [
    ['/prohealth-survey', 'main'],
    ['/prohealth-survey_al', 'al'],
    ['/prohealth-survey-m2', 'm2'],
    ['/prohealth-survey-m3', 'm3'],
    ['/prohealth-survey-m4', 'm4'],
    ['/prohealth-survey-tiktok', 'tiktok'],
    ['/prohealth-survey-reddit', 'reddit'],
    // reddit-dupe is left unset in this build: the analytics test's built-in assessment journey.
    ['/prohealth-survey-alex-non-usha', 'non-usha'],
  ];
  test('each embeds the survey configured for its variant in a full-height frame', async ({ page }) => {
    for (const [path, variant] of variants) {
      await page.goto(path);
      const frame = page.locator('iframe[title="Health insurance assessment survey"]');
      await expect(frame).toHaveAttribute('src', `/embeds/survey?variant=${variant}`);
      const box = await frame.boundingBox();
      expect(box!.height, path).toBeGreaterThanOrEqual((page.viewportSize()!.height * 70) / 100 - 1);
      await expect(page.frameLocator('iframe').getByText(variant, { exact: true })).toBeVisible();
    }
  });

  test('the agent calendars embed the configured scheduler', async ({ page }) => {
    await page.goto('/book_jordan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a call with Jordan');
    await expect(page.locator('iframe')).toHaveAttribute('src', '/embeds/calendar?agent=jordan');
  });
});
