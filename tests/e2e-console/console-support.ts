import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { totpCode, totpStep } from '@/lib/totp';
import { expect } from '../e2e/fixtures';

export const PASSWORD = 'violet-harbor-canteen-42';

/**
 * Runs `npm run operator -- ...` against the running test server's data folder (through its socket), or another
 * server's.
 */
export function operatorCommand(args: string[], input = '', dataDir = process.env.E2E_DATA_DIR ?? ''): string {
  return execFileSync(
    process.execPath,
    [
      '--experimental-transform-types',
      '--disable-warning=ExperimentalWarning',
      path.join(process.cwd(), 'scripts/operator.mjs'),
      ...args,
    ],
    {
      input,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
}

/** The TOTP secret of each account this worker enrolled, and the last time step it used (each code works once). */
const secrets = new Map<string, string>();
const lastSteps = new Map<string, number>();

/** Sets up the account's second factor with the command, as an administrator would; returns the secret. */
export function enrolWithCommand(email: string, dataDir?: string): string {
  const output = operatorCommand(['totp', email], '', dataDir);
  const secret = /secret: ([A-Z2-7]+)/.exec(output)?.[1];
  expect(secret, output).toBeTruthy();
  secrets.set(email, secret!);
  lastSteps.delete(email);
  return secret!;
}

/** Remembers a secret set up in the browser (the enrolment page), with the step its confirming code used. */
export function rememberSecret(email: string, secret: string, usedAt = Date.now()) {
  secrets.set(email, secret);
  lastSteps.set(email, totpStep(usedAt));
}

/**
 * A code the server has not seen yet for this account, as the authenticator app would show it:
 * the current step's, or the next one's (the server accepts a step either side) when the current
 * one was used; otherwise it waits for the clock to reach a new step.
 */
export async function freshCode(email: string): Promise<string> {
  const secret = secrets.get(email);
  if (!secret) throw new Error(`no second factor known for ${email}`);
  const last = lastSteps.get(email) ?? -1;
  await expect.poll(() => totpStep(Date.now()) + 1 > last, { timeout: 65_000, intervals: [1000] }).toBe(true);
  const now = Date.now();
  const at = totpStep(now) > last ? now : now + 30_000;
  lastSteps.set(email, totpStep(at));
  return totpCode(secret, at);
}

let counter = 0;
/**
 * A fresh account (each test its own, so throttling and sessions do not interfere), with a second
 * factor unless told otherwise; `dataDir`: a server of the test's own (tests/e2e/own-server.ts).
 */
export function newOperator(
  role: 'admin' | 'agent',
  { secondFactor = true, dataDir }: { secondFactor?: boolean; dataDir?: string } = {},
): string {
  counter += 1;
  const email = `${role}-${process.pid}-${counter}-${Date.now()}@example.com`;
  expect(operatorCommand(['add', email, '--role', role], `${PASSWORD}\n`, dataDir)).toContain(
    `Added ${email} (${role}).`,
  );
  if (secondFactor) enrolWithCommand(email, dataDir);
  return email;
}

/** The password step only. */
export async function submitPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto('/console/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as a person would: password, then (for an account with a second factor) the app's code. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await submitPassword(page, email, password);
  if (password !== PASSWORD || !secrets.has(email)) return;
  const codeField = page.getByLabel('Authenticator code');
  const refused = page.locator('form [role="alert"]');
  await expect(codeField.or(refused)).toBeVisible();
  if (!(await codeField.isVisible())) return;
  await codeField.fill(await freshCode(email));
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** `dataDir`: a server of the test's own (tests/e2e/own-server.ts) instead of the suite's. */
export async function signedInAs(page: Page, role: 'admin' | 'agent', dataDir?: string): Promise<string> {
  const email = newOperator(role, { dataDir });
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  return email;
}
