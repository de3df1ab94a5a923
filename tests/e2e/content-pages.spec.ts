import { PAGE_ROUTES } from '@/content/routes';
import { expect, test } from './fixtures';

test('the home page has its ten sections in order, with their anchors', async ({ page }) => {
  await page.goto('/');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'Insurance advice that works for you',
    'How it works',
    'Coverage types',
    'What our clients say',
    'Coverage for every stage of life and work',
    'Sound familiar?',
    'Frequently asked questions',
    'Ready for better coverage?',
  ]);
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(ids).toEqual(['about', 'how-it-works', 'coverage-types', 'coverage', 'faq']);
  await expect(page.getByRole('region', { name: 'Insurance carriers we work with' }).getByRole('img')).toHaveCount(5);
  const steps = page.locator('#how-it-works').getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Step 1: Consultation', 'Step 2: Choose A Plan', 'Step 3: Lifetime Expert']);
  for (const tile of ['Life Insurance', 'Health Insurance', 'Medical Plans', 'Supplemental'])
    await expect(page.locator('#coverage-types').getByText(tile, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Sound familiar?' }).locator('..').locator('..').getByRole('listitem'),
  ).toHaveCount(9);
});

test('the testimonials are rated 5, 5 and 4.5 with a half star, and show initials', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('testimonial');
  await expect(cards).toHaveCount(3);
  const ratings = ['Rated 5 out of 5', 'Rated 5 out of 5', 'Rated 4.5 out of 5'];
  for (const [index, label] of ratings.entries()) {
    await expect(cards.nth(index).getByRole('img', { name: label })).toBeVisible();
  }
  await expect(cards.nth(2).locator('[data-fill="half"]')).toHaveCount(1);
  await expect(cards.nth(0).locator('[data-fill="half"]')).toHaveCount(0);
  await expect(cards.nth(0)).toContainText('MG');
});

test('coverage option buttons go where the spec says', async ({ page }) => {
  await page.goto('/');
  const home = page.locator('#coverage');
  const getStarted = home.getByRole('link', { name: /^Get Started/ });
  await expect(getStarted).toHaveCount(6);
  for (const link of await getStarted.all()) {
    // Small Business has a form of its own: the group quote (docs/decisions/093).
    const smallBusiness = (await link.textContent())?.includes('Small Business');
    await expect(link).toHaveAttribute('href', smallBusiness ? '/small-business' : '/prohealth-survey');
    await expect(link).not.toHaveAttribute('target', /.+/);
  }
  // The survey is the site's own page on default settings: the same tab (issue 24, decision 093).
  const start = home.getByRole('link', { name: /^Start Assessment/ });
  await expect(start).toHaveAttribute('href', '/prohealth-survey');
  await expect(start).not.toHaveAttribute('target', /.+/);
  await expect(home.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Contact our experts' })).toHaveAttribute('href', '/contact');

  await page.goto('/coverage-options');
  const cards = page.getByRole('main').getByRole('link', { name: /^Get Started/ });
  await expect(cards).toHaveCount(6);
  for (const link of await cards.all()) {
    if ((await link.textContent())?.includes('Small Business'))
      await expect(link).toHaveAttribute('href', '/small-business');
    else await expect(link).not.toHaveAttribute('target', /.+/);
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
});

test('every link that opens a new tab has rel="noopener noreferrer" and every frame a title', async ({ page }) => {
  for (const path of [
    '/',
    '/coverage-options',
    '/contact',
    '/tax-reimburse',
    '/booking',
    '/reach-out',
    '/assessment',
    '/prohealth-survey',
    '/book_alex',
    '/thank-you',
  ]) {
    await page.goto(path);
    for (const link of await page.locator('a[target="_blank"]').all())
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const frame of await page.locator('iframe').all()) await expect(frame).toHaveAttribute('title', /.+/);
  }
});

test('the home page carries Organization and BreadcrumbList data with the configured phone and e-mail', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/InsuranceMatch/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json!) as { '@context': string; '@graph': Record<string, unknown>[] };
  expect(data['@context']).toBe('https://schema.org');
  const organization = data['@graph'].find((node) => node['@type'] === 'Organization')!;
  expect(organization).toMatchObject({
    name: 'InsuranceMatch',
    telephone: '(202) 555-0142',
    email: 'help@example.com',
  });
  const breadcrumbs = data['@graph'].find((node) => node['@type'] === 'BreadcrumbList')!;
  expect(breadcrumbs.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000');
});

