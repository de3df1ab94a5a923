import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createAssessment, REFERENCE_ASSESSMENT } from './assessment-support';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { mailsMentioning } from './lead-capture-support';
import { startOwnServer } from './own-server';

/** The production build on default settings prices with the example table. */
const EXAMPLE_CARRIERS = ['Harborline Mutual', 'Summit Crest Insurance', 'Prairie Gate Home & Casualty'];

const visitor = {
  ...REFERENCE_ASSESSMENT,
  fullName: 'Robin Ellis',
  email: 'robin@example.com',
  phone: '(215) 555-0177',
};

const createVisitorAssessment = (request: APIRequestContext) => createAssessment(request, visitor);

/** How far the page can scroll sideways (0 when it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function pdfTextOf(request: APIRequestContext, assessmentId: number): Promise<string> {
  const response = await request.get(`/api/insurance/options/${assessmentId}/pdf`);
  expect(response.status()).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.body())), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor fills the assessment, confirms a plan, ends on a confirmation with its reference, and finds it confirmed when coming back', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/home-assessment');
    await page.getByLabel('State').selectOption(visitor.state);
    await page.getByLabel('ZIP code').fill(visitor.zipCode);
    await page.getByLabel('Estimated rebuild cost (USD)').fill(String(visitor.dwellingCoverage));
    await page.getByLabel('Size (square feet)').fill(String(visitor.squareFeet));
    await page.getByLabel('Year built').fill(String(visitor.yearBuilt));
    await page.getByLabel('Construction').selectOption(visitor.construction);
    await page.getByLabel('Roof age (years)').fill(String(visitor.roofAge));
    await page.getByLabel('Claims in the last five years').selectOption('0');
    await page.getByLabel('Preferred deductible').selectOption('3000');
    await page.getByLabel('Full name').fill(visitor.fullName);
    await page.getByLabel(/^E-mail( \*)?$/).fill(visitor.email);
    await page.getByLabel(/^Phone( \*)?$/).fill(visitor.phone);
    await page.getByRole('button', { name: 'See My Options' }).click();

    await page.waitForURL(/\/results\/\d+$/);
    const assessmentId = Number(new URL(page.url()).pathname.split('/').pop());
    const heading = page.getByRole('heading', { level: 1, name: 'Your Personalized Insurance Options' });
    await expect(heading).toBeVisible();
    // The heading comes to rest below the sticky header, not under it (the router scrolls the new
    // page to its top in a frame of its own after the heading paints, so the position is polled).
    const headerBox = await page.locator('header').first().boundingBox();
    await expect
      .poll(async () => (await heading.boundingBox())!.y)
      .toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    await page.getByRole('heading', { name: 'Compare Your Options' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(6, { timeout: 20_000 }); // Recharts loads on demand: slow on a busy machine
    expect(await sidewaysOverflow(page)).toBe(0);

    const essential = page.getByTestId('plan-ins_3');
    await expect(essential.getByRole('heading', { level: 2 })).toHaveText('Essential Coverage');
    await essential.getByRole('button', { name: 'Select Plan' }).click();
    await expect(page.getByTestId('selection-summary')).toHaveText('Essential Coverage selected: $102/mo');
    await page.getByRole('button', { name: 'Confirm Selection' }).click();
    await expect(page.getByText('Selection confirmed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('An agent will contact you shortly with more details about your selected insurance plan.', {
        exact: true,
      }),
    ).toBeVisible();
    // The end of the journey (issue 24): reference, the plan as shown, both premiums, what happens next, the PDF.
    await page.waitForURL(`**/results/${assessmentId}/confirmed`);
    const confirmation = page.getByRole('heading', { level: 1, name: 'Your plan is confirmed' });
    // The router scrolls the new page to its top after the address changes: wait for it, then
    // the heading is in view and below the sticky header.
    await expect(confirmation).toBeInViewport();
    await expect
      .poll(async () => (await confirmation.boundingBox())!.y)
      .toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    const reference = (await page.getByTestId('confirmation-reference').textContent())!.trim();
    expect(reference).toMatch(/^HOME-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Read out on the phone: where it wraps on this screen, it wraps between its groups, never inside one.
    const lines = await page.getByTestId('confirmation-reference').evaluate((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      const tops: number[] = [];
      for (let index = 0; index < text.textContent!.trim().length; index += 1) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
      const characters = [...text.textContent!.trim()];
      return characters
        .map((character, index) => (index > 0 && tops[index] !== tops[index - 1] ? `\n${character}` : character))
        .join('')
        .split('\n');
    });
    for (const line of lines.slice(0, -1)) expect(line, lines.join(' / ')).toMatch(/-$/);
    const shown = (
      (await (await request.get(`/api/insurance/options/${assessmentId}`)).json()) as {
        options: { id: string; yearlyPremium: number }[];
      }
    ).options.find((option) => option.id === 'ins_3')!;
    await expect(page.getByTestId('confirmed-provider')).toHaveText('Essential Coverage');
    await expect(page.getByTestId('confirmed-monthly')).toHaveText('$102/mo');
    await expect(page.getByTestId('confirmed-yearly')).toHaveText(`$${shown.yearlyPremium.toLocaleString('en-US')}/yr`);
    await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/insurance/options/${assessmentId}/pdf`,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    // The agency's e-mail carries the same reference.
    await expect.poll(() => mailsMentioning(reference).some((mail) => mail.includes('Essential Coverage'))).toBe(true);

    // The browser's Back button from here: the results say the plan just confirmed (the router's copy
    // of the page from before the confirmation said none, and left Confirm Selection disabled).
    await page.goBack();
    await expect(page.getByTestId('confirmed-plan')).toHaveText(
      'Your confirmed plan: Essential Coverage. An agent will contact you shortly.',
    );
    await expect(essential).toHaveAttribute('data-confirmed', 'true');

    // Back on the results link later: the confirmed plan shows as confirmed.
    await page.goto(`/results/${assessmentId}`);
    await expect(essential).toHaveAttribute('data-confirmed', 'true');
    await expect(essential.getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    await expect(essential.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByTestId('selection-summary')).toHaveText('Essential Coverage selected: $102/mo');
    await expect(page.getByTestId('confirmed-plan')).toHaveText(
      'Your confirmed plan: Essential Coverage. An agent will contact you shortly.',
    );
    await expect(page.getByRole('button', { name: 'Confirm Selection' })).toBeDisabled();
    expect(await pdfTextOf(request, assessmentId)).toContain('Your confirmed plan: Essential Coverage - $102/mo');
  });

  test('the plans paint with the page; the charts are fetched only when the visitor scrolls to them', async ({
    page,
    request,
  }) => {
    const assessmentId = await createVisitorAssessment(request);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await page.goto(`/results/${assessmentId}`);
    // In the server's HTML: no request for the options after the page has loaded.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Personalized Insurance Options' })).toBeVisible();
    await expect(page.getByTestId('plan-ins_3')).toContainText('$102');
    await page.waitForLoadState('networkidle');
    const beforeScroll = scripts.length;
    await expect(page.locator('.recharts-surface')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Compare Your Options' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(6, { timeout: 20_000 });
    expect(scripts.length).toBeGreaterThan(beforeScroll);
  });

  test('the charts fit the phone: labels inside the chart, the tooltip inside the screen', async ({
    page,
    request,
  }) => {
    const assessmentId = await createVisitorAssessment(request);
    await page.goto(`/results/${assessmentId}`);
    await page.getByRole('heading', { name: 'Compare Your Options' }).scrollIntoViewIfNeeded();
    const bars = page.locator('.recharts-bar-rectangle');
    await expect(bars).toHaveCount(6, { timeout: 20_000 }); // Recharts loads on demand: slow on a busy machine
    // The chart's own SVG (the legend icons are .recharts-surface too).
    const chart = (await page.locator('.recharts-wrapper > svg.recharts-surface').first().boundingBox())!;
    const labels = await page.locator('.recharts-xAxis-tick-labels text').all();
    expect(labels).toHaveLength(3);
    let previousRight = Number.NEGATIVE_INFINITY;
    for (const label of labels) {
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(chart.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width + 1);
      // Readable: no label runs into its neighbour.
      expect(box.x).toBeGreaterThan(previousRight);
      previousRight = box.x + box.width;
    }
    await bars.nth(5).hover(); // the right-most bar: its tooltip would overflow to the right
    const tooltip = page.locator('.recharts-tooltip-wrapper');
    await expect(tooltip).toContainText('$1,173');
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    // The coverage chart names its series in the specification's and the table's order, in the
    // legend and the tooltip (Recharts sorted them by name: Dwelling, Liability, Personal property).
    await page.getByRole('tab', { name: 'Coverage Amounts' }).click();
    const inOrder = ['Dwelling', 'Personal property', 'Liability'];
    await expect(page.locator('.recharts-legend-item-text:visible')).toHaveText(inOrder);
    await page.locator('.recharts-bar-rectangle:visible').first().hover();
    await expect(page.locator('.recharts-tooltip-item-name:visible')).toHaveText(inOrder);
  });
});

