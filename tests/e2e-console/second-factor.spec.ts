import { RECOVERY_CODE_USED } from '@/content/console';
import { totpCode } from '@/lib/totp';
import { expect, expectNoAxeViolations, test, useDarkTheme } from '../e2e/fixtures';
import {
  freshCode,
  newOperator,
  operatorCommand,
  PASSWORD,
  rememberSecret,
  signIn,
  submitPassword,
} from './console-support';

// Issue 23 item 8 on the console suite's server, which runs with the default CONSOLE_REQUIRE_MFA
// (on): no account opens the console without a second factor; an account without one sets it up
// at its first sign-in; each code works once; recovery codes stand in for a lost phone.
test.describe.configure({ timeout: 120_000 });

test('an agent without a second factor enrols at first sign-in: QR code and key, confirmed by a code, recovery codes shown once', async ({
  page,
  browser,
}) => {
  const email = newOperator('agent', { secondFactor: false });
  await submitPassword(page, email);
  await expect(page).toHaveURL(/\/console\/enrol$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeVisible();
  // Nothing of the console yet: the inbox sends the half-signed-in browser back to sign in.
  const probe = await page.request.get('/console', { maxRedirects: 0 });
  expect(probe.status()).toBe(307);
  expect(await page.request.get('/api/console/export').then((response) => response.status())).toBe(401);

  await expect(page.getByRole('img', { name: 'QR code of the authenticator key' }).locator('svg')).toBeVisible();
  await expectNoAxeViolations(page, '/console/enrol');
  // The key as text, grouped by four as apps show it: the test plays the authenticator app.
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.locator('form [role="alert"]')).toContainText('That code is not right');

  const confirmedAt = Date.now();
  await page.getByLabel('Code from the app').fill(totpCode(secret, confirmedAt));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  rememberSecret(email, secret, confirmedAt);
  await expect(page.getByRole('status')).toHaveText('Your second factor is set up.');
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await page.getByRole('button', { name: 'I have kept them, continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // Shown once: the enrolment page has nothing more to show.
  await page.goto('/console/enrol');
  await expect(page).toHaveURL(/\/console$/);

  // Next time (another browser): password, then the app's code.
  const other = await browser.newPage();
  await signIn(other, email);
  await expect(other.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // A recovery code instead of the app's code works once.
  const third = await browser.newPage();
  await submitPassword(third, email);
  await third.getByLabel('Authenticator code').fill(codes[0]!.toUpperCase());
  await third.getByRole('button', { name: 'Continue' }).click();
  await expect(third.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // The inbox says a code was spent and how many are left (ten were issued), and what to do without the app.
  await expect(third.getByRole('status').filter({ hasText: 'recovery code' })).toHaveText(
    RECOVERY_CODE_USED(codes.length - 1),
  );
  const fourth = await browser.newPage();
  await submitPassword(fourth, email);
  await fourth.getByLabel('Authenticator code').fill(codes[0]!);
  await fourth.getByRole('button', { name: 'Continue' }).click();
  await expect(fourth.locator('form [role="alert"]')).toContainText('That code is not right or was already used');
  await Promise.all([other.close(), third.close(), fourth.close()]);
});

test('a code is accepted once: the same code replayed from another browser is refused', async ({ page, browser }) => {
  const email = newOperator('admin');
  await submitPassword(page, email);
  const code = await freshCode(email);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  const attacker = await browser.newContext();
  const replay = await attacker.newPage();
  await submitPassword(replay, email);
  await expect(replay.getByText(`Password accepted for ${email}`)).toBeVisible();
  await replay.getByLabel('Authenticator code').fill(code);
  await replay.getByRole('button', { name: 'Continue' }).click();
  await expect(replay.locator('form [role="alert"]')).toContainText('That code is not right or was already used');
  await expect(replay.getByLabel('Authenticator code')).toBeFocused();
  const response = await replay.request.get('/console', { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  await attacker.close();

  // The audit log has the password step, the sign-in and the refused code.
  await page.goto(`/console/audit?actor=${encodeURIComponent(email)}`);
  // In words, each with the code the filter takes beside it.
  await expect(
    page.getByRole('cell', { name: /^Password accepted; second factor asked\s*login\.password$/ }).first(),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Signed in\s*login\.success$/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Sign-in refused\s*login\.refused$/ }).first()).toBeVisible();
});

test('the code step and the enrolment page have no axe violations in the dark theme', async ({ page }) => {
  await useDarkTheme(page);
  const email = newOperator('agent');
  await submitPassword(page, email);
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
  await expectNoAxeViolations(page, '/console/login code step (dark)');
  await page.getByRole('button', { name: 'Sign in as someone else' }).click();
  const fresh = newOperator('agent', { secondFactor: false });
  await submitPassword(page, fresh, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeVisible();
  await expectNoAxeViolations(page, '/console/enrol (dark)');
});

test('without JavaScript, a new agent sets a password from the link and sets up the second factor', async ({
  browser,
}) => {
  // Both pages keep their address out of the Referer; with 'no-referrer' their forms were posted
  // with the Origin "null", which Next.js refuses: a 500 in place of each step.
  const email = `no-script-${process.pid}-${Date.now()}@example.com`;
  const link = /\/console\/set-password\?token=\S+/.exec(operatorCommand(['add', email, '--role', 'agent']))?.[0];
  expect(link).toBeTruthy();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(link!);
    await page.getByLabel('New password (at least 12 characters)').fill(PASSWORD);
    await page.getByLabel('Repeat the password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible();

    await submitPassword(page, email);
    await expect(page).toHaveURL(/\/console\/enrol$/);
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    const confirmedAt = Date.now();
    await page.getByLabel('Code from the app').fill(totpCode(secret, confirmedAt));
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    rememberSecret(email, secret, confirmedAt);
    await expect(page.getByRole('status')).toHaveText('Your second factor is set up.');
    await page.getByRole('button', { name: 'I have kept them, continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  } finally {
    await context.close();
  }
});
