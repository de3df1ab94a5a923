import type { BrowserContext, Page } from '@playwright/test';
import { expect as baseExpect, test, waitForHydration } from '../e2e/fixtures';
import {
  captureThirdParty,
  isCollect,
  isGtag,
  isGtm,
  isGtmTag,
  isPixel,
  params,
  readable,
  type Captured,
} from './vendors';

// This build has GA4, GTM and pixel ids set (playwright.analytics.config.ts). Every request to
// another host is captured and answered locally (./vendors.ts); the tests read what the site
// would have sent to Google and Meta (docs/decisions/120, 121).

// Whole journeys on a machine shared with other builds: generous bounds, no fixed waits.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const pageViews = (captured: Captured[]) =>
  captured
    .filter((request) => isCollect(request) && params(request).get('en') === 'page_view')
    .map((request) => new URL(params(request).get('dl')!).pathname);
const pixelEvents = (captured: Captured[]) =>
  captured
    .filter((request) => isPixel(request) && request.url.includes('/tr?'))
    .map((request) => params(request).get('ev'));

/** The data layer as JSON: what gtag and the tag manager were handed. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      (window.dataLayer ?? []).map((entry) =>
        typeof entry === 'object' && entry !== null && 'length' in entry
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    ),
  );

/** Nothing in any captured request, nor in the data layer, contains any of these. */
async function expectNothingLeaks(page: Page, captured: Captured[], secrets: string[]) {
  expect(captured.length).toBeGreaterThan(0);
  for (const request of captured) {
    const text = readable(request);
    for (const secret of secrets) expect(text, `${secret} sent in ${request.url}`).not.toContain(secret);
    // No address of this site with a query string, in any parameter.
    for (const [key, value] of params(request)) {
      if (/^https?:\/\/localhost/.test(value)) expect(new URL(value).search, `${key} of ${request.url}`).toBe('');
    }
  }
  const layer = await dataLayer(page);
  for (const secret of secrets) expect(layer, `${secret} in the data layer`).not.toContain(secret);
}

test('loads GA4, GTM and the pixel, and sends a page view with the route pattern on every route change', async ({
  page,
  baseURL,
}) => {
  const captured = await captureThirdParty(page, baseURL!);
  await page.goto('/');
  await expect.poll(() => pageViews(captured)).toEqual(['/']);
  expect(captured.some(isGtag)).toBe(true);
  expect(captured.some(isGtm)).toBe(true);
  await expect.poll(() => pixelEvents(captured)).toEqual(['PageView']);
  // The image pixel, not the pixel script (which reads the address bar and the forms itself).
  expect(captured.some((request) => request.url.includes('connect.facebook.net'))).toBe(false);

  // A client-side navigation (no page load) still counts as a page view; the pattern is sent, not the query.
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect.poll(() => pageViews(captured)).toEqual(['/', '/news']);
  await expect.poll(() => pixelEvents(captured)).toEqual(['PageView', 'PageView']);
  const newsView = captured.filter(isCollect).at(-1)!;
  expect(params(newsView).get('dl')).toBe(`${new URL(baseURL!).origin}/news`);
  expect(params(newsView).get('dr')).toBe(`${new URL(baseURL!).origin}/`);
});

/** The addresses the tag inside the tag manager saw (its page URL on load and on history changes). */
const gtmTagPages = (captured: Captured[]) =>
  captured.filter(isGtmTag).map((request) => new URL(params(request).get('page_url')!).pathname);

/** Answers the built-in health assessment (on a survey route with no survey configured) and sends it. */
async function sendBuiltInAssessment(page: Page, marker: string, email: string) {
  await expect(page.locator('iframe')).toHaveCount(0);
  await waitForHydration(page);
  await page.getByLabel(/^State/).selectOption('TX');
  await page.getByLabel(/^ZIP Code/).fill('78701');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^People in your household/).selectOption('3');
  await page.getByLabel(/^Yearly household income/).fill('48,731');
  await page.getByLabel(/^Ages of everyone/).fill('41, 39, 9');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Dental').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^Full Name/).fill(`Lee ${marker}`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('(415) 555-0179');
  await page.locator('input[name="consent"]').check();
  await page.getByRole('button', { name: 'SUBMIT ASSESSMENT' }).click();
  // The answers are sealed server-side: the address holds a token only (issue 24, decision 023).
  await expect(page).toHaveURL(/\/thank-you\/[A-Za-z0-9_-]{43}$/);
  return new URL(page.url()).pathname.split('/')[2]!;
}

