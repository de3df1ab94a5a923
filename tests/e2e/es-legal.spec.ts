import { OPT_OUT_PAGE } from '@/content/es/opt-out';
import { ENGLISH_PREVAILS } from '@/content/es/legal';
import { PRIVACY_CHOICES_PAGE, PRIVACY_PAGE } from '@/content/es/privacy';
import { TERMS_PAGE } from '@/content/es/terms';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// A visitor of its own (the e2e server trusts one proxy): clear of the English specs' rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.65' } });

// Issue 26: the legal side in Spanish under /es (decision 182). Each page is Spanish from its
// html element on; the translated policy and terms say the English prevails and lead to it.

/**
 * The opt-out schema's "give us one or the other" message in Spanish: the forms-core catalogue
 * (content/es/messages.ts) is to carry it; until then the page shows the English.
 */
const EITHER_MESSAGE = 'Ingrese su correo electrónico o su número de teléfono (o ambos).';

const PAGES = [
  { path: '/es/terms-and-conditions', heading: TERMS_PAGE.heading, english: 'Terms and Conditions', prevails: true },
  { path: '/es/privacy', heading: PRIVACY_PAGE.heading, english: 'Privacy Policy', prevails: true },
  {
    path: '/es/privacy-choices',
    heading: PRIVACY_CHOICES_PAGE.heading,
    english: 'Your Privacy Choices',
    prevails: false,
  },
  { path: '/es/opt-out', heading: OPT_OUT_PAGE.title, english: 'Opt Out of Calls, Texts and E-mails', prevails: false },
];

for (const { path, heading, english, prevails } of PAGES) {
  test(`${path} is in Spanish, lang es-US, and clean for axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(english);
    await expect(page.getByText(ENGLISH_PREVAILS.text)).toHaveCount(prevails ? 1 : 0);
    await expectNoAxeViolations(page);
  });
}

test('the Spanish policy leads to the English one, which prevails', async ({ page }) => {
  await page.goto('/es/privacy');
  await page.getByRole('link', { name: ENGLISH_PREVAILS.link }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('the privacy choice made on /es/privacy-choices comes back to the Spanish page', async ({ page }) => {
  await page.goto('/es/privacy-choices');
  await page.getByRole('button', { name: PRIVACY_CHOICES_PAGE.optOutButton }).click();
  await expect(page).toHaveURL(/\/es\/privacy-choices$/);
  await expect(page.getByTestId('privacy-choice-status')).toHaveText(PRIVACY_CHOICES_PAGE.status.optedOut);
});

test('the Spanish opt-out form sent empty asks, in Spanish, for an address or a number', async ({ page }) => {
  await page.goto('/es/opt-out');
  await waitForHydration(page);
  await page.getByRole('button', { name: OPT_OUT_PAGE.submit }).click();
  await expect(page.getByText(EITHER_MESSAGE)).toBeVisible();
});

test('a valid opt-out on /es/opt-out is confirmed in Spanish', async ({ page }) => {
  await page.goto('/es/opt-out');
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: OPT_OUT_PAGE.submit });
  await page.getByLabel(/^Correo electrónico/).fill(`optout-es-${Date.now()}@example.com`);
  await page.getByLabel(/^Teléfono/).fill('(646) 555-0143');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/opt-out') && request.method() === 'POST');
  await submit.click();
  // The visitor's language goes with the opt-out (decision 182: every form posts it).
  expect((await sent).postDataJSON()).toMatchObject({ language: 'es' });
  await expect(page.getByRole('heading', { level: 2, name: OPT_OUT_PAGE.successTitle })).toBeFocused();
  await expect(page.getByText(OPT_OUT_PAGE.successDescription)).toBeVisible();
  // The toasts' region, by its English or (once the shell names it so) Spanish name.
  const toasts = page.getByRole('region', { name: /^Notifica/ });
  await expect(toasts.getByText(OPT_OUT_PAGE.toast.description)).toBeVisible();
});
