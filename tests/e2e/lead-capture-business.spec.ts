import { NO_ANSWER_NOTICE } from '@/content/form-toasts';
import { FILL_TIME_FIELD } from '@/lib/honeypot';
import { expect, test, waitForHydration } from './fixtures';
import { toastRegion } from './lead-capture-support';

// One visitor (the browser's IP) and its limit of 5 inquiries per 10 minutes: the 429 test runs last.
test.describe.configure({ mode: 'serial' });

async function fillInquiry(page: import('@playwright/test').Page) {
  await page.getByLabel(/^Company Name( \*)?$/).fill('Acme Bakery LLC');
  await page.getByLabel(/^Contact Name( \*)?$/).fill('Dana Baker');
  await page.getByLabel(/^Email( \*)?$/).fill('dana.e2e@example.com');
  await page.getByLabel(/^Phone( \*)?$/).fill('(512) 555-0100');
  await page.getByLabel(/^Number of Employees( \*)?$/).selectOption('11-25');
  await page.getByLabel(/^State( \*)?$/).selectOption('Texas');
  await page.getByLabel(/^ZIP Code( \*)?$/).fill('78701');
}

test('an inquiry (JavaScript on): the ZIP messages as the visitor types, the toast, an on-page confirmation with the reference, then a fresh form', async ({
  page,
}) => {
  await page.goto('/small-business');
  await expect(page.getByRole('heading', { level: 1, name: 'Small Business Group Health Insurance' })).toBeVisible();
  // Employee counts with their prompt, and the one list of states (50 and DC) with its prompt.
  await expect(page.getByRole('option')).toHaveCount(9 + 52);
  await expect(page.getByLabel(/^Yes( \*)?$/)).toBeChecked();
  await page.getByLabel(/^ZIP Code( \*)?$/).fill('7870');
  await page.getByLabel(/^ZIP Code( \*)?$/).blur();
  await expect(page.getByText('Please enter a valid ZIP code')).toBeVisible();
  await page.getByLabel(/^ZIP Code( \*)?$/).fill('78701-123456');
  await expect(page.getByText('ZIP code is too long')).toBeVisible();

  await fillInquiry(page);
  await expect(page.getByText('ZIP code is too long')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get My Group Quote' }).click();
  await expect(toastRegion(page).getByText('Inquiry Submitted Successfully')).toBeVisible();
  await expect(
    toastRegion(page).getByText('Our business insurance specialist will contact you within 24 hours.'),
  ).toBeVisible();
  const confirmation = page.getByRole('heading', { level: 2, name: 'Inquiry Submitted Successfully' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByText(/^BIZ-/)).toBeVisible();
  await page.getByRole('button', { name: 'Send Another Inquiry' }).click();
  await expect(page.getByLabel(/^Company Name( \*)?$/)).toBeFocused();
  await expect(page.getByLabel(/^Company Name( \*)?$/)).toHaveValue('');
  await expect(page.getByLabel(/^State( \*)?$/)).toHaveValue('');
});

test.describe('offline', () => {
  // The browser reports each request it could not send; the form says so itself.
  test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  test('offline at submit: the form keeps every value and says it failed; back online, one send stores it', async ({
    page,
    context,
  }) => {
    await page.goto('/small-business');
    await fillInquiry(page);
    // The first toast of the visit fetches the toaster's code: offline, that fetch fails too. It once
    // replaced the whole page with the site's error page, and everything typed with it.
    await context.setOffline(true);
    // Offline until the browser has given up on the toaster's code (the loader retries a failed fetch first).
    const toasterFailed = page.waitForEvent('console', (message) => message.text().includes('could not be loaded'));
    await page.getByRole('button', { name: 'Get My Group Quote' }).click();
    await toasterFailed;
    // The notice stays on the page and says what happened: nothing sent, nothing typed lost.
    await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText(NO_ANSWER_NOTICE);
    await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0);
    await expect(page.getByLabel(/^Company Name( \*)?$/)).toHaveValue('Acme Bakery LLC');
    await expect(page.getByLabel(/^State( \*)?$/)).toHaveValue('Texas');
    await expect(page.getByLabel(/^ZIP Code( \*)?$/)).toHaveValue('78701');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Get My Group Quote' }).click();
    const confirmation = page.getByRole('heading', { level: 2, name: 'Inquiry Submitted Successfully' });
    await expect(confirmation).toBeFocused();
    // The toaster's code is fetched again with the next toast.
    await expect(toastRegion(page).getByText('Inquiry Submitted Successfully')).toBeVisible();
  });
});

test.describe('an answer lost on the way back', () => {
  // The browser reports the request whose answer was cut off; the form says so itself.
  test.use({ allowedConsoleErrors: [/net::ERR_/] });

  /** The next send reaches the server, which stores it, but its answer never reaches the page: the reference. */
  async function loseTheNextAnswer(page: import('@playwright/test').Page): Promise<() => string> {
    let reference = '';
    await page.route(
      '**/api/business-inquiry',
      async (route) => {
        const answer = await route.fetch();
        reference = ((await answer.json()) as { reference: string }).reference;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    return () => reference;
  }

  test('sending again shows the reference of the inquiry already stored, which is stored once', async ({ page }) => {
    // A visitor of its own (TRUST_PROXY), clear of the limit the other tests of this file share.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.81' });
    await page.goto('/small-business');
    await fillInquiry(page);
    const stored = await loseTheNextAnswer(page);
    await page.getByRole('button', { name: 'Get My Group Quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText(NO_ANSWER_NOTICE);
    expect(stored()).toMatch(/^BIZ-/);

    await page.getByRole('button', { name: 'Get My Group Quote' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Inquiry Submitted Successfully' })).toBeVisible();
    await expect(page.getByText(/^BIZ-/)).toHaveText(stored());
  });

  test('an edit after the lost answer is sent as a new inquiry, so the correction is not lost', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.82' });
    await page.goto('/small-business');
    await fillInquiry(page);
    const stored = await loseTheNextAnswer(page);
    await page.getByRole('button', { name: 'Get My Group Quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText(NO_ANSWER_NOTICE);

    await page.getByLabel(/^Company Name( \*)?$/).fill('Acme Bakery & Cafe LLC');
    await page.getByRole('button', { name: 'Get My Group Quote' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Inquiry Submitted Successfully' })).toBeVisible();
    await expect(page.getByText(/^BIZ-/)).not.toHaveText(stored());
  });
});

test('without JavaScript, the page comes back with the messages and the values kept', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/small-business');
  await page.getByLabel(/^Company Name( \*)?$/).fill('Acme Bakery LLC');
  await page.getByLabel(/^ZIP Code( \*)?$/).fill('1234');
  await page.getByRole('button', { name: 'Get My Group Quote' }).click();
  await expect(page.getByText('Contact name is required')).toBeVisible();
  // The page opens on why it was refused (the form's notice), not at its top: no script needed.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields below.' }),
  ).toBeFocused();
  await expect(page.getByText('Please select number of employees')).toBeVisible();
  await expect(page.getByText('Please select your state')).toBeVisible();
  await expect(page.getByText('Please enter a valid ZIP code')).toBeVisible();
  await expect(page.getByLabel(/^Company Name( \*)?$/)).toHaveValue('Acme Bakery LLC');

  await fillInquiry(page);
  await page.getByRole('button', { name: 'Get My Group Quote' }).click();
  const confirmation = page.getByRole('heading', { level: 2, name: 'Inquiry Submitted Successfully' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByText(/^BIZ-/)).toBeVisible();
  const reference = await page.getByText(/^BIZ-/).textContent();
  // A reload posts the form again (the browser asks first): the same inquiry, answered with its first reference.
  const again = page.waitForRequest((request) => request.method() === 'POST');
  await page.reload();
  await again;
  await expect(page.getByText(/^BIZ-/)).toHaveText(reference!);
  await context.close();
});

test.describe('rate limit', () => {
  // The browser reports the refused request in its console; that is the behaviour under test.
  test.use({ allowedConsoleErrors: [/status of 429/] });

  test('over the rate limit, the form shows the 429 message', async ({ page, request }) => {
    // A visitor of its own (this suite's server trusts one proxy, decision 102), so the specs that run
    // beside this one keep the shared address's budget of 5 inquiries.
    const visitor = { 'x-forwarded-for': '203.0.113.77' };
    await page.setExtraHTTPHeaders(visitor);
    let status = 0;
    // Refused posts, each a quarter of a send (server/rate-limit.ts): 17 use up the 5 sends.
    for (let i = 0; i < 30 && status !== 429; i += 1) {
      status = (await request.post('/api/business-inquiry', { data: { companyName: '' }, headers: visitor })).status();
    }
    expect(status).toBe(429);
    await page.goto('/small-business');
    await fillInquiry(page);
    await page.getByRole('button', { name: 'Get My Group Quote' }).click();
    await expect(toastRegion(page).getByText('Submission Failed')).toBeVisible();
    await expect(toastRegion(page).getByText(/^Too many submissions from your connection/)).toBeVisible();
    // The reason stays on the page after the toast, and the visitor is taken to it.
    const notice = page.getByRole('alert').filter({ hasText: 'Submission Failed' });
    await expect(notice).toContainText(/Too many submissions from your connection/);
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport();
    await expect(page.getByLabel(/^Company Name( \*)?$/)).toHaveValue('Acme Bakery LLC');
  });
});

test('the fill time counts from when the form was first shown, not from when its script arrived', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.83' });
  // A slow phone: the page is painted and typed into long before its script has run.
  const scriptDelayMs = 2500;
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    // Scripts only: the style sheets live there too, and hold the first paint.
    if (route.request().resourceType() === 'script') await scriptsHeld;
    await route.continue();
  });
  await page.goto('/small-business', { waitUntil: 'commit' });
  await expect(page.getByLabel(/^Company Name( \*)?$/)).toBeVisible();
  await fillInquiry(page);
  await page.waitForFunction((ms) => performance.now() > ms, scriptDelayMs);
  release();
  await waitForHydration(page);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/business-inquiry'));
  await page.getByRole('button', { name: 'Get My Group Quote' }).click();
  const fillMs = Number((JSON.parse((await sent).postData() ?? '{}') as Record<string, string>)[FILL_TIME_FIELD]);
  // Sent at once after the script ran, but typed over more than two seconds: a person, not a bot.
  expect(fillMs).toBeGreaterThan(scriptDelayMs - 1000);
  await expect(page.getByRole('heading', { level: 2, name: 'Inquiry Submitted Successfully' })).toBeVisible();
});
