import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from './chromium';

export { MAIN_BUILD_ENV } from './main-build';

interface Suite {
  testDir: string;
  port: number;
  /** Where the JSON results go (scripts/run-tests.mjs reads them). */
  resultsFile: string;
  /** Extra settings for the server under test (e.g. analytics ids, in its own build folder). */
  serverEnv?: Record<string, string>;
}

/** The browser-test configuration: Debian's Chromium against the production build of the site. */
export function browserTestConfig({ testDir, port, resultsFile, serverEnv = {} }: Suite) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  // Each run gets an empty data folder, so tests see only what they create. Playwright loads this
  // config again in every worker: workers inherit the folder chosen by the main process.
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'im-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;

  return defineConfig({
    testDir,
    fullyParallel: true,
    workers: process.env.CI ? 2 : undefined,
    retries: 0,
    timeout: 30_000,
    expect: { timeout: 7_000 },
    reporter: [['list'], ['json', { outputFile: resultsFile }]],
    use: {
      baseURL: `http://localhost:${port}`,
      browserName: 'chromium',
      launchOptions: { executablePath, args: CHROMIUM_ARGS },
      trace: 'retain-on-failure',
    },
    // The production build, as visitors get it (built first when the sources changed).
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
        // Playwright fills a form faster than a person can; the fill-time check is covered by the unit tests.
        FORM_MIN_FILL_MS: '0',
        // Specs reuse one visitor address across many submissions; the daily confirmation limit has its database test.
        OUTBOX_CONFIRMATIONS_PER_DAY: '100',
        ...serverEnv,
      },
    },
  });
}
