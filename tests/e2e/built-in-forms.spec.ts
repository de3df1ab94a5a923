import type { Page } from '@playwright/test';
import { POVERTY_GUIDELINES } from '@/content/poverty-guidelines';
import { formatUsd } from '@/lib/currency';
import type { EstimateAnswer } from '@/lib/estimate/stored';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { switchToDarkTheme } from './page-checks';
import { mailsMentioning } from './lead-capture-support';

// A visitor on a phone, with the default settings: no hosted survey, assessment form or booking
// widget is configured, so the site's own assessment and call-back request take their place.
test.use({ viewport: { width: 390, height: 844 } });

/**
 * The contiguous states' guideline of the latest table published by a date (what the thank-you screen uses for that
 * year).
 */
function guideline(householdSize: number, { year }: { year: number }): number {
  const table =
    [...POVERTY_GUIDELINES].reverse().find((guidelines) => guidelines.year <= year) ?? POVERTY_GUIDELINES[0]!;
  return table.schedules.contiguous.firstPerson + table.schedules.contiguous.eachAdditional * (householdSize - 1);
}
const thisYear = new Date().getUTCFullYear();

interface Household {
  state: string;
  zipCode: string;
  ages: number[];
  yearlyIncome: number;
  name: string;
  email: string;
}

/** Step by step, as the visitor sees it: each Next checks the step and moves the focus to the next heading. */
async function answerStepByStep(page: Page, household: Household) {
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tell us about your household' })).toBeHidden();
  // Next with nothing answered stays on the step and says what is missing.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select your state')).toBeVisible();
  await expect(page.getByLabel(/^State/)).toBeFocused();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  await page.getByLabel(/^State/).selectOption(household.state);
  await page.getByLabel(/^ZIP Code/).fill(household.zipCode);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tell us about your household' })).toBeFocused();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();

  await page.getByLabel(/^People in your household/).selectOption(String(household.ages.length));
  await page.getByLabel(/^Yearly household income/).fill(household.yearlyIncome.toLocaleString('en-US'));
  await page.getByLabel(/^Ages of everyone/).fill(household.ages.slice(1).join(', '));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter one age for each person in your household')).toBeVisible();
  await page.getByLabel(/^Ages of everyone/).fill(household.ages.join(', '));
  await expect(page.getByText('Please enter one age for each person in your household')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What would you like covered?' })).toBeFocused();

  // The phone's own Back goes to the previous step with its answers, not off the assessment;
  // Forward comes back. The address names the step, never an answer.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Tell us about your household' })).toBeFocused();
  await expect(page.getByLabel(/^Ages of everyone/)).toHaveValue(household.ages.join(', '));
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name: 'What would you like covered?' })).toBeFocused();
  expect(new URL(page.url()).hash).toBe('#step-3');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tell us about your household' })).toBeFocused();
  await expect(page.getByLabel(/^Ages of everyone/)).toHaveValue(household.ages.join(', '));
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Dental').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How can we reach you?' })).toBeFocused();
  await page.getByLabel(/^Full Name/).fill(household.name);
  await page.getByLabel(/^Email/).fill(household.email);
  await page.getByLabel(/^Phone/).fill('(415) 555-0123');
  await page.getByLabel(/may call and text me/).check();
  await page.getByRole('button', { name: 'SUBMIT ASSESSMENT' }).click();
}

