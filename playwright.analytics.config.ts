import { browserTestConfig } from './tests/support/playwright-base';

// Analytics are baked into prerendered pages, so they are tested on a second build with ids
// configured, in its own build folder. scripts/run-tests.mjs runs this after the main suite.
export default browserTestConfig({
  testDir: './tests/e2e-analytics',
  port: Number(process.env.E2E_ANALYTICS_PORT ?? 3101),
  resultsFile: 'test-results/e2e-analytics.json',
  serverEnv: {
    NEXT_DIST_DIR: '.next-analytics',
    GA4_MEASUREMENT_ID: 'G-TEST1234',
    GTM_CONTAINER_ID: 'GTM-TEST12',
    META_PIXEL_ID: '1234567890',
  },
});