test('sitemap.xml lists the indexed pages only, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of PAGE_ROUTES.filter((candidate) => candidate.indexed))
    expect(sitemap).toContain(`<loc>http://localhost:3000${route.path === '/' ? '/' : route.path}</loc>`);
  for (const path of ['/prohealth-survey', '/reach-out', '/booking', '/embeds/booking'])
    expect(sitemap).not.toContain(`${path}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(robots).toContain('Disallow: /api/');
});

test('the terms redirect screen sends the browser to the configured terms page', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the terms redirect screen sends the browser on, and offers a click here link', async ({ page }) => {
    const html = await (await page.request.get('/terms-conditions')).text();
    expect(html).toMatch(/click here<\/a>/);
    expect(html).toContain('href="/terms-and-conditions"');
    await page.goto('/terms-conditions');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
  });

  test('the home page reads fully, logos included', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broken System. Better Options.');
    await expect(page.getByRole('img', { name: 'Summit Shield' })).toHaveCSS('opacity', '1');
    await page.getByText('What is a deductible?').click();
    await expect(page.getByText('With a $2,000 deductible')).toBeVisible();
  });
});

test.describe('unknown agents', () => {
  test.use({ allowedConsoleErrors: [/404/] });

  test('an unknown agent name is a 404', async ({ page }) => {
    for (const path of ['/sam-booking', '/book_sam', '/prohealth-survey-sam-non-usha']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });
});

test.describe('thank-you suggestions', () => {
  // A lead's answers are sealed server-side and its thank-you address holds a token (issue 24):
  // each case posts a lead (its own visitor address, TRUST_PROXY) and opens the page it is given.
  const cases: [string, { state: string; householdSize?: number; yearlyIncome?: number } | null, string, RegExp][] = [
    ['CA, 1, $20,000', { state: 'CA', householdSize: 1, yearlyIncome: 20000 }, 'medicaid', /Medicaid in California/],
    [
      'TX, 1, $10,000',
      { state: 'TX', householdSize: 1, yearlyIncome: 10000 },
      'coverage-gap',
      /Texas has not expanded Medicaid/,
    ],
    [
      'TX, 3, $50,000',
      { state: 'TX', householdSize: 3, yearlyIncome: 50000 },
      'marketplace-with-tax-credits',
      /premium tax credit/,
    ],
    [
      'NY, 1, $90,000',
      { state: 'NY', householdSize: 1, yearlyIncome: 90000 },
      'marketplace',
      /Marketplace or private plan/,
    ],
    ['no answers', null, 'unknown', /Your advisor will check/],
  ];
  for (const [name, answers, kind, text] of cases) {
    test(`${name} suggests ${kind}`, async ({ page }, testInfo) => {
      let path = '/thank-you/unknown';
      if (answers) {
        const response = await page.request.post('/api/leads', {
          headers: {
            'x-forwarded-for': `198.51.100.${10 + testInfo.workerIndex * 10 + cases.findIndex(([candidate]) => candidate === name)}`,
          },
          data: { name: 'Thank You Case', email: 'thanks.case@example.com', phone: '(407) 555-0100', ...answers },
        });
        expect(response.status()).toBe(201);
        path = ((await response.json()) as { thankYouUrl: string }).thankYouUrl;
        expect(path).toMatch(/^\/thank-you\/[A-Za-z0-9_-]{43}$/);
      }
      await page.goto(path);
      const box = page.locator(`[data-suggestion="${kind}"]`);
      await expect(box).toContainText(text);
      await expect(box.getByRole('link', { name: /Medicaid/ })).toHaveAttribute('href', /^https:\/\//);
      await expect(box.getByRole('link', { name: /Marketplace/ })).toHaveAttribute('href', /^https:\/\//);
    });
  }
});
