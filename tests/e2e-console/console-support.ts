import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../e2e/fixtures';

export const PASSWORD = 'violet-harbor-canteen-42';

/** Runs `npm run operator -- ...` against the running test server's data folder (through its socket), or another server's. */
export function operatorCommand(args: string[], input = '', dataDir = process.env.E2E_DATA_DIR ?? ''): string {
  return execFileSync(process.execPath, ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', path.join(process.cwd(), 'scripts/operator.mjs'), ...args], {
    input,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

let counter = 0;
/** A fresh account (each test its own, so throttling and sessions do not interfere). */
export function newOperator(role: 'admin' | 'agent', dataDir?: string): string {
  counter += 1;
  const email = `${role}-${process.pid}-${counter}-${Date.now()}@example.com`;
  expect(operatorCommand(['add', email, '--role', role], `${PASSWORD}\n`, dataDir)).toContain(`Added ${email} (${role}).`);
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/console/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** `dataDir`: a server of the test's own (tests/e2e/own-server.ts) instead of the suite's. */
export async function signedInAs(page: Page, role: 'admin' | 'agent', dataDir?: string): Promise<string> {
  const email = newOperator(role, dataDir);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  return email;
}
