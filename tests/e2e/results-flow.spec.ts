import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createAssessment, REFERENCE_ASSESSMENT } from './assessment-support';
import { expect, expectNoAxeViolations, test, useDarkTheme } from './fixtures';

const reference = REFERENCE_ASSESSMENT;

/** The browser suite runs the production build on default settings: the example table, named by coverage level. */
const PROVIDERS = ['Enhanced Coverage', 'Premier Coverage', 'Essential Coverage'];
const EXAMPLE_CARRIERS = ['Harborline Mutual', 'Summit Crest Insurance', 'Prairie Gate Home & Casualty'];

/** Holds matching requests until `release()` so the test can look at the pending state. */
async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a visitor fills the assessment, compares, selects, changes, confirms and arrives at the confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // one long journey with six axe runs on a shared machine
  await page.goto('/home-assessment');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Insurance Assessment' })).toBeVisible();
  await expectNoAxeViolations(page, 'home assessment form');

  // The shared schema's messages show before anything is sent.
  await page.getByRole('button', { name: 'See My Options' }).click();
  await expect(page.getByText('Please select your state')).toBeVisible();
  await expect(page.getByLabel('State')).toBeFocused();
  await expectNoAxeViolations(page, 'home assessment form with errors');

  await page.getByLabel('State').selectOption('PA');
  await page.getByLabel('ZIP code').fill(reference.zipCode);
  await page.getByLabel('Estimated rebuild cost (USD)').fill(String(reference.dwellingCoverage));
  await page.getByLabel('Size (square feet)').fill(String(reference.squareFeet));
  await page.getByLabel('Year built').fill(String(reference.yearBuilt));
  await page.getByLabel('Construction').selectOption('frame');
  await page.getByLabel('Roof age (years)').fill(String(reference.roofAge));
  await page.getByLabel('Claims in the last five years').selectOption('0');
  await page.getByLabel('Preferred deductible').selectOption('3000');
  await page.getByLabel('Full name').fill(reference.fullName);
  await page.getByLabel(/^E-mail( \*)?$/).fill(reference.email);
  await page.getByLabel(/^Phone( \*)?$/).fill(reference.phone);
  await page.getByLabel(/may call and text me/).check();

  // Loading state: the server reads the options for the results page (decision 166); while the
  // router fetches that page (held here until the state has been checked), the form shows it.
  const releaseOptions = await holdRequests(page, /\/results\/\d+\?_rsc=/);
  await page.getByRole('button', { name: 'See My Options' }).click();
  await expect(page.getByRole('heading', { name: 'Finding Your Insurance Options' })).toBeVisible();
  await expect(page.getByText('This will just take a moment')).toBeVisible();
  await expect(page.getByTestId('results-placeholders').locator(':scope > *')).toHaveCount(3);
  await expectNoAxeViolations(page, 'results (loading)');
  releaseOptions();
  await page.waitForURL(/\/results\/\d+$/);
  const assessmentId = Number(new URL(page.url()).pathname.split('/').pop());

  // Loaded state, exactly as the spec shows it.
  await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Insurance Options' })).toBeVisible();
  await expect(page.getByText('not a binding quote')).toBeVisible();
  await expect(page.getByTestId('example-rates-notice')).toContainText(
    'A licensed agent confirms quotes from real carriers',
  );
  for (const carrier of EXAMPLE_CARRIERS) await expect(page.getByText(carrier)).toHaveCount(0);
  const cards = [page.getByTestId('plan-ins_1'), page.getByTestId('plan-ins_2'), page.getByTestId('plan-ins_3')];
  const expected = [
    ['$120', '$1,380 annually', '$360,000', '$3,000'],
    ['$138', '$1,587 annually', '$396,000', '$1,500'],
    ['$102', '$1,173 annually', '$324,000', '$4,500'],
  ];
  for (const [index, card] of cards.entries()) {
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(PROVIDERS[index]!);
    await expect(card).toContainText('Homeowners Insurance');
    await expect(card).toContainText(`${expected[index]![0]}/mo`);
    await expect(card).toContainText(expected[index]![1]!);
    await expect(card).toContainText(`Coverage: ${expected[index]![2]}`);
    await expect(card).toContainText('Coverage Details:');
    await expect(card).toContainText(`Deductible:${expected[index]![3]}`);
    await expect(card).toContainText('Liability:');
    await expect(card).toContainText('Personal Property:');
    await expect(card).toContainText('Features:');
    await expect(card.getByRole('button', { name: 'Select Plan' })).toBeVisible();
  }
  await expect(cards[0]!.getByText('Recommended', { exact: true })).toBeVisible();
  await expect(page.getByText('Recommended', { exact: true })).toHaveCount(1);
  for (const step of ['Select a Plan', 'Agent Contact', 'Secure Coverage']) {
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
  }
  const summary = page.getByTestId('selection-summary');
  await expect(summary).toHaveText('Please select an insurance plan to continue.');
  const confirm = page.getByRole('button', { name: 'Confirm Selection' });
  await expect(confirm).toBeDisabled();

  // Comparison panel: premiums by default, then coverage.
  const premiumsTab = page.getByRole('tab', { name: 'Premium Costs' });
  await expect(premiumsTab).toHaveAttribute('aria-selected', 'true');
  const bars = page.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(6);
  await bars.nth(3).hover(); // the yearly bar of the first provider: the tooltip has the full amount
  await expect(page.locator('.recharts-tooltip-wrapper')).toContainText('$1,380');
  await expect(
    page.locator('.recharts-cartesian-axis-tick-value', { hasText: /^\$[1-9][\d,]*$/ }).first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Monthly and yearly premium per provider' })).toContainText('$1,587');
  await expect(page.getByRole('heading', { name: 'Premium Breakdown' })).toBeVisible();
  for (const saving of ['$60', '$69', '$51'])
    await expect(page.getByText(`Save ${saving} by paying annually`)).toBeVisible();
  await expectNoAxeViolations(page, 'results (loaded, premiums)');

  await page.getByRole('tab', { name: 'Coverage Amounts' }).click();
  await expect(page.getByRole('tab', { name: 'Coverage Amounts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Coverage Comparison' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Dwelling, personal property and liability/ })).toContainText(
    '$396,000',
  );
  await expect(bars).toHaveCount(9);
  await expect(
    page.locator('.recharts-cartesian-axis-tick-value', { hasText: /^\$[1-9][\d,]*k$/ }).first(),
  ).toBeVisible();
  await bars.nth(0).hover();
  await expect(page.locator('.recharts-tooltip-wrapper')).toContainText('$360,000');
  await expectNoAxeViolations(page, 'results (loaded, coverage)');

  // Select, then change the choice.
  await cards[1]!.getByRole('button', { name: 'Select Plan' }).click();
  await expect(cards[1]!.getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards[1]!).toHaveAttribute('data-selected', 'true');
  await expect(summary).toHaveText('Premier Coverage selected: $138/mo');
  await cards[0]!.getByRole('button', { name: 'Select Plan' }).click();
  await expect(cards[0]!.getByRole('button', { name: 'Selected' })).toBeVisible();
  await expect(cards[1]!.getByRole('button', { name: 'Select Plan' })).toBeVisible();
  await expect(summary).toHaveText('Enhanced Coverage selected: $120/mo');
  await expect(confirm).toBeEnabled();
  await expectNoAxeViolations(page, 'results (selected)');

  // Confirm: disabled with a spinner while pending, then the notice and the confirmation view (issue 24).
  const releaseSelect = await holdRequests(page, '**/api/insurance/select');
  await confirm.click();
  await expect(confirm).toBeDisabled();
  await expect(page.getByTestId('confirm-spinner')).toBeVisible();
  releaseSelect();
  await expect(page.getByText('Selection confirmed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('An agent will contact you shortly with more details about your selected insurance plan.', {
      exact: true,
    }),
  ).toBeVisible();
  await page.waitForURL(`**/results/${assessmentId}/confirmed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan is confirmed' })).toBeVisible();
  // The confirmation takes the focus at its heading (ConfirmationHeading), as the forms' own do.
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan is confirmed' })).toBeFocused();

  const stored = await request.get(`/api/insurance/options/${assessmentId}`);
  expect(((await stored.json()) as { selectedInsuranceId: string }).selectedInsuranceId).toBe('ins_1');
});

test('an unknown or malformed assessment id says the link is unknown and offers a new assessment', async ({ page }) => {
  for (const path of ['/results/424242424242', '/results/not-a-number']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'We Don’t Recognize This Results Link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a New Assessment' })).toHaveAttribute(
      'href',
      '/home-assessment',
    );
    // Not the failure state: nothing went wrong but the link.
    await expect(page.getByText('We encountered a problem')).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'results (unknown link)');
});

test.describe('when the server fails', () => {
  // An array option value must be wrapped in a [value, options] tuple for test.use().
  test.use({ allowedConsoleErrors: [[/Failed to save the insurance selection/, /status of 500/], { scope: 'test' }] });

  test('a failed selection shows the destructive notice and stays on the page', async ({ page, request }) => {
    const assessmentId = await createAssessment(request);
    await page.route('**/api/insurance/select', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.clock.install();
    await page.goto(`/results/${assessmentId}`);
    await page.getByTestId('plan-ins_3').getByRole('button', { name: 'Select Plan' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm Selection' });
    await confirm.click();
    await expect(
      page.getByText('There was a problem saving your selection. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(confirm).toBeEnabled();
    // Past the 1.5 s after which a successful selection goes to /contact: a failed one stays.
    await page.clock.runFor(2000);
    expect(new URL(page.url()).pathname).toBe(`/results/${assessmentId}`);
    const stored = await request.get(`/api/insurance/options/${assessmentId}`);
    expect(((await stored.json()) as { selectedInsuranceId: string | null }).selectedInsuranceId).toBeNull();
  });
});

test('confirming with the keyboard keeps the focus on the button while it is sent and after, until the confirmation opens', async ({
  page,
  request,
}) => {
  const assessmentId = await createAssessment(request);
  let release!: () => void;
  const sent = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route('**/api/insurance/select', async (route) => {
    requests += 1;
    await sent;
    await route.continue();
  });
  await page.clock.install();
  await page.goto(`/results/${assessmentId}`);
  await page.getByTestId('plan-ins_3').getByRole('button', { name: 'Select Plan' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm Selection' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  // Being sent: it says it cannot act, keeps the focus, and a second press sends nothing more.
  await expect(confirm).toHaveAttribute('aria-busy', 'true');
  await expect(confirm).toBeDisabled();
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  release();
  await expect(page.getByText('Selection confirmed', { exact: true })).toBeVisible();
  await expect(confirm).toBeFocused();
  expect(requests).toBe(1);
  // Then the confirmation page opens (1.5 s later), its heading focused.
  await page.clock.runFor(2000);
  await expect(page).toHaveURL(new RegExp(`/results/${assessmentId}/confirmed$`));
});

test('Download PDF downloads the options with providers and premiums', async ({ page, request }) => {
  const assessmentId = await createAssessment(request);
  await page.goto(`/results/${assessmentId}`);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`insurance-options-${assessmentId}.pdf`);
  const bytes = new Uint8Array(readFileSync(await download.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  for (const provider of PROVIDERS) expect(text).toContain(provider);
  for (const carrier of EXAMPLE_CARRIERS) expect(text).not.toContain(carrier);
  for (const premium of ['$120/mo', '$1,380 annually', '$138/mo', '$1,587 annually', '$102/mo', '$1,173 annually'])
    expect(text).toContain(premium);
  expect(text).toContain('not a binding quote');
});

test('Share Results copies the link where the browser cannot share, and says so', async ({
  page,
  context,
  request,
}) => {
  const assessmentId = await createAssessment(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // Desktop Linux Chromium has no share sheet; make sure the fallback is what runs.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto(`/results/${assessmentId}`);
  await page.getByRole('button', { name: 'Share Results' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('Share Results uses the Web Share API where the browser has it', async ({ page, request }) => {
  const assessmentId = await createAssessment(request);
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => void shared.push(data),
      configurable: true,
    });
  });
  await page.goto(`/results/${assessmentId}`);
  await page.getByRole('button', { name: 'Share Results' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: 'My home-insurance options', url: page.url() }]);
});

test('the loaded results have no axe violations in the dark theme', async ({ page, request }) => {
  test.setTimeout(60_000); // two axe runs over a large page on a shared machine
  const assessmentId = await createAssessment(request);
  await useDarkTheme(page);
  await page.goto(`/results/${assessmentId}`);
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(6);
  await page.getByTestId('plan-ins_2').getByRole('button', { name: 'Select Plan' }).click();
  await expectNoAxeViolations(page, 'results (loaded, selected, dark)');
  await page.getByRole('tab', { name: 'Coverage Amounts' }).click();
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(9);
  await expectNoAxeViolations(page, 'results (coverage, dark)');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the assessment form keeps what was typed after a mistake, then posts and opens the results link', async ({
    page,
    request,
  }) => {
    await page.goto('/home-assessment');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('73301');
    await page.getByLabel('Estimated rebuild cost (USD)').fill('1000');
    await page.getByRole('button', { name: 'See My Options' }).click();
    await expect(page.getByText('The estimated rebuild cost must be at least $50,000')).toBeVisible();
    await expect(page.getByText('Please select the construction type')).toBeVisible();
    await expect(page.getByLabel('ZIP code')).toHaveValue('73301');
    await expect(page.getByLabel('State')).toHaveValue('TX');
    await page.getByLabel('Estimated rebuild cost (USD)').fill('250000');
    await page.getByLabel('Construction').selectOption('frame');
    await page.getByLabel('Claims in the last five years').selectOption('0');
    await page.getByLabel('Size (square feet)').fill('1800');
    await page.getByLabel('Year built').fill('1990');
    await page.getByLabel('Roof age (years)').fill('12');
    await page.getByLabel('Full name').fill('Sam Lee');
    await page.getByLabel(/^E-mail( \*)?$/).fill('sam@example.com');
    await page.getByLabel(/^Phone( \*)?$/).fill('5125550199');
    await page.getByRole('button', { name: 'See My Options' }).click();
    await page.waitForURL(/\/results\/\d+$/);
    const assessmentId = new URL(page.url()).pathname.split('/').pop();
    const stored = await request.get(`/api/insurance/options/${assessmentId}`);
    expect(stored.status()).toBe(200);
    expect(((await stored.json()) as { options: unknown[] }).options).toHaveLength(3);
    // The plans are in the server's HTML: a visitor without JavaScript reads them on the page.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Insurance Options' })).toBeVisible();
    for (const provider of PROVIDERS)
      await expect(page.getByRole('heading', { level: 2, name: provider })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download your options as a PDF' })).toHaveAttribute(
      'href',
      `/api/insurance/options/${assessmentId}/pdf`,
    );
    // The comparison panel without its tabs (none could open): both panels, each under its heading, and no empty
    // box where a chart would be drawn.
    await expect(page.getByRole('tab')).toHaveCount(0);
    for (const heading of ['Premium Breakdown', 'Coverage Comparison'])
      await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    await expect(page.locator('.animate-pulse:visible')).toHaveCount(0);
    // The journey ends here too: a plan's button confirms it, and the confirmation page follows (no dead buttons).
    await expect(page.getByRole('button', { name: 'Share Results' })).toHaveCount(0);
    await page.getByTestId('plan-ins_2').getByRole('button', { name: 'Select Plan' }).click();
    await page.waitForURL(`**/results/${assessmentId}/confirmed`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your plan is confirmed' })).toBeVisible();
    // The confirmation takes the focus at its heading (ConfirmationHeading), as the forms' own do.
    await expect(page.getByRole('heading', { level: 1, name: 'Your plan is confirmed' })).toBeFocused();
    await expect(page.getByText(/HOME-/).first()).toBeVisible();
    const chosen = await request.get(`/api/insurance/options/${assessmentId}`);
    expect(((await chosen.json()) as { selectedInsuranceId: string }).selectedInsuranceId).toBe('ins_2');
  });
});
