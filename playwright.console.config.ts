import { browserTestConfig, MAIN_BUILD_ENV } from './tests/support/playwright-base';

// The operator console's browser tests run against their own server of the main suite's build: its outbox
// sends to a local SMTP port that the tests open and close, and gives up after one try, so a
// test can make a message dead and then watch "Retry now" deliver it.
export const CONSOLE_SMTP_PORT = Number(process.env.E2E_CONSOLE_SMTP_PORT ?? 3103);
/**
 * The CRM webhook goes to this local port, where the opt-out journey listens (otherwise a hook fails once and is dead).
 */
export const CONSOLE_CRM_PORT = Number(process.env.E2E_CONSOLE_CRM_PORT ?? 3104);
export const CONSOLE_CRM_SECRET = 'console-suite-webhook-secret';

/** Tests that move the console server's clock (CONSOLE_TEST_CLOCK, decision 113): every session ages with it. */
const CLOCK_SPECS = /clock\.spec\.ts$/;

const config = {
  ...browserTestConfig({
    testDir: './tests/e2e-console',
    port: Number(process.env.E2E_CONSOLE_PORT ?? 3102),
    resultsFile: 'test-results/e2e-console.json',
    serverEnv: {
      // The main suite's build settings, so its build is reused (nothing of the console is prerendered).
      ...MAIN_BUILD_ENV,
      SMTP_URL: `smtp://127.0.0.1:${CONSOLE_SMTP_PORT}`,
      CRM_WEBHOOK_URL: `http://127.0.0.1:${CONSOLE_CRM_PORT}/hooks/insurancematch`,
      CRM_WEBHOOK_SECRET: CONSOLE_CRM_SECRET,
      OUTBOX_MAX_ATTEMPTS: '1',
      CONSOLE_TEST_CLOCK: 'true',
    },
  }),
  // Moving the server's clock would sign out the other tests' operators mid-test: the clock tests
  // run alone, after the rest (`--no-deps` runs them by themselves).
  projects: [
    { name: 'console', testIgnore: CLOCK_SPECS },
    { name: 'console-clock', testMatch: CLOCK_SPECS, dependencies: ['console'] },
  ],
};

export default config;
