import { browserTestConfig } from './tests/support/playwright-base';

export default browserTestConfig({
  testDir: './tests/e2e',
  port: Number(process.env.E2E_PORT ?? 3100),
  resultsFile: 'test-results/e2e.json',
  // The default settings, plus one agent (there are none by default) without a calendar, so the
  // agent pages exist and take call-back requests. Agents with calendars: the second build.
  // TRUST_PROXY: a test may play a visitor of its own with X-Forwarded-For (the rate-limit tests).
  serverEnv: { AGENT_CALENDARS: 'alex', TRUST_PROXY: '1' },
});