test('the built-in assessment -> /thank-you/[token] sends no token, query string, answer or contact detail to any analytics host', async ({
  page,
  baseURL,
}) => {
  const captured = await captureThirdParty(page, baseURL!);
  const marker = `Zqx${Date.now().toString(36)}`;
  const email = `${marker.toLowerCase()}@example.com`;
  // Arrives from an ad with campaign tags: they are read by the form, never by analytics.
  await page.goto(`/prohealth-survey-reddit-dupe?utm_source=${marker}src&utm_campaign=${marker}cmp`);
  const token = await sendBuiltInAssessment(page, marker, email);

  await expect.poll(() => pageViews(captured)).toEqual(['/prohealth-survey-reddit-dupe', '/thank-you/[token]']);
  // The conversion: GA4's event and the pixel's Lead, with nothing about the person.
  await expect
    .poll(() => captured.filter(isCollect).map((request) => params(request).get('en')))
    .toContain('generate_lead');
  await expect.poll(() => pixelEvents(captured)).toEqual(['PageView', 'PageView', 'Lead']);
  for (const request of captured.filter((request) => isPixel(request))) {
    expect([...params(request).keys()].sort()).toEqual(['dl', 'ev', 'id', 'noscript']);
  }

  // The campaign tags in the landing address keep the tag manager off; so does the thank-you address.
  expect(captured.some(isGtm)).toBe(false);
  await expectNothingLeaks(page, captured, [
    marker,
    marker.toLowerCase(),
    email,
    '4155550179',
    '555-0179',
    '48731',
    '48,731',
    'household=',
    'income=',
    token,
    '78701',
    'utm_',
  ]);
});

test('a reloaded /thank-you/[token] is no second lead', async ({ page, baseURL }) => {
  const captured = await captureThirdParty(page, baseURL!);
  const marker = `Tyq${Date.now().toString(36)}`;
  await page.goto('/prohealth-survey-reddit-dupe');
  const token = await sendBuiltInAssessment(page, marker, `${marker.toLowerCase()}@example.com`);
  await expect.poll(() => pixelEvents(captured)).toEqual(['PageView', 'PageView', 'Lead']);
  await waitForHydration(page);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => pixelEvents(captured)).toEqual(['PageView', 'PageView', 'Lead', 'PageView']);
  await expectNothingLeaks(page, captured, [marker, '48731', 'household=', 'income=', token]);
});

/** Whether the tag manager's script is on the page. */
const tagManagerOnPage = (page: Page) =>
  page.evaluate(() => document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]') !== null);

test('the tag manager never runs beside a form where a visitor types about themselves', async ({ page, baseURL }) => {
  const captured = await captureThirdParty(page, baseURL!);
  await page.goto('/');
  await expect.poll(() => gtmTagPages(captured)).toContain('/');
  expect(await tagManagerOnPage(page)).toBe(true);
  // Every form of the form kit (the claim's description and documents, the small-business
  // inquiry, the opt-out, the home assessment, the built-in assessment with the household's
  // income on a survey page with no survey configured), and the news list, whose comment forms
  // (a commenter's e-mail) open on demand.
  for (const path of [
    '/claims',
    '/es/claims',
    '/small-business',
    '/opt-out',
    '/home-assessment',
    '/prohealth-survey-reddit-dupe',
    '/news',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await tagManagerOnPage(page), path).toBe(false);
  }
  // The mark is the form's, not the route's: a survey page showing a hosted survey (its own frame) keeps it.
  await page.goto('/prohealth-survey');
  await expect.poll(() => gtmTagPages(captured)).toContain('/prohealth-survey');
  expect(captured.filter(isGtm), 'tag manager loads').toHaveLength(2);
  expect(new Set(gtmTagPages(captured))).toEqual(new Set(['/', '/prohealth-survey']));

  // While it runs, a move in place to a private address is a full page load, on which it is not loaded.
  await page.goto('/tax-reimburse');
  await expect.poll(() => tagManagerOnPage(page)).toBe(true);
  await waitForHydration(page);
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  await page.evaluate(() => history.pushState(null, '', '/results/4242')).catch(() => undefined);
  await expect(page).toHaveURL(/\/results\/4242$/);
  await page.waitForLoadState('load');
  await waitForHydration(page);
  expect(await tagManagerOnPage(page)).toBe(false);
  // One page load: the router's own history calls that follow do not start a second one.
  expect(loads).toEqual([`${new URL(baseURL!).origin}/results/4242`]);
  expect(gtmTagPages(captured)).not.toContain('/results/4242');

  // A form of that kind appearing on a page while it runs: the page loads again, without it.
  await page.goto('/tax-reimburse');
  await expect.poll(() => tagManagerOnPage(page)).toBe(true);
  await waitForHydration(page);
  const reloaded = page.waitForEvent('load');
  await page
    .evaluate(() => {
      const form = document.createElement('form');
      form.setAttribute('data-private-fields', '');
      document.body.append(form);
    })
    .catch(() => undefined); // the reload may come before the answer
  await reloaded;
  expect(
    await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
  ).toBe('reload');
  // The reloaded page has no such form now, yet the tag manager stays off there for the tab's
  // session: a form that shows only after a click would otherwise reload the page at every click.
  await waitForHydration(page);
  expect(await tagManagerOnPage(page)).toBe(false);
  await page.goto('/tax-reimburse');
  await waitForHydration(page);
  expect(await tagManagerOnPage(page)).toBe(false);
  // Another page of the same tab keeps it.
  await page.goto('/');
  await expect.poll(() => tagManagerOnPage(page)).toBe(true);
});

