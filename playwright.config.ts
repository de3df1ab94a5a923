import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './tests/support/chromium';

const executablePath = findChromium();
if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);

const port = Number(process.env.E2E_PORT ?? 3100);
// Each run gets an empty data folder, so tests see only what they create.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'im-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // The production build, as visitors get it (built first if the sources changed).
  webServer: {
    command: 'node scripts/build-if-needed.mjs && node server.mjs',
    url: `http://localhost:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      OUTBOX_POLL_MS: '200',
      OUTBOX_BASE_DELAY_MS: '200',
    },
  },
});
