import { PAGE_ROUTES } from '@/content/routes';
import { expect, expectNoAxeViolations, test, useDarkTheme, waitForHydration } from './fixtures';

const sitePath = PAGE_ROUTES.find((route) => route.layout === 'site')?.path ?? '/';

test.describe('header', () => {
  test('has the call button, four social links and the navigation of the spec', async ({ page }) => {
    await page.goto(sitePath);
    const header = page.getByRole('banner');
    const call = header.getByRole('link', { name: /^Call / });
    await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    const social = header.getByRole('list', { name: 'Social media' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['About', '/#about'],
      ['Process', '/#how-it-works'],
      ['Coverage', '/#coverage'],
      ['News', '/news'],
      ['Tax Reimburse', '/tax-reimburse'],
      ['FAQ', '/#faq'],
      ['Contact', '/contact'],
    ];
    const links = nav.getByRole('link');
    await expect(links).toHaveText(expected.map(([label]) => label!));
    for (const [index, [, href]] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href!);
    }
  });

  test('marks the current page, and only it, in the navigation', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // On the home page the entries are in-page anchors: none is "the current page".
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    const pages = PAGE_ROUTES.filter((route) => ['/news', '/contact', '/tax-reimburse'].includes(route.path));
    for (const route of pages) {
      await page.goto(route.path);
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('href', route.path);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    /** The links in `scope` whose background is not a plain link's (an in-page anchor's), by href. */
    async function highlighted(scope: import('@playwright/test').Locator) {
      const plain = await scope.locator('a[href$="#faq"]').evaluate((link) => getComputedStyle(link).backgroundColor);
      return scope
        .locator('a.nav-link')
        .evaluateAll(
          (links, plainBackground) =>
            links
              .filter((link) => getComputedStyle(link).backgroundColor !== plainBackground)
              .map((link) => link.getAttribute('href')),
          plain,
        );
    }

    test('still highlights the current page, and only it, in both languages and in the side menu', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: /^(Main|Principal)$/ });
      await page.goto('/');
      expect(await highlighted(nav)).toEqual([]);
      for (const path of ['/news', '/contact', '/tax-reimburse', '/es/news', '/es/contact']) {
        await page.goto(path);
        expect(await highlighted(nav), path).toEqual([path]);
      }
      // The side menu's forms entries too; the claim form's landing page is the claim page's.
      await page.goto('/claims/sent/unknown');
      expect(await highlighted(page.locator('#mobile-menu'))).toEqual(['/claims']);
    });
  });

  test("follows a client-side navigation: the mark and the language switch are the new page's", async ({ page }) => {
    // Content links are plain <a> (decision 175); the router still navigates from the results
    // pages' links and after a form, keeping the header mounted: the shell script must follow.
    await page.goto('/results/123');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const languageSwitch = page.getByRole('banner').locator('a[data-language-switch]').first();
    await expect(languageSwitch).toHaveAttribute('href', /from=%2Fresults%2F123$/);
    await page.evaluate(() => Object.assign(window, { stayedMounted: true }));
    await page.getByRole('link', { name: 'Start a New Assessment' }).click();
    await expect(page).toHaveURL(/\/home-assessment$/);
    expect(await page.evaluate(() => 'stayedMounted' in window)).toBe(true);
    await expect(languageSwitch).toHaveAttribute('href', /from=%2Fhome-assessment$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });
});

