import type { Page, Response } from '@playwright/test';
import type { PageRoute } from '@/content/routes';
import { PHONE_IN_TEXT } from '@/lib/phone-text';
import { expect } from './fixtures';
import { SHELL_TEXTS } from '@/content/site';

// The checks every page of the registry goes through (tests/e2e/every-page.spec.ts runs them all
// on one visit per page); phone-layout.spec.ts reuses the sideways-scroll check for page states.

/** Phones first: the narrow widths visitors actually have (small Android, common Android, iPhone). */
export const PHONE_WIDTHS = [320, 360, 390] as const;

export async function expectNoSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label} scrolls sideways (${scrollWidth} px wide in ${innerWidth} px)`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/**
 * A visitor's browser set to text twice as large (WCAG 1.4.4; the site's sizes are in rem) on the
 * widest phone: the page still fits the screen. Last, as it changes the page's style.
 */
export async function expectNoSidewaysScrollWithLargeText(page: Page, label: string) {
  await page.setViewportSize({ width: PHONE_WIDTHS.at(-1)!, height: 740 });
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  await expectNoSidewaysScroll(page, `${label} at ${PHONE_WIDTHS.at(-1)} px with text at 200%`);
}

// The copyright line carries the year the site was built in (a test run builds it first).
const COPYRIGHT = `© ${new Date().getFullYear()}`;

/** The texts the product specification (section 2) gives each page, beside its heading. */
const KEY_TEXTS: Record<string, (string | RegExp)[]> = {
  '/': [
    'Broken System. Better Options.',
    'Protect My Family',
    'Contact our experts',
    'Apply Now',
    'Get Started',
    'Start Assessment',
    'Contact Us',
  ],
  '/coverage-options': [
    'Individuals',
    'Families',
    'Small Business',
    'Independent Contractors',
    'Travel Nurses',
    '1099',
    'Start Assessment',
  ],
  '/contact': ['Monday to Friday', '8AM-8PM EST', 'Saturday and Sunday', '8AM-11AM EST', 'Send Message', 'Book'],
  '/tax-reimburse': [
    'What Is an HRA 105?',
    'How It Works',
    'Core Requirements',
    'ICHRA',
    'QSEHRA',
    'EBHRA',
    'Tax Advantages',
    'Small-Business Spousal Plan Strategy',
    'Pitfalls',
    'Resources',
    'not tax or legal advice',
  ],
  '/terms-and-conditions': [
    'Consent',
    'Privacy',
    'Medical Disclaimer',
    'Data Collection',
    'Electronic Communication',
    'Liability',
    'Changes',
    'Pixels and Cookies',
    'Opt-Out by E-mail',
    'Governing Law',
  ],
  '/connection-guide': ['CALL', 'BOOK', 'never sell or share your personal information'],
  '/booking': ['Book Appointment', 'What to Expect', 'Prefer to Call Instead?', 'Email Us', '15-30 minutes'],
  '/appointment-confirmed': ['e-mail and a text message', 'phone you at the scheduled time', 'share their screen'],
  // Without an SMS provider (the test settings) the page promises an e-mail only (decision 181).
  '/thank-you': ['We will send you an e-mail with your next steps', 'Medicaid', 'Marketplace'],
  '/reach-out': [
    'CALL',
    'BOOK',
    'YOU CAN BE COVERED AS EARLY AS THE SAME DAY.',
    'never sell or share your personal information',
  ],
  '/health-sherpa': ['Marketplace'],
  // On default settings /assessment shows the built-in assessment (decision 091), not the provider's form.
  '/assessment': [COPYRIGHT],
  '/alex-booking': [COPYRIGHT],
  '/book_alex': [COPYRIGHT],
};
const SURVEY_TEXTS = [COPYRIGHT];

/**
 * Whether the page's layout, heading and key texts are checked (the redirecting /terms-conditions is checked where it
 * lands).
 */
export function hasContentChecks(route: PageRoute): boolean {
  return Boolean(route.heading) && route.group !== 'Embeds' && route.path !== '/terms-conditions';
}

/**
 * Its layout (header and footer or not), main heading, the specification's texts, and noindex where the registry says.
 */
export async function expectLayoutHeadingAndTexts(page: Page, route: PageRoute, response: Response | null) {
  expect(response?.status(), `status of ${route.path}`).toBe(200);
  if (route.layout === 'site') {
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  } else {
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading!);
  const main = page.getByRole('main');
  for (const text of KEY_TEXTS[route.path] ?? (route.group === 'Surveys' ? SURVEY_TEXTS : [])) {
    // A survey's copyright line is its own footer when standalone, the site footer otherwise.
    const scope = route.group === 'Surveys' && route.layout === 'site' ? page.getByRole('contentinfo') : main;
    await expect(scope.getByText(text).first()).toBeVisible();
  }
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')).join(' '));
  expect(robots.includes('noindex'), `noindex on ${route.path}`).toBe(!route.indexed);
}

/**
 * Words written for developers, not visitors (the examples and their relatives). TODO in
 * capitals only: "todo" is everyday Spanish ("en todo momento").
 */
export const DEVELOPER_WORDING =
  /placeholder|marcador de posici[oó]n|configuration|configure[ds]?\b|set the .{0,40}\burl\b|stand-?in|\bdemo\b|lorem ipsum|\b(?-i:TODO)\b/i;

/** Records same-origin or third-party frames that load an error page (call before opening the page). */
export function watchFailedFrames(page: Page): string[] {
  const failedFrames: string[] = [];
  page.on('response', (response) => {
    const frame = response.request().frame();
    if (response.request().isNavigationRequest() && frame !== page.mainFrame() && response.status() >= 400) {
      failedFrames.push(`${response.status()} ${response.url()}`);
    }
  });
  return failedFrames;
}

/**
 * What a visitor of the production build sees on default settings holds no developer wording:
 * the page's visible text, its title and the visible text of every same-origin frame (a
 * third-party frame is not ours).
 */
export async function expectNoDeveloperWording(page: Page, baseURL: string, label: string) {
  const texts = [`title: ${await page.title()}`, await page.locator('body').innerText()];
  const ownOrigin = new URL(baseURL).origin;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || !frame.url().startsWith(ownOrigin)) continue;
    await frame.waitForLoadState('load');
    texts.push(`frame ${frame.url()}: ${await frame.locator('body').innerText()}`);
  }
  const offending = texts.flatMap((text) => text.split('\n')).filter((line) => DEVELOPER_WORDING.test(line));
  expect(offending, `developer wording on ${label}`).toEqual([]);
}

/** Switches the open page to the dark theme as the theme toggle does (and as a returning visitor has it stored). */
export async function switchToDarkTheme(page: Page) {
  await page.evaluate(async () => {
    localStorage.setItem('theme', 'dark');
    document.documentElement.classList.toggle('dark', true);
    document.documentElement.classList.toggle('light', false);
    // Links fade their colours (transition-colors): let the transitions the switch started run to
    // their end, so axe measures the dark theme's colours and not a frame half-way between the two.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Only transitions: an endless animation (the logo strip) never finishes.
    const transitions = document.getAnimations().filter((animation) => 'transitionProperty' in animation);
    await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Links say where they open (issue 24): none of the site's own pages opens in a new tab, and every
 * link that opens one says so to screen readers ("(opens in a new tab)" in its text or label).
 */
export async function expectLinksSayWhereTheyOpen(
  page: Page,
  baseURL: string,
  label: string,
  newTabWords: string = SHELL_TEXTS.opensInNewTab,
) {
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: (anchor as HTMLAnchorElement).href,
      newTab: (anchor as HTMLAnchorElement).target === '_blank',
      words: `${anchor.textContent ?? ''} ${anchor.getAttribute('aria-label') ?? ''}`.replace(/\s+/g, ' ').trim(),
    })),
  );
  const ownOrigin = new URL(baseURL).origin;
  const sameSiteInNewTab = links
    .filter((link) => link.newTab && new URL(link.href).origin === ownOrigin)
    .map((link) => link.href);
  expect(sameSiteInNewTab, `links to the site's own pages opening a new tab on ${label}`).toEqual([]);
  const unannounced = links
    .filter((link) => link.newTab && !link.words.includes(newTabWords))
    .map((link) => `${link.words} -> ${link.href}`);
  expect(unannounced, `new-tab links that do not say so on ${label}`).toEqual([]);
}

