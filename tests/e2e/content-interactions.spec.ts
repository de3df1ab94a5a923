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
    const first = page.locator('#faq summary').first();
    const second = page.locator('#faq summary').nth(1);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('#faq details').nth(1)).toHaveAttribute('open', '');
    await expect(page.locator('#faq details').first()).not.toHaveAttribute('open', '');
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
    await strip.scrollIntoViewIfNeeded();
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
    await hydrated(page);
    await page.evaluate(() => window.dispatchEvent(new Event('booking-complete')));
    await expect(page).toHaveURL(/\/appointment-confirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appointment is confirmed');
  });

  test("goes to /appointment-confirmed on the completion message from the widget's origin", async ({ page }) => {
    await page.goto('/booking');
    await hydrated(page);
    // The default widget URL is a path on this site, so its origin is the page's own. (Production
    // serves no stand-in widget to click through: docs/decisions/010.)
    await page.evaluate(() => window.postMessage(['msgsndr-booking-complete', {}], window.location.origin));
    await expect(page).toHaveURL(/\/appointment-confirmed$/);
  });

  test('offers call and e-mail where the booking widget is not set up', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.locator('iframe')).toHaveCount(0);
    const card = page.getByRole('region', { name: 'Talk to a licensed advisor' });
    await expect(card.getByRole('link', { name: 'Call (202) 555-0142' })).toHaveAttribute('href', 'tel:+12025550142');
    await expect(card.getByRole('link', { name: 'E-mail us' })).toHaveAttribute('href', 'mailto:help@example.com');
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
  test('offers call and e-mail, and loads no form script, where the form is not set up', async ({ page }) => {
    await page.goto('/assessment');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Talk to a licensed advisor' }).getByRole('link', { name: /^Call / })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'SUBMIT ASSESSMENT' })).toHaveCount(0);
    await expect(page.locator('script[data-form-embed]')).toHaveCount(0);
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
  // On default settings every survey URL is a development stand-in, which production does not serve.
  test('each offers call and e-mail instead of a survey that is not set up', async ({ page }) => {
    for (const [path] of variants) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Find your health coverage');
      await expect(page.getByRole('region', { name: 'Talk to a licensed advisor' }).getByRole('link', { name: /^Call / }), path).toBeVisible();
      await expect(page.locator('iframe'), path).toHaveCount(0);
    }
  });

  test('the agent calendars offer call and e-mail instead of a stand-in calendar', async ({ page }) => {
    await page.goto('/book_jordan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a call with Jordan');
    await expect(page.getByRole('region', { name: 'Talk to a licensed advisor' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('video slots', () => {
  test('show a still card without loading anything when no video is configured', async ({ page }) => {
    await page.goto('/reach-out');
    await expect(page.getByText('YOU CAN BE COVERED AS EARLY AS THE SAME DAY.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