test.describe('side menu on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("with the visitor's text twice as large, the menu button stays on screen and the number clear of the icons", async ({
    page,
  }) => {
    await page.goto(sitePath);
    // As a browser's text size setting does (WCAG 1.4.4): the rem grows, the viewport stays 390 px.
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
    const number = await page
      .getByRole('banner')
      .getByRole('link', { name: /555-0142/ })
      .boundingBox();
    const icon = await page.getByRole('banner').getByRole('list').first().boundingBox();
    // The icons wrap under the number rather than over it.
    expect(icon!.y >= number!.y + number!.height || icon!.x >= number!.x + number!.width).toBe(true);
  });

  test('opens with the keyboard, moves focus in, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto(sitePath);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    // Focus is inside the menu, and Tab never reaches the page behind it (it is inert): past the
    // menu's last link the browser's own controls take focus (no element of the page), then the
    // menu's first control again (20 presses go round the menu more than once).
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await menu.evaluate(
          (element) => element.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await expect(menu.getByRole('link', { name: 'News' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('closes when a link is followed', async ({ page }) => {
    await page.goto(sitePath);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Tax Reimburse' }).click();
    await expect(page).toHaveURL(/\/tax-reimburse$/);
    await expect(menu).toBeHidden();
  });

  test('closes when an in-page entry of the home page is followed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(menu).toBeHidden();
  });

  test('closes on the backdrop and with its close button', async ({ page }) => {
    await page.goto(sitePath);
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    // The left strip of the screen is the backdrop (the menu is at most 85% wide, on the right).
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open menu, its current entry marked, has no axe violations (${theme})`, async ({ page }) => {
      if (theme === 'dark') await useDarkTheme(page);
      await page.goto('/news');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      // The menu slides in: axe measures the colours once it is in place.
      await expect.poll(() => menu.evaluate((element) => element.getAnimations().length)).toBe(0);
      await expectNoAxeViolations(page, `/news with the side menu open (${theme})`);
    });
  }

  test('marks the current page among its entries', async ({ page }) => {
    for (const path of ['/claims', '/news']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const current = page.getByRole('dialog', { name: 'Site menu' }).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', path);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('opens, closes with its button and on Escape, moves focus in, and its links lead to the pages', async ({
      page,
    }) => {
      await page.goto(sitePath);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await menu.getByRole('link', { name: 'News' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
      await toggle.click();
      await menu
        .getByRole('navigation', { name: 'Quotes and claims' })
        .getByRole('link', { name: 'File a claim' })
        .click();
      await expect(page).toHaveURL(/\/claims$/);
      // The theme toggle needs the shell script: without it a button that does nothing is not offered.
      await expect(page.getByRole('button', { name: /^Theme: / })).toBeHidden();
    });
  });
});

test.describe('footer', () => {
  test('has the spec columns, the consent disclaimer, the opt-out phone and the brand', async ({ page }) => {
    await page.goto(sitePath);
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Product', 'Company', 'Legal']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const label of ['How It Works', 'Coverage Types', 'Pricing', 'FAQ', 'About Us', 'News']) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', /^mailto:/);
    // TERMS_URL is the site's own terms page by default: the same tab (issue 24).
    const terms = footer.getByRole('link', { name: 'Terms and Conditions', exact: true });
    await expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    await expect(terms).not.toHaveAttribute('target', /.+/);
    const consent = footer.getByTestId('footer-consent');
    await expect(consent).toContainText('18 or older');
    await expect(consent).toContainText('automated dialing');
    await expect(consent).toContainText('not a condition of purchase');
    await expect(consent).toContainText('revoke');
    await expect(footer.getByRole('link', { name: /555-01\d\d/ }).last()).toHaveAttribute('href', /^tel:/);
    await expect(footer).toContainText('InsuranceMatch');
    // The year of the build (prerendered), which a test run has just made: never a fixed year.
    await expect(footer).toContainText(`© ${new Date().getFullYear()} InsuranceMatch`);
  });
});

test.describe('theme', () => {
  test('follows a light device until the visitor chooses, switches to dark, and is remembered without a flash', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(sitePath);
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    // The first press shows the theme the device is not showing.
    await page.getByRole('button', { name: 'Theme: System. Switch to Dark' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Theme: Dark. Switch to Light' }).click();
    await expect(html).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Theme: Light. Switch to System' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    await page.getByRole('button', { name: 'Theme: System. Switch to Dark' }).click();

    // On the next load the class is right before React runs at all (its bundles are withheld):
    // the inline script in <head> applied it before the first paint.
    await page.route('**/_next/static/**/*.js', (route) => route.fulfill({ body: '', contentType: 'text/javascript' }));
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.unroute('**/_next/static/**/*.js');
  });

  test.describe('after a client-side navigation', () => {
    // The page the navigation starts from answers 404 (the browser logs it).
    test.use({ allowedConsoleErrors: [/404/] });

    test('the toggle shows the stored choice and keeps switching after a client-side navigation', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      // The not-found page has no header: its link to the home page mounts the header in the browser.
      await page.goto('/no-such-page');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Theme: Dark. Switch to Light' });
      await expect(toggle).toHaveAttribute('title', 'Theme: Dark');
      await toggle.click();
      await expect(page.locator('html')).toHaveClass(/\blight\b/);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await expect(page.getByRole('button', { name: 'Theme: Light. Switch to System' })).toBeVisible();
    });
  });

  test('follows the operating system when set to system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'system'));
    await page.goto(sitePath);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/404/] });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

test.describe('developer page map', () => {
  test('shows on localhost, lists pages and endpoints, and copies an endpoint URL', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(sitePath);
    const button = page.getByRole('button', { name: 'Page Map' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByText('API endpoints').click();
    const dialogMessage = new Promise<string>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      });
    });
    await page.getByRole('button', { name: /\/api\/health/ }).click();
    expect(await dialogMessage).toContain(`${baseURL}/api/health`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/api/health`);
  });

  test('is never in the server HTML', async ({ request }) => {
    const html = await (await request.get(sitePath)).text();
    expect(html).not.toContain('Page Map');
  });

  // Chromium warns in the console that COOP is ignored on a public host served over plain http
  // (this test's stand-in for a real https host, where the header applies): not a page error.
  test.describe('on a public host', () => {
    test.use({ allowedConsoleErrors: [/Cross-Origin-Opener-Policy header has been ignored/] });
    test('stays hidden on a public host', async ({ page, baseURL }) => {
      const local = new URL(baseURL!);
      // The same production build, seen under a public host name.
      await page.route('http://www.insurancematch.example/**', async (route) => {
        const url = new URL(route.request().url());
        try {
          const response = await route.fetch({ url: `${local.origin}${url.pathname}${url.search}` });
          await route.fulfill({ response });
        } catch (error) {
          // A prefetch of the header's links may still be in flight when the test ends: not a failure.
          if (!String(error).includes('Test ended')) throw error;
        }
      });
      await page.goto(`http://www.insurancematch.example${sitePath}`);
      await waitForHydration(page);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Page Map' })).toHaveCount(0);
    });
  });
});

// No page of the default configuration requests another host: every-page.spec.ts.

test.describe('security headers', () => {
  test('every response carries the baseline headers and no X-Powered-By', async ({ request }) => {
    for (const path of ['/', '/api/health', '/no-such-page']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-powered-by'], path).toBeUndefined();
      expect(headers['x-request-id'], path).toMatch(/^[\w-]{8,}$/);
    }
  });
});

// Browsers, feed readers and crawlers ask for /favicon.ico whatever a page declares (Chromium does
// when it has not read the page's icon link yet): it is the brand mark, not a 404 in every log.
test('the brand icon answers at /favicon.ico as well as at the declared /icon.svg', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  // An ICO file: reserved 0, type 1, and at least one image.
  const bytes = await ico.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  expect((await request.get('/icon.svg')).headers()['content-type']).toMatch(/^image\/svg\+xml/);
});
