import type { APIRequestContext, Page } from '@playwright/test';
import { parse as parseCsv } from 'csv-parse/sync';
import { TABLE_SCROLL_HINT } from '@/content/console';
import { createAssessment, REFERENCE_ASSESSMENT } from '../e2e/assessment-support';
import { expect, expectNoAxeViolations, test, useDarkTheme } from '../e2e/fixtures';
import { newOperator, operatorCommand, PASSWORD, signedInAs, signIn } from './console-support';

// Issue 23 on the console suite's production server: the desk shows what is stored (item 1, with
// JavaScript and without), who must not be contacted (item 2), the plan as the visitor saw it and
// people by e-mail (item 3), and works on a 390 px phone (item 6). Sign-in goes through
// console-support.ts only, so a change to signing in (a second factor) changes one helper.
test.describe.configure({ timeout: 120_000 });

let counter = 0;
/**
 * A home assessment of a visitor of its own, with the "Premier Coverage" plan confirmed (the example table's second
 * carrier).
 */
async function assessmentWithPlan(request: APIRequestContext): Promise<{ id: number; email: string }> {
  counter += 1;
  const email = `desk-${process.pid}-${counter}-${Date.now()}@example.com`;
  const id = await createAssessment(request, { ...REFERENCE_ASSESSMENT, fullName: 'Robin Vale', email });
  expect(
    (await request.post('/api/insurance/select', { data: { assessmentId: id, insuranceId: 'ins_2' } })).status(),
  ).toBe(200);
  return { id, email };
}

const itemPath = (id: number) => `/console/items/home-assessment/${id}`;
const statusRegion = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved' });

