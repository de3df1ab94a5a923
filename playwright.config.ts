import { browserTestConfig } from './tests/support/playwright-base';

export default browserTestConfig({
  testDir: './tests/e2e',
  port: Number(process.env.E2E_PORT ?? 3100),
  resultsFile: 'test-results/e2e.json',
});
