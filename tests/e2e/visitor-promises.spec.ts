import type { Locator, Page } from '@playwright/test';
import { PUBLIC_PAGE_ROUTES } from '@/content/routes';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { expectPhoneNumbersOnOneLine } from './page-checks';
import { toastRegion } from './lead-capture-support';

// Issue 24, items 5 to 10, as a visitor on a 390 px phone meets them. The checks that hold on
// every page (no own page in a new tab, new tabs announced, phone numbers on one line at 320 to
// 390 px) run on every route in every-page.spec.ts; these are the journeys behind them.
test.use({ viewport: { width: 390, height: 844 } });

/** A visitor of their own (the e2e server trusts one proxy), clear of the other specs' rate limits. */
function asVisitor(address: string) {
  return { extraHTTPHeaders: { 'x-forwarded-for': address } };
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element has a box').not.toBeNull();
  return found!;
}

/** Resolves once the page has not scrolled for five animation frames (the site scrolls smoothly). */
async function scrollSettled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve(true);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('item 5: the site’s own pages open in the same tab', () => {
  for (const [start, name, target] of [
    ['/', 'Apply Now', '/prohealth-survey'],
    ['/', 'Start Assessment', '/prohealth-survey'],
    ['/coverage-options', 'Start Assessment', '/prohealth-survey'],
    ['/contact', 'Book', '/booking'],
  ] as const) {
    test(`${start}: "${name}" opens ${target} in this tab`, async ({ page, context }) => {
      await page.goto(start);
      await waitForHydration(page);
      const link = page.getByRole('main').getByRole('link', { name, exact: true }).first();
      await expect(link).not.toHaveAttribute('target', /.+/);
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === target);
      expect(context.pages()).toHaveLength(1);
    });
  }

  test('an outside link still opens a new tab, and says so', async ({ page }) => {
    await page.goto('/tax-reimburse');
    const irs = page.getByRole('link', { name: /IRS Publication 502.*\(opens in a new tab\)$/ });
    await expect(irs).toHaveAttribute('target', '_blank');
    await expect(irs).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('item 6: the call-back confirmation words the window picked', () => {
  test.use(asVisitor('203.0.113.61'));

  async function requestCallBack(page: Page, window: string) {
    await page.getByLabel(/^Full Name/).fill('Kim Lowe');
    await page.getByLabel(/^Phone/).fill('305-555-0144');
    await page.getByLabel(/^Email/).fill('kim.window@example.com');
    await page.getByLabel(/^Best time to call/).selectOption({ label: window });
    await page.getByRole('button', { name: 'Request My Call Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Call Back Requested' })).toBeVisible();
  }

  test('with JavaScript: the morning', async ({ page }) => {
    await page.goto('/booking');
    await waitForHydration(page);
    await requestCallBack(page, 'Morning (8 AM to 12 PM ET)');
    await expect(page.getByTestId('form-confirmation')).toContainText(
      'A licensed advisor will call you in the morning, between 8 AM and 12 PM ET.',
    );
    await expect(page.getByTestId('form-confirmation')).not.toContainText('at the time you chose');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the afternoon', async ({ page }) => {
      await page.goto('/booking');
      await requestCallBack(page, 'Afternoon (12 PM to 5 PM ET)');
      await expect(page.getByTestId('form-confirmation')).toContainText(
        'A licensed advisor will call you in the afternoon, between 12 PM and 5 PM ET.',
      );
    });
  });
});