/**
 * Every phone number shown sits on one line: "(202) 555-0142" never ends one line with "(202)"
 * (issue 24). Text hidden for screen readers only is skipped (it is clipped to 1 px on purpose).
 */
export async function expectPhoneNumbersOnOneLine(page: Page, label: string) {
  const broken = await page.evaluate((source) => {
    const pattern = new RegExp(source, 'g');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('.sr-only, script, style, noscript, option')) continue;
      for (const match of (node.textContent ?? '').matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) found.push(match[0]);
      }
    }
    return found;
  }, PHONE_IN_TEXT.source);
  expect(broken, `phone numbers broken across lines on ${label}`).toEqual([]);
}

/**
 * A Spanish page shows no English left over (issue 26): no visible text outside an element marked
 * lang="en" (the news feed's articles) carries words Spanish never uses, and neither does a label
 * a screen reader reads. Found the English consent on five Spanish forms, and "(opens in a new tab)".
 */
export async function expectNoEnglishLeftovers(page: Page, label: string) {
  const leftovers = await page.evaluate(() => {
    const english = /\b(the|and|your|you|please|with|this|our)\b/i;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], script, style, [aria-hidden="true"]')) continue;
      const text = (node.textContent ?? '').trim();
      if (english.test(text)) found.push(text.slice(0, 120));
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (element.closest('[lang="en"], [aria-hidden="true"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && english.test(value)) found.push(`${name}: ${value}`);
      }
    }
    return found;
  });
  expect(leftovers, `English on ${label}`).toEqual([]);
}