test('item 1, JavaScript on: every control shows the stored value and a "Saved" notice; saving again keeps it', async ({
  page,
  request,
}) => {
  const { id } = await assessmentWithPlan(request);
  const agent = await signedInAs(page, 'agent');
  await page.goto(itemPath(id));

  await page.getByLabel('Status').selectOption('done');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(statusRegion(page)).toHaveText('Saved: status is Done.');
  // The keyboard carries on from the notice, not from the top of the page.
  await expect(statusRegion(page)).toBeFocused();
  await expect(page.getByLabel('Status')).toHaveValue('done');
  await expect(page.getByText(/, status Done/)).toBeVisible();
  // Pressing Save again must not put the old value back.
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('done');
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('done');

  await page.getByLabel('Assigned to').selectOption({ label: agent });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(statusRegion(page)).toHaveText(`Saved: assigned to ${agent}.`);
  await expect(page.getByLabel('Assigned to').locator('option:checked')).toHaveText(agent);
  await expect(page.getByLabel('Status')).toHaveValue('done');

  await page.getByLabel('New note').fill('Left a voicemail.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(statusRegion(page)).toHaveText('Saved: note added.');
  await expect(page.getByRole('region', { name: 'Internal notes' }).getByText('Left a voicemail.')).toBeVisible();
  await expect(page.getByLabel('New note')).toHaveValue('');
  await expect(page.getByLabel('Assigned to').locator('option:checked')).toHaveText(agent);
});

test('item 1, JavaScript off: the page after each post shows the stored values and the notice', async ({
  browser,
  request,
}) => {
  const { id } = await assessmentWithPlan(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const agent = newOperator('agent');
    await signIn(page, agent);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.goto(itemPath(id));

    await page.getByLabel('Status').selectOption('in_progress');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page).toHaveURL(/\?saved=status$/);
    await expect(statusRegion(page)).toHaveText('Saved: status is In progress.');
    await expect(page.getByLabel('Status')).toHaveValue('in_progress');

    await page.getByLabel('Assigned to').selectOption({ label: agent });
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(page).toHaveURL(/\?saved=assignment$/);
    await expect(statusRegion(page)).toHaveText(`Saved: assigned to ${agent}.`);
    await expect(page.getByLabel('Assigned to').locator('option:checked')).toHaveText(agent);
    await expect(page.getByLabel('Status')).toHaveValue('in_progress');

    await page.getByLabel('New note').fill('Posted without JavaScript.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(statusRegion(page)).toHaveText('Saved: note added.');
    await expect(page.getByText('Posted without JavaScript.')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('item 2: a person who opted out after their request is marked on the item, in its inbox row, in the consent record and in the CSV', async ({
  page,
  request,
}) => {
  const { id, email } = await assessmentWithPlan(request);
  const optOut = await request.post('/api/opt-out', { data: { email: email.toUpperCase() } });
  expect(optOut.status()).toBeLessThan(300);
  const reference = ((await optOut.json()) as { reference: string }).reference;
  // And a second request, made after the opt-out.
  const later = await createAssessment(request, { ...REFERENCE_ASSESSMENT, fullName: 'Robin Vale', email });

  await signedInAs(page, 'agent');
  await page.goto(`/console?q=${encodeURIComponent(email)}`);
  await expect(page.getByText('2 items')).toBeVisible();
  for (const row of await page.getByRole('row').filter({ hasText: 'Robin Vale' }).all()) {
    await expect(row.getByText('Do not contact', { exact: true })).toBeVisible();
    // Their address is shown, but is no link to write or call them.
    await expect(row.getByText(email)).toBeVisible();
    await expect(row.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
  }

  await page.goto(itemPath(id));
  await expect(page.getByTestId('do-not-contact')).toContainText(`this person opted out on`);
  await expect(page.getByRole('main').locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByTestId('do-not-contact')).toContainText(`(${reference})`);
  const consent = page.getByRole('region', { name: 'Consent record' });
  await expect(
    consent.getByText(new RegExp(`^revoked on [A-Z][a-z]{2} \\d{1,2}, \\d{4} \\(${reference}\\)$`)),
  ).toBeVisible();
  // The person's other request is listed and linked.
  await page
    .getByRole('region', { name: 'Other requests from this person' })
    .locator(`a[href="${itemPath(later)}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`${itemPath(later)}$`));
  await expect(page.getByTestId('do-not-contact')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.goto(`/console?type=home_assessment&q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  // Read as a spreadsheet would: a quoted cell may hold commas ("$1,587/year").
  const [header, ...rows] = parseCsv(Buffer.concat(chunks).toString('utf8').replace('\uFEFF', ''), {
    relaxColumnCount: false,
  }) as string[][];
  const column = header!.indexOf('do_not_contact');
  expect(column).toBeGreaterThan(-1);
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row[column]).toBe('yes');
});

test('item 3: the plan as the visitor saw it in the inbox and on the item, no example carrier or option id; the audit log names accounts by e-mail', async ({
  page,
  browser,
  request,
}) => {
  const { id, email } = await assessmentWithPlan(request);
  await signedInAs(page, 'agent');
  await page.goto(`/console?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: 'Robin Vale' })).toContainText('selected Premier Coverage');
  await page.goto(itemPath(id));
  const fields = page.getByRole('region', { name: 'Fields' });
  await expect(fields).toContainText('Premier Coverage, $');
  const text = await page.locator('main').innerText();
  for (const hidden of [
    'Summit Crest',
    'Harborline',
    'Prairie Gate',
    'ins_2',
    'Rates Example',
    'Utm',
    'Coverage []',
    'T00:',
  ])
    expect(text).not.toContain(hidden);
  // Times in the agency's zone, UTC in the tooltip.
  const received = page.locator('main p', { hasText: 'received' }).locator('time').first();
  await expect(received).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M E[SD]T$/);
  await expect(received).toHaveAttribute('title', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
  // Contact details are links.
  await expect(fields.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(fields.getByRole('link', { name: REFERENCE_ASSESSMENT.phone })).toHaveAttribute(
    'href',
    'tel:+12155550134',
  );

  const admin = await browser.newPage();
  try {
    const adminEmail = await signedInAs(admin, 'admin');
    const agent = newOperator('agent');
    await admin.goto(itemPath(id));
    await admin.getByLabel('Assigned to').selectOption({ label: agent });
    await admin.getByRole('button', { name: 'Assign' }).click();
    await expect(statusRegion(admin)).toBeVisible();
    await admin.goto(`/console/audit?action=item.assign&subjectId=${id}`);
    const row = admin.getByRole('row').filter({ hasText: 'item.assign' });
    await expect(row).toContainText(`assigned to: ${agent}`);
    await expect(row).toContainText(adminEmail);
    expect(await row.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    // The view itself is on the record, whatever the type.
    await admin.goto(`/console/audit?action=home_assessment.view&subjectId=${id}`);
    await expect(admin.getByRole('cell', { name: 'home_assessment.view' }).first()).toBeVisible();
  } finally {
    await admin.close();
  }
});

test('an item opened from a filtered inbox goes back to that inbox, after a save too', async ({ page, request }) => {
  const { email } = await assessmentWithPlan(request);
  await signedInAs(page, 'agent');
  await page.goto(`/console?type=home-assessment&status=new&q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Robin Vale' }).click();
  await expect(page).toHaveURL(/\/console\/items\/home-assessment\/\d+\?inbox=/);
  await page.getByLabel('Status').selectOption('in_progress');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(statusRegion(page)).toHaveText('Saved: status is In progress.');
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const filters = new URL(page.url()).searchParams;
  expect(Object.fromEntries(filters)).toEqual({ type: 'home_assessment', status: 'new', q: email });
  await expect(page.getByLabel('Type')).toHaveValue('home_assessment');
  await expect(page.getByLabel('Name, e-mail, phone or reference')).toHaveValue(email);
  // The item left the New list it was opened from: the list says so, it is not shown again.
  await expect(page.getByRole('link', { name: 'Robin Vale' })).toHaveCount(0);
});

test('the inbox filters show what the list is filtered by after a link changes them, and offer a disabled account as such', async ({
  page,
}) => {
  const leaving = newOperator('agent');
  await signedInAs(page, 'agent');
  await page.goto('/console?type=claim');
  await expect(page.getByLabel('Type')).toHaveValue('claim');
  // A link, not the form: the router keeps the page's form, whose fields must follow the address.
  await page.getByRole('link', { name: 'Assigned to me' }).click();
  await expect(page).toHaveURL(/agent=me/);
  await expect(page.getByLabel('Assigned to')).toHaveValue('me');
  await expect(page.getByLabel('Type')).toHaveValue('claim');
  await page.getByRole('link', { name: 'Suspected spam' }).click();
  await expect(page).toHaveURL(/view=spam/);
  await expect(page.getByLabel('Assigned to')).toHaveValue(new URL(page.url()).searchParams.get('agent') ?? '');
  await expect(page.getByLabel('Type')).toHaveValue(new URL(page.url()).searchParams.get('type') ?? '');

  // An empty list says why when the filters do: a page past the last one, dates the wrong way round.
  await page.goto('/console?after=1900-01-01T00:00:00.000000Z~lead~0');
  await expect(page.getByText('This page is past the last one.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page).not.toHaveURL(/after=/);
  await page.goto('/console?from=2026-12-01&to=2026-11-01');
  await expect(page.getByText('The From date is after the To date, so nothing can match.')).toBeVisible();

  expect(operatorCommand(['disable', leaving])).toContain(`Disabled ${leaving}`);
  await page.goto('/console');
  await expect(
    page.getByLabel('Assigned to').locator('option', { hasText: `${leaving} (account disabled)` }),
  ).toHaveCount(1);
});

test.describe('item 6: a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page scrolls sideways and every control is within reach', async ({ page, request }) => {
    // axe on six pages at a phone's width: more than the default budget on a loaded machine.
    test.setTimeout(120_000);
    const { id, email } = await assessmentWithPlan(request);
    // An opt-out on the list: its table has no link, and its hidden columns must still be reachable by keyboard.
    expect((await request.post('/api/opt-out', { data: { email: `phone.${email}` } })).status()).toBeLessThan(300);
    await signedInAs(page, 'admin');
    const nothingMatches = '/console?view=spam&q=no-such-person-anywhere';
    for (const path of [
      '/console',
      itemPath(id),
      '/console/audit',
      '/console/opt-outs',
      '/console/deliveries',
      nothingMatches,
    ]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      // Where a table is wider than the screen, its box takes the keyboard (axe: scrollable-region-focusable).
      await expectNoAxeViolations(page, `${path} at 390 px`);
      await expect(page.getByRole('button', { name: 'Sign out everywhere' }), path).toBeInViewport();
      // Every control outside a table (a table scrolls inside its own box) lies within the screen's width.
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('a, button, input:not([type="hidden"]), select, textarea')]
          .filter((element) => !element.closest('table') && !element.closest('.sr-only'))
          .map((element) => ({
            name: (element.textContent || element.getAttribute('name') || element.id).trim(),
            rect: element.getBoundingClientRect(),
          }))
          .filter(({ rect }) => rect.width > 0 && (rect.left < 0 || rect.right > 390))
          .map(({ name }) => name),
      );
      expect(outside, path).toEqual([]);
    }
    // A table wider than the phone says that it goes on sideways.
    await page.goto('/console');
    await expect(page.getByText(TABLE_SCROLL_HINT)).toBeVisible();
    // The menu's links are targets a thumb can hit: at least 24 px tall (WCAG 2.5.8); they were 16.
    for (const link of await page.getByRole('navigation', { name: 'Console' }).getByRole('link').all()) {
      expect((await link.boundingBox())!.height, (await link.textContent()) ?? '').toBeGreaterThanOrEqual(24);
    }
    // An empty list says so, and the way back to every item.
    await page.goto(nothingMatches);
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show all suspected spam' })).toHaveAttribute(
      'href',
      '/console?view=spam',
    );
    // In the inbox, each row's way into its item is its first cell, in view before the table is scrolled, whatever
    // the type shown (a phone showed the time and the type, the name past the screen's edge). This test's own row:
    // the suites run side by side, so the newest row may be another test's.
    const ownRow = page.getByRole('row').filter({ hasText: email });
    for (const path of ['/console', '/console?type=home_assessment']) {
      await page.goto(path);
      const firstCell = ownRow.getByRole('cell').first();
      // To the item, carrying the inbox it came from (for "Back to the inbox").
      await expect(firstCell.getByRole('link'), path).toHaveAttribute(
        'href',
        new RegExp(`^${itemPath(id)}(\\?inbox=|$)`),
      );
      const box = (await firstCell.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
      // Its status too (this test's item is New): the Status column lay past the screen's edge.
      await expect(firstCell, path).toContainText(/New\s*waiting/);
      await expect(page.getByRole('columnheader', { name: 'Status' }), path).toBeHidden();
    }
    // An e-mail address reads in lines of a fair length: the Contact column was squeezed (an address may
    // break at any letter) to a few letters a line, one a line beside long names. What a full line holds:
    // the first line's width over a letter's (the count of lines would hang on the address's length).
    await page.goto('/console');
    const lettersPerLine = await ownRow.locator('a[href^="mailto:"]').evaluate((link) => {
      const lines = [...link.getClientRects()];
      const letters = (link.textContent ?? '').length;
      const width = lines.reduce((sum, line) => sum + line.width, 0);
      return lines.length === 1 ? letters : lines[0]!.width / (width / letters);
    });
    expect(lettersPerLine).toBeGreaterThanOrEqual(16);
  });

  test('the inbox opens on its items, its filters folded until one is applied', async ({ page, request }) => {
    await assessmentWithPlan(request);
    await signedInAs(page, 'admin');
    await page.goto('/console');
    // The filters filled the first screen: a phone showed seven fields and no item.
    await expect(page.getByRole('row').nth(1)).toBeInViewport();
    await expect(page.getByLabel('Status')).toBeHidden();
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Status').selectOption('new');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/status=new/);
    // An applied filter is shown, and says so while folded.
    await expect(page.getByLabel('Status')).toHaveValue('new');
    await expect(page.getByText('Filters (1 applied)', { exact: true })).toBeVisible();
  });
});

test.describe('a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the inbox shows Status and Assigned beside a name that is one long word, without scrolling the table', async ({
    page,
    request,
  }) => {
    counter += 1;
    // A company or a name typed without spaces, as the inbox meets them: the one word widened the table
    // past the screen, Assigned cut off at its edge.
    const name = `Northwestregionalhealthcarepartnersandassociates${counter} Vale`;
    const email = `desk-wide-${process.pid}-${counter}-${Date.now()}@example.com`;
    const id = await createAssessment(request, { ...REFERENCE_ASSESSMENT, fullName: name, email });
    const colleague = `bartholomew.whitfield-${String(Date.now() % 10_000).padStart(4, '0')}@agency.example`;
    expect(operatorCommand(['add', colleague, '--role', 'agent'], `${PASSWORD}\n`)).toContain(`Added ${colleague}`);
    await signedInAs(page, 'admin');
    await page.goto(itemPath(id));
    // Its tab says which item it is: "Item" on every tab, staff could not tell theirs apart.
    await expect(page).toHaveTitle(`Home assessment for ${name} | Console | InsuranceMatch`);
    await page.getByLabel('Assigned to').selectOption({ label: colleague });
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect(statusRegion(page)).toHaveText(`Saved: assigned to ${colleague}.`);

    await page.goto('/console');
    const { table, room } = await page
      .locator('table')
      .evaluate((element) => ({ table: element.scrollWidth, room: element.parentElement!.clientWidth }));
    expect(table).toBeLessThanOrEqual(room);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell', { name: colleague, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('cell', { name: /^New/ }).last()).toBeInViewport({ ratio: 1 });

    // The title and the page opened the item once: one view on the record (the assignment's page is the save's).
    await page.goto(`/console/audit?action=home_assessment.view&subjectId=${id}`);
    await expect(page.getByRole('cell', { name: 'home_assessment.view' })).toHaveCount(1);
  });
});

test('a link to an item (on Deliveries) audits no view of it: only opening the item does', async ({
  page,
  request,
}) => {
  const { id } = await assessmentWithPlan(request);
  await signedInAs(page, 'admin');
  // The suite's outbox tries once and its mail server is closed: the item's messages fail and are listed with its link.
  await expect
    .poll(
      async () => {
        await page.goto('/console/deliveries');
        return page.locator(`a[href="${itemPath(id)}"]`).count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  // A prefetched link asked for the item page's metadata, which opened the item: a view nobody made was audited.
  await page.waitForLoadState('networkidle');
  await page.goto(`/console/audit?action=home_assessment.view&subjectId=${id}`);
  await expect(page.getByText('0 entries', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'home_assessment.view' })).toHaveCount(0);
});

test.describe('item 6: a 390 px phone, the desk', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Assigned to list shows a colleague's e-mail whole, as the Save status list its status", async ({
    page,
    request,
  }) => {
    const { id } = await assessmentWithPlan(request);
    // An address of a usual length (29 characters); beside its button the list cut it after 24.
    const colleague = `m.gonzalez${String(Date.now() % 10_000).padStart(4, '0')}@agency.example`;
    expect(operatorCommand(['add', colleague, '--role', 'agent'], `${PASSWORD}\n`)).toContain(`Added ${colleague}`);
    await signedInAs(page, 'admin');
    await page.goto(itemPath(id));
    const assignee = page.getByLabel('Assigned to');
    await assignee.selectOption({ label: colleague });
    // The chosen text's width in the list's own font, against the list's width less its padding and arrow.
    const { needed, room } = await assignee.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const arrow = 24;
      return {
        needed: context.measureText(select.selectedOptions[0]!.text).width,
        room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow,
      };
    });
    expect(needed).toBeLessThanOrEqual(room);
    await expect(page.getByRole('button', { name: 'Assign' })).toBeInViewport();
  });
});

