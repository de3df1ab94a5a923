import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../e2e/fixtures';
import { signedInAs } from './console-support';

// The console server runs with CONSOLE_TEST_CLOCK=true: its clock adds the milliseconds written
// in DATA_DIR/console-test-clock-offset-ms (server/console/clock.ts). Time is moved, not waited for.
const clockFile = path.join(process.env.E2E_DATA_DIR ?? '', 'console-test-clock-offset-ms');
const MINUTE = 60_000;
const moveClockTo = (minutes: number) => writeFileSync(clockFile, String(minutes * MINUTE));

test.describe.configure({ timeout: 90_000 });
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
  await expect(page).toHaveURL(/\/console\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();

  // The session is gone, not just refused once: back at the real time the cookie still opens nothing.
  rmSync(clockFile, { force: true });
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/login$/);
});
