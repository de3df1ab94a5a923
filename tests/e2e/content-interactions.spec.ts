import { expect, test, waitForHydration as hydrated } from './fixtures';

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
    expect(await strip.locator('li').nth(2).evaluate((item) => getComputedStyle(item).transitionDelay)).toBe('0.4s');
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

test.describe('booking', () => {
  test("goes to /appointment-confirmed on the widget's 'booking-complete' event", async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByTitle('Booking calendar')).toBeVisible();
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new Event('booking-complete')));
    await expect(page).toHaveURL(/\/appointment-confirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appointment is confirmed');
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
    const height = await page.locator('iframe[title="Insurance assessment form"]').evaluate((element) => element.getBoundingClientRect().height);
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
    await expect.poll(() => page.evaluate(() => (window as unknown as { __formEmbedLoaded?: number }).__formEmbedLoaded)).toBe(1);
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
    ['/prohealth-survey-reddit-dupe', 'reddit-dupe'],
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

test.describe('video slots', () => {
  test('show a still card without loading anything when no video is configured', async ({ page }) => {
    await page.goto('/reach-out');
    await expect(page.getByText('YOU CAN BE COVERED AS EARLY AS THE SAME DAY.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