test('home -> Protect My Family -> the assessment -> Medicaid suggested for a California household at about 120% of the guideline', async ({
  page,
}) => {
  const ages = [34, 36];
  const yearlyIncome = Math.floor(guideline(ages.length, { year: thisYear }) * 1.2);
  await page.goto('/');
  await page.getByRole('link', { name: 'Protect My Family' }).click();
  await expect(page).toHaveURL(/\/prohealth-survey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your health coverage' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await waitForHydration(page);
  await answerStepByStep(page, {
    state: 'CA',
    zipCode: '94110',
    ages,
    yearlyIncome,
    name: 'Lee Park',
    email: 'lee.e2e@example.com',
  });

  await expect(page).toHaveURL(/\/thank-you\/[A-Za-z0-9_-]{43}$/);
  // No figure of the household in the address (issue 24): the answers are sealed server-side.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your application' })).toBeVisible();
  // The focus starts at the confirmation, as on the forms' own, not left on the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your application' })).toBeFocused();
  // A true confirmation: the reference its e-mail carries, as every other confirmation shows.
  await expect(page.getByText(/^Your reference: LEAD-[A-Z0-9-]+$/)).toBeVisible();
  await expect(page.getByText('You may qualify for Medicaid in California.')).toBeVisible();
  await expect(page.locator('[data-suggestion]')).toHaveAttribute('data-suggestion', 'medicaid');
  // The agency hears of it, with the ages.
  await expect
    .poll(() => mailsMentioning('lee.e2e@example.com').some((mail) => mail.includes('Ages: 34, 36')))
    .toBe(true);
});

test('home -> Get Started -> the assessment -> a Marketplace plan with tax credits for a Texas household at about 250%, with its estimate', async ({
  page,
  request,
}) => {
  const ages = [45, 44, 15, 12];
  // Tax credits for a coverage year use the previous year's guidelines.
  const yearlyIncome = Math.floor(guideline(ages.length, { year: thisYear - 1 }) * 2.5);
  await page.goto('/');
  await page
    .getByRole('link', { name: /^Get Started/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/prohealth-survey$/);
  await waitForHydration(page);
  await answerStepByStep(page, {
    state: 'TX',
    zipCode: '78701',
    ages,
    yearlyIncome,
    name: 'Dana Reyes',
    email: 'dana.e2e@example.com',
  });

  await expect(page).toHaveURL(/\/thank-you\/[A-Za-z0-9_-]{43}$/);
  // No figure of the household in the address (issue 24): the answers are sealed server-side.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByText('You may qualify for a Marketplace plan with a premium tax credit.')).toBeVisible();
  await expect(page.locator('[data-suggestion]')).toHaveAttribute('data-suggestion', 'marketplace-with-tax-credits');

  // The four figures of the 2026 estimate (issue 25), the ones POST /api/estimates answers for the same household.
  const response = await request.post('/api/estimates', {
    data: { state: 'TX', householdSize: ages.length, yearlyIncome, ages },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as EstimateAnswer;
  expect(answer.outcome).toBe('credit');
  const estimate = page.getByRole('region', { name: `Your ${answer.planYear} premium tax credit estimate` });
  for (const [label, dollars] of [
    ['Premium tax credit', answer.creditMonthly],
    ['Benchmark silver plan premium', answer.benchmarkMonthly],
    ['Your expected contribution', answer.contributionMonthly],
    ['Price after the credit', answer.afterCreditMonthly],
  ] as const) {
    const figure = estimate.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure.locator('dd')).toHaveText(`${formatUsd(dollars!)}/month`);
  }
  await expect(
    estimate.getByText('This is an estimate, not a quote. Your advisor will quote real plans and their prices.'),
  ).toBeVisible();
  await expect(estimate.getByText(/repaid in full/)).toBeVisible();
  await expect(estimate.getByRole('link', { name: /Rev\. Proc\. 2025-25/ })).toHaveAttribute(
    'href',
    'https://www.irs.gov/pub/irs-drop/rp-25-25.pdf',
  );
  // Nothing wider than the phone's screen; accessible in both themes.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, 'thank-you with an estimate');
  await switchToDarkTheme(page);
  await expectNoAxeViolations(page, 'thank-you with an estimate, dark', 'colours');
});

test('the thank-you estimate says what the 400% cliff costs, and plainly that a state is not priced yet', async ({
  page,
}) => {
  // Each lead from a visitor address of its own (TRUST_PROXY), clear of the other tests' limits.
  const thankYouOf = async (household: Record<string, unknown>, address: string) => {
    const response = await page.request.post('/api/leads', {
      headers: { 'x-forwarded-for': address },
      data: { name: 'Estimate Case', email: 'estimate.case@example.com', phone: '(512) 555-0100', ...household },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { thankYouUrl: string }).thankYouUrl;
  };
  // A Texan of 40 at $70,000: 447% of the 2025 guideline for one ($15,650), 47 points over the cliff,
  // so the benchmark for a 40-year-old in Texas ($661 a month) in full.
  await page.goto(
    await thankYouOf({ state: 'TX', householdSize: 1, yearlyIncome: 70_000, ages: [40] }, '198.51.100.201'),
  );
  const cliff = page.locator('[data-estimate="no-credit-above-400"]');
  await expect(cliff).toContainText('447% of the 2025 federal poverty guideline, 47 points above the 400% limit');
  await expect(cliff).toContainText('about $661 a month, $7,932 a year');
  await expect(cliff).toContainText('This is an estimate, not a quote.');

  // A New York policy without an adult is not priced (community rating prices a policy by its adults): the page
  // says so, with no figure.
  await page.goto(
    await thankYouOf({ state: 'NY', householdSize: 1, yearlyIncome: 40_000, ages: [17] }, '198.51.100.202'),
  );
  const notPriced = page.locator('[data-estimate="not-priced"]');
  await expect(notPriced).toContainText(
    'In New York we can estimate the credit only for a household with at least one adult aged 21 or over.',
  );
  await expect(notPriced).not.toContainText('$');
});

test('a lead sent again after its answer was lost opens the thank-you page the first answer named, in full', async ({
  page,
  playwright,
  baseURL,
}) => {
  const send = {
    headers: { 'x-forwarded-for': '198.51.100.203', 'idempotency-key': `e2e-lost-answer-${Date.now()}` },
    data: {
      name: 'Lost Answer',
      email: 'lost.answer@example.com',
      phone: '(512) 555-0100',
      state: 'TX',
      householdSize: 1,
      yearlyIncome: 40_000,
      ages: [40],
    },
  };
  // The first send reaches the server, but its answer, and the cookie that opens its page, never reach the browser.
  const lost = await playwright.request.newContext({ baseURL });
  const first = (await (await lost.post('/api/leads', send)).json()) as { reference: string; thankYouUrl: string };
  await lost.dispose();

  const again = await page.request.post('/api/leads', send);
  expect(again.status()).toBe(201);
  expect(await again.json()).toEqual(first);
  await page.goto(first.thankYouUrl);
  await expect(page.getByText(`Your reference: ${first.reference}`)).toBeVisible();
});

test('without JavaScript the assessment is one page, comes back with its messages, and reaches /thank-you', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const yearlyIncome = Math.floor(guideline(1, { year: thisYear }) * 1.2);
  await page.goto('/');
  await page.getByRole('link', { name: 'Protect My Family' }).click();
  await expect(page).toHaveURL(/\/prohealth-survey$/);
  // Every step at once, one button to send.
  for (const heading of [
    'Where do you live?',
    'Tell us about your household',
    'What would you like covered?',
    'How can we reach you?',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByText('Step 1 of 4')).toBeHidden();

  await page.getByLabel(/^State/).selectOption('NY');
  await page.getByLabel(/^Full Name/).fill('Robin Ash');
  await page.getByRole('button', { name: 'SUBMIT ASSESSMENT' }).click();
  await expect(page.getByText('Please enter your yearly household income')).toBeVisible();
  await expect(page.getByText('Please enter the age of each person in your household')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields below.' }),
  ).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields below.' }),
  ).toBeInViewport();
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Robin Ash');
  await expect(page.getByLabel(/^State/)).toHaveValue('NY');
  // The page after the refusal is the one-page form again: no stepping button that could do nothing.
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

  await page.getByLabel(/^ZIP Code/).fill('10001');
  await page.getByLabel(/^People in your household/).selectOption('1');
  await page.getByLabel(/^Yearly household income/).fill(String(yearlyIncome));
  await page.getByLabel(/^Ages of everyone/).fill('29');
  await page.getByLabel(/^Email/).fill('robin.e2e@example.com');
  await page.getByLabel(/^Phone/).fill('212 555 0188');
  await page.getByRole('button', { name: 'SUBMIT ASSESSMENT' }).click();
  await expect(page).toHaveURL(/\/thank-you\/[A-Za-z0-9_-]{43}$/);
  // No figure of the household in the address (issue 24): the answers are sealed server-side.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByText('You may qualify for Medicaid in New York.')).toBeVisible();
  // Without JavaScript too, the browser puts the focus on the confirmation's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The address alone (a shared link, another device's synced history) opens the neutral page:
  // no suggestion drawn from the household's figures, no reference.
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(page.url());
  await expect(strangerPage.locator('[data-suggestion="unknown"]')).toBeVisible();
  await expect(strangerPage.getByText('You may qualify for Medicaid in New York.')).toHaveCount(0);
  await expect(strangerPage.getByText(/LEAD-/)).toHaveCount(0);
  await stranger.close();
  await context.close();
});

test('the assessment does not move when its script arrives: the server already draws the first step', async ({
  page,
}) => {
  // Every layout shift from the first paint on, recorded before any script of the page runs.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/assessment');
  await waitForHydration(page);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tell us about your household' })).toBeHidden();
  // A rendered frame after hydration, so a shift it caused has been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});

test('home -> News -> Ask us (/booking) -> a call-back request -> the on-page confirmation with its reference', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'News' }).click();
  await page.getByRole('link', { name: 'Ask us' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule Your Consultation' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await waitForHydration(page);
  await page.getByLabel(/^Full Name/).fill('Kim Lowe');
  await page.getByLabel(/^Phone/).fill('305-555-0144');
  await page.getByLabel(/^Email/).fill('kim.e2e@example.com');
  await page.getByRole('button', { name: 'Request My Call Back' }).click();
  await expect(page.getByText('Please choose the best time to call')).toBeVisible();
  await page.getByLabel(/^Best time to call/).selectOption({ label: 'Evening (5 PM to 8 PM ET)' });
  await page.getByLabel(/^Anything we should know/).fill('Ask about dental for the kids');
  await page.getByRole('button', { name: 'Request My Call Back' }).click();

  const confirmation = page.getByRole('heading', { level: 2, name: 'Call Back Requested' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  // The window picked, in words (issue 24), not "at the time you chose".
  await expect(page.getByTestId('form-confirmation')).toContainText(
    'A licensed advisor will call you in the evening, between 5 PM and 8 PM ET.',
  );
  const reference = (await page.getByText(/^LEAD-/).textContent())!.trim();
  await expect
    .poll(() => mailsMentioning(reference).some((mail) => mail.includes('Best time to call: Evening')))
    .toBe(true);
});

// A finger (or the mouse) on the submit button leaves the field it was in before it is lifted. The message of that
// field used to appear at once, above the button, moving the button from under the finger: the release landed beside
// it and the tap did nothing but show that one message (found walking the forms on a phone).
test('one press on the submit button, made from a field with a mistake, checks the whole form', async ({ page }) => {
  // A screen tall enough to show the button without scrolling: scrolled, Chromium's scroll anchoring may keep the
  // button in place, at the top of a page nothing does.
  await page.setViewportSize({ width: 390, height: 2400 });
  await page.goto('/booking');
  await waitForHydration(page);
  await page.getByLabel(/^Full Name/).fill('Kim Lowe');
  await page.getByLabel(/^Phone/).fill('305-555-0144');
  // The e-mail is left empty; the note, the last field above the button, is too long and still focused.
  await page.getByLabel(/^Anything we should know/).fill('x'.repeat(1001));
  const submit = page.getByRole('button', { name: 'Request My Call Back' });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await submit.boundingBox())!;
  // Pressed near its top edge, then released: two events, as a press is, not one click.
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  await page.mouse.down();
  await page.mouse.up();
  // The press submitted: every message is shown and the first field to fix has the focus.
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please keep your note under 1000 characters')).toBeVisible();
});

test('an agent without a calendar takes call-back requests on their page', async ({ page }) => {
  await page.goto('/book_alex');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a call with Alex' })).toBeVisible();
  await expect(page.getByText('Leave your number and Alex calls you back')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request My Call Back' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