test.describe('item 6: a 390 px phone, an item', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a field's name reads apart from its value, each above the other", async ({ page, request }) => {
    const { id } = await assessmentWithPlan(request);
    await signedInAs(page, 'admin');
    await page.goto(itemPath(id));
    const fields = page.getByRole('region', { name: 'Fields' });
    const look = (selector: string) =>
      fields
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { size: parseFloat(style.fontSize), color: style.color };
        });
    const name = await look('dt');
    const value = await look('dd');
    // In one size and colour, names and values read as one list of equal lines.
    expect(name.size).toBeLessThan(value.size);
    expect(name.color).not.toBe(value.color);
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`an item with the do-not-contact banner and the saved notice has no axe violations (${theme})`, async ({
    page,
    request,
  }) => {
    const { id, email } = await assessmentWithPlan(request);
    expect((await request.post('/api/opt-out', { data: { email } })).status()).toBeLessThan(300);
    if (theme === 'dark') await useDarkTheme(page);
    await signedInAs(page, 'agent');
    await page.goto(`/console?q=${encodeURIComponent(email)}`);
    await expect(page.getByText('Do not contact', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `inbox with a marker (${theme})`);
    await page.goto(itemPath(id));
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(statusRegion(page)).toBeVisible();
    await expect(page.getByTestId('do-not-contact')).toBeVisible();
    await expectNoAxeViolations(page, `item with banner and notice (${theme})`);
  });
}