for (const width of [320, 360, 390]) {
  test(`the results do not scroll sideways on a ${width} px phone`, async ({ page, request }) => {
    const assessmentId = await createVisitorAssessment(request);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/results/${assessmentId}`);
    await page.getByRole('heading', { name: 'Compare Your Options' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(6, { timeout: 20_000 }); // Recharts loads on demand: slow on a busy machine
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('tab', { name: 'Coverage Amounts' }).click();
    await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(9);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}

test('where no carrier writes, the results say an agent will look for options in that state', async ({ page }) => {
  test.setTimeout(300_000); // a server of its own: start-up and a new database folder, slow on a busy machine
  // The suite's server prices with the example table, whose carriers write everywhere: this one
  // has an agency table whose only carrier writes in Texas.
  const dir = mkdtempSync(path.join(tmpdir(), 'im-texas-rates-'));
  const rates = JSON.parse(readFileSync('content/rates/example-rates.json', 'utf8')) as {
    example: boolean;
    carriers: Record<string, unknown>[];
  };
  const file = path.join(dir, 'rates.json');
  writeFileSync(
    file,
    JSON.stringify({
      ...rates,
      example: false,
      carriers: [{ ...rates.carriers[0], providerName: 'Lone Star Home Insurance', states: ['TX'] }],
    }),
  );
  const server = startOwnServer(Number(process.env.E2E_PORT ?? 3100) + 5, { RATES_FILE: file });
  try {
    await server.listening;
    const response = await page.request.post(`${server.baseURL}/api/insurance/options`, {
      data: { ...visitor, state: 'CA', zipCode: '94103' },
    });
    expect(response.status()).toBe(201);
    const { assessmentId } = (await response.json()) as { assessmentId: number };
    await page.goto(`${server.baseURL}/results/${assessmentId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'An Agent Will Look for Options in California' }),
    ).toBeVisible();
    await expect(page.getByText('a licensed agent will look for options in California and contact you')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('heading', { name: 'Error Loading Results' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'results (no carrier in the state)');
  } finally {
    // Leave the page first: its idle prefetches of the page's links would meet a stopped server
    // and count as the browser's errors.
    await page.goto('about:blank');
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('in production on default settings no example carrier is named: results, PDF, agency e-mail', async ({
  page,
  request,
}) => {
  const assessmentId = await createVisitorAssessment(request);
  await page.goto(`/results/${assessmentId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Essential Coverage' })).toBeVisible();
  await expect(page.getByTestId('example-rates-notice')).toContainText(
    'A licensed agent confirms quotes from real carriers',
  );
  const pageText = await page.locator('body').innerText();
  const pdf = await pdfTextOf(request, assessmentId);
  // The visitor's PDF says so plainly; the setting's name is for the agency's e-mail only.
  expect(pdf).toContain('estimates by coverage level, not offers from a named carrier');
  expect(pdf).not.toMatch(/RATES_FILE|rating table/);
  expect(pdf).not.toContain('localhost');
  // The agency's notice: its results link names the assessment (its subject does not, decision 082).
  await expect.poll(() => mailsMentioning(`/results/${assessmentId}`).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mail = mailsMentioning(`/results/${assessmentId}`)
    .join('\n')
    .replace(/=\r?\n/g, '');
  expect(mail).toContain('example rating table');
  for (const carrier of EXAMPLE_CARRIERS) {
    const firstWord = carrier.split(' ')[0]!;
    for (const [where, text] of Object.entries({ page: pageText, pdf, mail }))
      expect(text, `${carrier} in the ${where}`).not.toContain(firstWord);
  }
});

test('a malformed rates file stops the server at start-up, naming the field', async () => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'im-bad-rates-'));
  const rates = JSON.parse(readFileSync('content/rates/example-rates.json', 'utf8')) as {
    carriers: { baseRatePerThousand: number }[];
  };
  rates.carriers[1]!.baseRatePerThousand = 0;
  const file = path.join(dir, 'rates.json');
  writeFileSync(file, JSON.stringify(rates));
  // It must never start listening; should it start anyway, it is stopped (and the test fails).
  const server = startOwnServer(Number(process.env.E2E_PORT ?? 3100) + 2, { RATES_FILE: file });
  try {
    const code = await Promise.race([server.exited, server.listening.then(() => 'listening')]);
    expect(code).toBe(1);
    expect(server.output()).toContain('carriers[1].baseRatePerThousand: must be a positive number');
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