test('the home assessment -> /results/{id} sends the pattern, never the assessment id, to any analytics host', async ({
  page,
  baseURL,
}) => {
  const captured = await captureThirdParty(page, baseURL!);
  const marker = `Hmq${Date.now().toString(36)}`;
  await page.goto('/home-assessment');
  await waitForHydration(page);
  await page.getByLabel('State').selectOption('PA');
  await page.getByLabel('ZIP code').fill('19103');
  await page.getByLabel('Estimated rebuild cost (USD)').fill('360000');
  await page.getByLabel('Size (square feet)').fill('2100');
  await page.getByLabel('Year built').fill('2001');
  await page.getByLabel('Construction').selectOption('frame');
  await page.getByLabel('Roof age (years)').fill('10');
  await page.getByLabel('Claims in the last five years').selectOption('0');
  await page.getByLabel('Preferred deductible').selectOption('3000');
  await page.getByLabel('Full name').fill(`Jamie ${marker}`);
  await page.getByLabel(/^E-mail( \*)?$/).fill(`${marker.toLowerCase()}@example.com`);
  await page.getByLabel(/^Phone( \*)?$/).fill('(215) 555-0171');
  await page.locator('input[name="consent"]').check();
  await page.getByRole('button', { name: 'See My Options' }).click();

  await expect(page).toHaveURL(/\/results\/\d+$/);
  const assessmentId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pageViews(captured)).toEqual(['/home-assessment', '/results/[assessmentId]']);
  await expect.poll(() => pixelEvents(captured)).toEqual(['PageView', 'PageView', 'Lead']);

  // A reload is a page view of the same pattern, and not a second lead.
  await page.reload();
  await expect
    .poll(() => pageViews(captured))
    .toEqual(['/home-assessment', '/results/[assessmentId]', '/results/[assessmentId]']);
  await expect.poll(() => pixelEvents(captured)).toEqual(['PageView', 'PageView', 'Lead', 'PageView']);

  // The tag manager ran neither beside the form nor on the results page.
  expect(captured.filter(isGtm), 'tag manager loads').toEqual([]);
  await expectNothingLeaks(page, captured, [
    assessmentId,
    marker,
    marker.toLowerCase(),
    '2155550171',
    '555-0171',
    '19103',
    '360000',
  ]);
});

test('in Spanish too: /es/home-assessment -> /es/results/{id} is a lead, and the tag manager never sees the form or the results page', async ({
  page,
  baseURL,
}) => {
  const captured = await captureThirdParty(page, baseURL!);
  const marker = `Hms${Date.now().toString(36)}`;
  await page.goto('/es/home-assessment');
  await waitForHydration(page);
  await page.getByLabel('Estado').selectOption('PA');
  await page.getByLabel('Código postal').fill('19103');
  await page.getByLabel('Costo estimado de reconstrucción (USD)').fill('360000');
  await page.getByLabel('Tamaño (pies cuadrados)').fill('2100');
  await page.getByLabel('Año de construcción').fill('2001');
  await page.getByLabel('Tipo de construcción').selectOption('frame');
  await page.getByLabel('Antigüedad del techo (años)').fill('10');
  await page.getByLabel('Reclamos en los últimos cinco años').selectOption('0');
  await page.getByLabel('Deducible preferido').selectOption('3000');
  await page.getByLabel('Nombre completo').fill(`Jamie ${marker}`);
  await page.getByLabel(/^Correo electrónico( \*)?$/).fill(`${marker.toLowerCase()}@example.com`);
  await page.getByLabel(/^Teléfono( \*)?$/).fill('(215) 555-0172');
  await page.locator('input[name="consent"]').check();
  await page.getByRole('button', { name: 'Ver mis opciones' }).click();

  await expect(page).toHaveURL(/\/es\/results\/\d+$/);
  const assessmentId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pageViews(captured)).toEqual(['/es/home-assessment', '/es/results/[assessmentId]']);
  await expect.poll(() => pixelEvents(captured)).toEqual(['PageView', 'PageView', 'Lead']);
  // A reload (its referrer the Spanish form) still keeps the tag manager away from the key.
  await page.reload();
  await expect
    .poll(() => pageViews(captured))
    .toEqual(['/es/home-assessment', '/es/results/[assessmentId]', '/es/results/[assessmentId]']);
  expect(captured.filter(isGtm), 'tag manager loads').toEqual([]);
  expect(await page.evaluate(() => Boolean(document.querySelector('script[src*="gtm.js"]')))).toBe(false);
  await expectNothingLeaks(page, captured, [assessmentId, marker, marker.toLowerCase(), '2155550172', '19103']);
});

