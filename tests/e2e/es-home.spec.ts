import { FAQ, FAQ_HEADING } from '@/content/es/faq';
import {
  ABOUT,
  CLOSING_CTA,
  COVERAGE_OPTIONS,
  COVERAGE_TYPES,
  HERO,
  HOME_META,
  PAIN_POINTS,
  PROCESS,
  TESTIMONIALS,
} from '@/content/es/home';
import { COVERAGE_OPTIONS_PAGE } from '@/content/es/pages';
import { linkInLanguage } from '@/lib/i18n/twin-path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A visitor of its own (the e2e server trusts one proxy): clear of the English specs' rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.66' } });

// The Spanish home page and the language switch (issue 26, decision 182).

/** The origin-relative address of an absolute or relative link. */
function pathOf(href: string | null): string {
  return new URL(href ?? '', 'http://site.invalid').pathname;
}

/** The header's switch: a link written in the language it leads to. */
function headerSwitch(page: Page, name: 'Español' | 'English') {
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

test.describe('the Spanish home page', () => {
  test('is in Spanish from its html element to its last section, with both languages as alternates', async ({
    page,
  }) => {
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page).toHaveTitle(HOME_META.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.headline);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      ABOUT.heading,
      PROCESS.heading,
      COVERAGE_TYPES.heading,
      TESTIMONIALS.heading,
      COVERAGE_OPTIONS.heading,
      PAIN_POINTS.heading,
      FAQ_HEADING,
      CLOSING_CTA.heading,
    ]);
    await expect(main.getByRole('heading', { level: 3, name: FAQ[0]!.question })).toBeVisible();
    // Words of the English page that would give away an untranslated section.
    for (const english of ['Get Started', 'Frequently asked questions', 'Start Assessment', 'Step 1']) {
      await expect(main).not.toContainText(english);
    }
    // What screen readers hear of the stars too.
    await expect(main.getByRole('img', { name: TESTIMONIALS.ratingLabel(4.5) })).toBeVisible();
    await expect(main.getByRole('img', { name: /^Rated/ })).toHaveCount(0);

    // hreflang: each language names the other, English is the default.
    const alternate = (hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
    expect(pathOf(await alternate('en-US').getAttribute('href'))).toBe('/');
    expect(pathOf(await alternate('es-US').getAttribute('href'))).toBe('/es');
    expect(pathOf(await alternate('x-default').getAttribute('href'))).toBe('/');
    expect(pathOf(await page.locator('head link[rel="canonical"]').getAttribute('href'))).toBe('/es');

    // The structured data speaks the page's language.
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const nodes = graphs.flatMap((data: { '@graph'?: Record<string, unknown>[] }) => data['@graph'] ?? []);
    expect(nodes.find((node) => node['@type'] === 'Organization')).toMatchObject({
      description: HOME_META.description,
      // The agency answers in Spanish too (the site's Spanish pages, decision 182).
      contactPoint: { availableLanguage: ['English', 'Spanish'] },
    });
    expect(nodes.find((node) => node['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'es-US' });

    await expectNoAxeViolations(page, '/es');
  });

  test('sends its calls to action to the Spanish contact page and forms', async ({ page }) => {
    await page.goto('/es');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: HERO.secondaryCta })).toHaveAttribute('href', '/es/contact');
    await expect(main.getByRole('link', { name: COVERAGE_OPTIONS.contactUs, exact: true })).toHaveAttribute(
      'href',
      '/es/contact',
    );
    const moreWays = main.getByRole('link', { name: /cotización|seguro de hogar|reclamo/ });
    const hrefs = await moreWays.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Each form in Spanish once its page has a twin (content/routes.ts), never a twin still missing.
    expect(hrefs).toEqual(
      expect.arrayContaining(
        ['/small-business', '/home-assessment', '/claims'].map((path) => linkInLanguage(path, 'es')),
      ),
    );
    await main.getByRole('link', { name: HERO.secondaryCta }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  });

  test('has its coverage options page in Spanish', async ({ page }) => {
    await page.goto('/es/coverage-options');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COVERAGE_OPTIONS_PAGE.heading);
    await expect(page.getByTestId('coverage-card')).toHaveCount(COVERAGE_OPTIONS.cards.length);
    await expect(page.getByRole('main')).not.toContainText('Get Started');
  });
});

test.describe('the language switch', () => {
  for (const [english, spanish] of [
    ['/contact', '/es/contact'],
    ['/', '/es'],
    ['/coverage-options', '/es/coverage-options'],
  ] as const) {
    test(`keeps the page: ${english} <-> ${spanish}`, async ({ page }) => {
      await page.goto(english);
      await headerSwitch(page, 'Español').click();
      await expect(page).toHaveURL((url) => url.pathname === spanish);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await headerSwitch(page, 'English').click();
      await expect(page).toHaveURL((url) => url.pathname === english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('remembers the choice until the visitor chooses English again', async ({ page }) => {
    // Before any choice, the address decides.
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).not.toHaveURL(/\/es\//);
    await headerSwitch(page, 'Español').click();
    await expect(page).toHaveURL(/\/es\/contact$/);

    await page.goto('/contact');
    await expect(page).toHaveURL(/\/es\/contact$/);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.headline);

    await headerSwitch(page, 'English').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/contact');
    await expect(page).toHaveURL((url) => url.pathname === '/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('is in the side menu, not the top bar, and keeps the page both ways', async ({ page }) => {
      await page.goto('/contact');
      // The top bar's switch is hidden below sm, and the closed menu shows nothing.
      await expect(page.getByRole('link', { name: 'Español', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await menu.getByRole('link', { name: 'Español', exact: true }).click();
      await expect(page).toHaveURL(/\/es\/contact$/);

      await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await page
        .getByRole('dialog', { name: 'Menú del sitio' })
        .getByRole('link', { name: 'English', exact: true })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === '/contact');
    });

    test('leads from the English home page to the Spanish one', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Español', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.headline);
    });
  });
});
