import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { DESK_REFUSALS, SIGN_IN_NOTICES } from '../../content/console';
import { createAssessment, REFERENCE_ASSESSMENT } from '../e2e/assessment-support';
import { signedInAs, signIn } from './console-support';

// The console server runs with CONSOLE_TEST_CLOCK=true: its clock adds the milliseconds written
// in DATA_DIR/console-test-clock-offset-ms (server/console/clock.ts). Time is moved, not waited for.
const clockFile = path.join(process.env.E2E_DATA_DIR ?? '', 'console-test-clock-offset-ms');
const MINUTE = 60_000;
const moveClockTo = (minutes: number) => writeFileSync(clockFile, String(minutes * MINUTE));

// One clock for the whole server: its tests must not move it under each other (two workers in CI).
test.describe.configure({ timeout: 90_000, mode: 'serial' });
test.afterEach(() => rmSync(clockFile, { force: true }));

test('a session idle for more than 30 minutes ends: the next page is the sign-in page', async ({ page }) => {
  await signedInAs(page, 'agent');

  // 29 minutes later the session is alive, and using it restarts the idle time.
  moveClockTo(29);
  await page.goto('/console/deliveries');
  await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();

  // 29 + 29 minutes: 58 minutes since sign-in but 29 idle, still signed in.
  moveClockTo(58);
  await page.goto('/console');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // 31 more idle minutes: the next page request lands on the sign-in page.
  moveClockTo(58 + 31);
  await page.goto('/console/deliveries');
  await expect(page).toHaveURL(/\/console\/login\?notice=session-ended$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(SIGN_IN_NOTICES['session-ended']);

  // The session is gone, not just refused once: back at the real time the cookie still opens nothing.
  rmSync(clockFile, { force: true });
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/login\?notice=session-ended$/);
});

test('a note typed while the session ran out is not lost: nothing is saved, the form says why and keeps it', async ({
  page,
  request,
}) => {
  const id = await createAssessment(request, {
    ...REFERENCE_ASSESSMENT,
    fullName: 'Quinn Long-Call',
    email: `long-call-${process.pid}-${Date.now()}@example.com`,
  });
  const email = await signedInAs(page, 'agent');
  await page.goto(`/console/items/home-assessment/${id}`);
  const note = 'Spoke for 40 minutes: wants the 2,500 deductible, call back Friday after 3.';
  await page.getByLabel('New note').fill(note);
  // A long call: typing makes no request, and the session ends meanwhile.
  moveClockTo(35);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DESK_REFUSALS.sessionEnded })).toBeVisible();
  await expect(page.getByLabel('New note')).toHaveValue(note);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveCount(0);
  // Signed in again (as the message asks, in a new tab), the same press saves the same note.
  rmSync(clockFile, { force: true });
  const again = await page.context().newPage();
  await signIn(again, email);
  await expect(again.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await again.close();
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved: note added.');
  await expect(page.getByRole('region', { name: 'Internal notes' }).getByText(note)).toBeVisible();
});

test('Mark genuine pressed after the session ran out says so on the item, as every desk form does', async ({
  page,
  request,
}) => {
  // A call-back whose hidden trap field was filled: stored as suspected spam, nothing sent.
  const sent = await request.post('/api/leads', {
    headers: { 'x-forwarded-for': '198.51.100.61' },
    data: {
      name: 'Sam Trapped',
      email: `trapped-${Date.now()}@example.com`,
      phone: '(512) 555-0199',
      state: 'TX',
      hp_im_7f3: 'x',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await signedInAs(page, 'agent');
  await page.goto(`/console?view=spam&q=${reference}`);
  await page.getByRole('link', { name: 'Sam Trapped' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Suspected spam' })).toBeVisible();
  const item = page.url();
  moveClockTo(35);
  await page.getByRole('button', { name: 'Mark genuine' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DESK_REFUSALS.sessionEnded })).toBeVisible();
  expect(page.url()).toBe(item);
  await expect(page.getByRole('button', { name: 'Mark genuine' })).toBeVisible();
});
