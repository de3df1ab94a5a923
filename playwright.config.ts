import { browserTestConfig, MAIN_BUILD_ENV } from './tests/support/playwright-base';

export default browserTestConfig({
  testDir: './tests/e2e',
  port: Number(process.env.E2E_PORT ?? 3100),
  resultsFile: 'test-results/e2e.json',
  // TRUST_PROXY: a test may play a visitor of its own with X-Forwarded-For (the rate-limit tests).
  serverEnv: { ...MAIN_BUILD_ENV, TRUST_PROXY: '1' },
});
