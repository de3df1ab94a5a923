import { browserTestConfig } from './tests/support/playwright-base';

// Analytics and the hosted embeds are baked into prerendered pages, so they are tested on a second
// build with them configured, in its own build folder (the main suite's build has the defaults:
// no analytics, the built-in assessment and call-back forms). scripts/run-tests.mjs runs this
// after the main suite.
export default browserTestConfig({
  testDir: './tests/e2e-analytics',
  port: Number(process.env.E2E_ANALYTICS_PORT ?? 3101),
  resultsFile: 'test-results/e2e-analytics.json',
  serverEnv: {
    NEXT_DIST_DIR: '.next-analytics',
    GA4_MEASUREMENT_ID: 'G-TEST1234',
    GTM_CONTAINER_ID: 'GTM-TEST12',
    META_PIXEL_ID: '1234567890',
    // SURVEY_URL_REDDIT_DUPE stays unset: /prohealth-survey-reddit-dupe shows the built-in
    // assessment, whose journey to /thank-you/[token] the analytics privacy test follows.
    ...Object.fromEntries(
      ['MAIN', 'M2', 'M3', 'M4', 'AL', 'NON_USHA', 'TIKTOK', 'REDDIT'].map((key) => [
        `SURVEY_URL_${key}`,
        `/embeds/survey?variant=${key.toLowerCase().replace('_', '-')}`,
      ]),
    ),
    // The stand-ins play the hosted widgets, so this production build serves them.
    SERVE_EMBED_STAND_INS: 'true',
    ASSESSMENT_FORM_URL: '/embeds/assessment-form',
    FORM_EMBED_SCRIPT_URL: '/embeds/form-embed.js',
    BOOKING_WIDGET_URL: '/embeds/booking',
    AGENT_CALENDARS: 'alex=/embeds/calendar?agent=alex,jordan=/embeds/calendar?agent=jordan',
  },
});
