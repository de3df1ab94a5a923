import type { Page } from '@playwright/test';
import { BACK_TO_INBOX, CONSOLE_NOT_FOUND, DESK_REFUSALS } from '../../content/console';
import { NOTE_MAX_CHARS } from '../../lib/fields/console-item';
import { createAssessment, REFERENCE_ASSESSMENT } from '../e2e/assessment-support';
import { expect, expectNoAxeViolations, test, useDarkTheme } from '../e2e/fixtures';
import { newOperator, signedInAs, signIn } from './console-support';

// Issue 28 item 3: a desk form that refuses a value says why on the page (role=alert), with
// JavaScript and without, and nothing is saved; before, the post did nothing and said nothing.
test.describe.configure({ timeout: 120_000 });

// Pasted from a terminal: an escape sequence in the middle of a note.
const NOTE_WITH_CONTROL = 'Called back \u001b[2J and left a message';
// What the box holds after the refusal: the staff member's words, without the escape character.
const NOTE_KEPT = 'Called back [2J and left a message';

async function refuseNote(page: Page) {
  await page.getByLabel('New note').fill(NOTE_WITH_CONTROL);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DESK_REFUSALS.noteControl })).toBeVisible();
  await expect(page.getByLabel('New note')).toHaveValue(NOTE_KEPT);
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await expect(notes.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);
}

test('a note with a control character is refused with a message on the page, with JavaScript and without', async ({
  page,
  browser,
  request,
}) => {
  const email = `refusal-${process.pid}-${Date.now()}@example.com`;
  const id = await createAssessment(request, { ...REFERENCE_ASSESSMENT, fullName: 'Robin Vale', email });
  const itemPath = `/console/items/home-assessment/${id}`;

  await signedInAs(page, 'agent');
  await page.goto(itemPath);
  await refuseNote(page);
  // The note box is described by the message and still usable: a clean note is then saved.
  await expect(page.getByLabel('New note')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('New note').fill('Called back and left a message');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved: note added.');
  await expect(page.getByRole('alert').filter({ hasText: DESK_REFUSALS.noteControl })).toHaveCount(0);
  // A note over the limit is not cut short by the box: it is refused with the limit, and stays to be shortened.
  const long = `Long call notes. ${'x'.repeat(NOTE_MAX_CHARS)}`;
  await page.getByLabel('New note').fill(long);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DESK_REFUSALS.noteTooLong(NOTE_MAX_CHARS) })).toBeVisible();
  await expect(page.getByLabel('New note')).toHaveValue(long);
  // The "Saved: note added." of the note before is gone: it stood above the refusal as if this one were saved.
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/saved=/);
  await expect(page.getByRole('region', { name: 'Internal notes' }).getByRole('listitem')).toHaveCount(1);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  try {
    await signIn(plain, newOperator('agent'));
    await expect(plain.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await plain.goto(itemPath);
    await plain.getByLabel('New note').fill(NOTE_WITH_CONTROL);
    await plain.getByRole('button', { name: 'Add note' }).click();
    await expect(plain.getByRole('alert').filter({ hasText: DESK_REFUSALS.noteControl })).toBeVisible();
    await expect(plain.getByLabel('New note')).toHaveValue(NOTE_KEPT);
    // The post answered with the page itself, not a redirect to a "Saved" page; the one note is the earlier one.
    await expect(plain).not.toHaveURL(/saved=/);
    await expect(plain.getByRole('region', { name: 'Internal notes' }).getByRole('listitem')).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test.describe('unknown items', () => {
  // The browser reports each deliberate 404 (and 403) as a failed load.
  test.use({ allowedConsoleErrors: [/status of 40[34]/] });

  test('an unknown item or console address is the desk not-found page (404)', async ({ page }) => {
    await signedInAs(page, 'agent');
    for (const path of [
      '/console/items/lead/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
      '/console/items/home-assessment/99999999',
      '/console/items/claim/not-an-id',
      '/console/items/invoice/1',
      '/console/users',
      '/console/items/lead',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // The console's own answer, in its menu, with the way back (not the visitors' page).
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(CONSOLE_NOT_FOUND.heading);
      await expect(
        page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Inbox' }),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page, 'console not-found page');
    await page.getByRole('link', { name: BACK_TO_INBOX }).click();
    await expect(page).toHaveURL(/\/console$/);
  });

  test('the not-found and forbidden pages keep the dark theme staff chose', async ({ page }) => {
    await useDarkTheme(page);
    await signedInAs(page, 'agent');
    for (const [path, status] of [
      ['/console/users', 404],
      ['/console/items/lead/6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', 404],
      ['/console/audit', 403],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(status);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('html'), path).toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page, `${path} (dark)`);
    }
  });
});
