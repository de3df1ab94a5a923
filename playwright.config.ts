import { browserTestConfig } from './tests/support/playwright-base';

export default browserTestConfig({
  testDir: './tests/e2e',
  port: Number(process.env.E2E_PORT ?? 3100),
  resultsFile: 'test-results/e2e.json',
  // The default settings, except two agents (there are none by default): Alex without a calendar
  // (the call-back request) and Jordan with one.
  serverEnv: { AGENT_CALENDARS: 'alex,jordan=/embeds/calendar?agent=jordan' },
});