test('the Content-Security-Policy allows exactly the configured analytics hosts', async ({ request }) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toContain('https://www.googletagmanager.com');
  expect(directive('img-src')).toContain('https://www.facebook.com');
  expect(csp).not.toContain('connect.facebook.net');
});

test.describe('privacy choices', () => {
  /** Pages a visitor opens after the choice is known: each loads analytics from scratch, or navigates client-side. */
  async function browse(page: Page) {
    for (const path of ['/', '/thank-you/unknown']) {
      await page.goto(path);
      await waitForHydration(page);
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  }

  /** GA4 ran, in consent mode with advertising denied, and neither GTM nor the pixel was requested. */
  async function expectNoMarketing(page: Page, captured: Captured[]) {
    await expect.poll(() => pageViews(captured)).toContain('/contact');
    expect(captured.filter(isGtm), 'tag manager requests').toEqual([]);
    expect(captured.filter(isPixel), 'pixel requests').toEqual([]);
    const consent = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .find((args) => args[0] === 'consent' && args[1] === 'default'),
    );
    expect(consent?.[2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
  }

  async function withContext(
    browser: import('@playwright/test').Browser,
    baseURL: string,
    setup: (context: BrowserContext) => Promise<void>,
    run: (page: Page, captured: Captured[]) => Promise<void>,
  ) {
    const context = await browser.newContext({ baseURL });
    await setup(context);
    const page = await context.newPage();
    const captured = await captureThirdParty(page, baseURL);
    try {
      await run(page, captured);
    } finally {
      await context.close();
    }
  }

  test('Sec-GPC: 1 alone (the server turns it into a cookie) loads no tag manager and no pixel', async ({
    browser,
    baseURL,
  }) => {
    await withContext(
      browser,
      baseURL!,
      (context) => context.setExtraHTTPHeaders({ 'Sec-GPC': '1' }),
      async (page, captured) => {
        await browse(page);
        await expectNoMarketing(page, captured);
      },
    );
  });

  test('navigator.globalPrivacyControl (with its header) loads no tag manager and no pixel', async ({
    browser,
    baseURL,
  }) => {
    await withContext(
      browser,
      baseURL!,
      async (context) => {
        await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
        );
      },
      async (page, captured) => {
        await browse(page);
        await expectNoMarketing(page, captured);
        await page.goto('/privacy-choices');
        await expect(page.getByTestId('privacy-choice-status')).toHaveAttribute('data-status', 'gpc');
      },
    );
  });

  test('navigator.globalPrivacyControl alone is enough too', async ({ browser, baseURL }) => {
    await withContext(
      browser,
      baseURL!,
      async (context) => {
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
        );
      },
      async (page, captured) => {
        await browse(page);
        await expectNoMarketing(page, captured);
      },
    );
  });

  test('opting out on "Your Privacy Choices" (from the footer) stops the tag manager and the pixel; allowing again restores them', async ({
    page,
    baseURL,
  }) => {
    const captured = await captureThirdParty(page, baseURL!);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' }).click();
    await expect(page).toHaveURL(/\/privacy-choices$/);
    await expect(page.getByTestId('privacy-choice-status')).toHaveAttribute('data-status', 'sharing');
    await expect.poll(() => captured.some(isGtm)).toBe(true);

    await page.getByRole('button', { name: 'Opt out of sharing' }).click();
    await expect(page.getByTestId('privacy-choice-status')).toHaveAttribute('data-status', 'opted-out');
    captured.length = 0;
    await browse(page);
    await expectNoMarketing(page, captured);

    await page.goto('/privacy-choices');
    await page.getByRole('button', { name: 'Allow sharing again' }).click();
    await expect(page.getByTestId('privacy-choice-status')).toHaveAttribute('data-status', 'sharing');
    await page.goto('/');
    await expect.poll(() => captured.some(isGtm)).toBe(true);
    await expect.poll(() => pixelEvents(captured)).toContain('PageView');
  });

  test('the opt-out works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/privacy-choices');
    await page.getByRole('button', { name: 'Opt out of sharing' }).click();
    await expect(page).toHaveURL(/\/privacy-choices$/);
    await expect(page.getByTestId('privacy-choice-status')).toHaveAttribute('data-status', 'opted-out');
    expect((await context.cookies()).find((cookie) => cookie.name === 'privacy_choices')?.value).toBe('opt-out');
    await context.close();
  });
});