test.describe('item 7: one confirmation in view on a phone', () => {
  test.use(asVisitor('203.0.113.62'));

  test('after an inquiry the toast covers neither the confirmation heading nor the header, and the confirmation clears the header', async ({
    page,
  }) => {
    await page.goto('/small-business');
    await waitForHydration(page);
    await page.getByLabel(/^Company Name( \*)?$/).fill('Acme Bakery LLC');
    await page.getByLabel(/^Contact Name( \*)?$/).fill('Dana Baker');
    await page.getByLabel(/^Email( \*)?$/).fill('dana.phone@example.com');
    await page.getByLabel(/^Phone( \*)?$/).fill('(512) 555-0100');
    await page.getByLabel(/^Number of Employees( \*)?$/).selectOption('11-25');
    await page.getByLabel(/^State( \*)?$/).selectOption('Texas');
    await page.getByLabel(/^ZIP Code( \*)?$/).fill('78701');
    await page.getByRole('button', { name: 'Get My Group Quote' }).click();

    const toast = toastRegion(page).getByRole('listitem').filter({ hasText: 'Inquiry Submitted Successfully' });
    await expect(toast).toBeVisible();
    const confirmation = page.getByTestId('form-confirmation');
    const heading = confirmation.getByRole('heading', { level: 2, name: 'Inquiry Submitted Successfully' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await scrollSettled(page);

    const header = await box(page.getByRole('banner'));
    const toastBox = await box(toast);
    expect(overlaps(toastBox, header), 'the toast covers the header').toBe(false);
    expect(overlaps(toastBox, await box(heading)), 'the toast covers the confirmation heading').toBe(false);
    // The confirmation's icon, above its heading, is below the sticky header, not under it.
    const icon = await box(confirmation.locator('svg').first());
    expect(icon.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

test.describe('item 8: titles, phone numbers and paging on a phone', () => {
  test('survey tabs carry no campaign name', async ({ request }) => {
    const surveys = PUBLIC_PAGE_ROUTES.filter((route) => route.group === 'Surveys' && route.path !== '/assessment');
    expect(surveys.length).toBeGreaterThan(5);
    for (const route of surveys) {
      const html = await (await request.get(route.path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, route.path).toBe('Find Your Health Coverage | InsuranceMatch');
    }
  });

  test('"Call (202) 555-0142" keeps its number on one line at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/');
    const call = page
      .getByRole('main')
      .getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })
      .last();
    await expect(call).toBeVisible();
    await expectPhoneNumbersOnOneLine(page, '/ at 320 px');
    // And the button stays on the screen, its number inside it.
    const [button, number] = [await call.boundingBox(), await call.getByText(/^\(\d{3}\) \d{3}-\d{4}$/).boundingBox()];
    expect(button!.x + button!.width).toBeLessThanOrEqual(320);
    expect(number!.x + number!.width).toBeLessThanOrEqual(button!.x + button!.width);
  });

  test('news paging fits one row at 320 px: Previous and Next side by side, nothing sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    for (const path of ['/news', '/news?page=2']) {
      await page.goto(path);
      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      const previous = pagination.getByRole(path === '/news' ? 'button' : 'link', { name: 'Previous' });
      const next = pagination.getByRole('link', { name: 'Next' });
      await expect(pagination.getByText(/^Page \d+ of \d+$/)).toBeVisible();
      const [previousBox, nextBox, navBox] = [await box(previous), await box(next), await box(pagination)];
      expect(Math.round(nextBox.y), `Next on the row of Previous on ${path}`).toBe(Math.round(previousBox.y));
      expect(navBox.height).toBeLessThan(previousBox.height * 1.6);
      expect(nextBox.x + nextBox.width).toBeLessThanOrEqual(320);
      expect(await pagination.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
    }
  });
});

test.describe('item 9: the theme follows the device until the visitor chooses', () => {
  test.use({ colorScheme: 'dark' });

  test('a phone set to dark gets the dark theme on the first paint, before any script of the app runs', async ({
    page,
  }) => {
    // The app's bundles withheld: only the inline script in <head> can have set the class.
    await page.route('**/_next/static/**/*.js', (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('html')).not.toHaveClass(/\blight\b/);
    await page.unroute('**/_next/static/**/*.js');
  });

  test('the first press switches to light, and the choice then wins over the device', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Theme: System. Switch to Light' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test.describe('item 10: an unknown results link', () => {
  test('says the link is unknown and offers a new assessment, not the load failure', async ({ page }) => {
    await page.goto('/results/123');
    await expect(page.getByRole('heading', { level: 1, name: 'We Don’t Recognize This Results Link' })).toBeVisible();
    await expect(page.getByText('Error Loading Results')).toHaveCount(0);
    await expect(page.getByText('We encountered a problem')).toHaveCount(0);
    await expectNoAxeViolations(page, '/results/123 (unknown link)');
    await page.getByRole('link', { name: 'Start a New Assessment' }).click();
    await expect(page).toHaveURL(/\/home-assessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home Insurance Assessment' })).toBeVisible();
  });
});
