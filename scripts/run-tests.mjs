// `npm test`: unit and API tests (Vitest), then browser tests (Playwright on Debian's Chromium,
// against the production build), then the rolling-restart deployment test. Ends with one plain
// line "N passed, N failed" over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from '../tests/support/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

if (!findChromium()) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// 1. Unit and API tests
const vitestJson = path.join(resultsDir, 'vitest.json');
const vitestStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);
const vitest = readJson(vitestJson);
const unit = {
  passed: vitest?.numPassedTests ?? 0,
  failed: vitest ? vitest.numFailedTests + (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0) : 1,
};

// 2. Browser tests (each web server builds the site first when needed): the main suite, the
// analytics suite on a second build with analytics ids configured, then the console suite.
function runPlaywright(args, resultsFile) {
  const status = run(bin('playwright'), ['test', ...args]);
  const stats = existsSync(resultsFile) ? readJson(resultsFile)?.stats : null;
  return {
    status,
    passed: stats ? stats.expected + stats.flaky : 0,
    failed: stats ? stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0) : 1,
  };
}
const main = runPlaywright([], path.join(resultsDir, 'e2e.json'));
const analytics = runPlaywright(['-c', 'playwright.analytics.config.ts'], path.join(resultsDir, 'e2e-analytics.json'));
// The operator console on its own server of the main build (its outbox talks to a test SMTP port).
const consoleSuite = runPlaywright(['-c', 'playwright.console.config.ts'], path.join(resultsDir, 'e2e-console.json'));
const browser = { passed: main.passed + analytics.passed + consoleSuite.passed, failed: main.failed + analytics.failed + consoleSuite.failed };
const playwrightStatus = main.status || analytics.status || consoleSuite.status;

// 3. Deployment: two production instances on one PostgreSQL restarted one after the other with a
// changed phone number while both are polled (no 5xx at any moment). Exit 3: not run (PostgreSQL
// unreachable), which it prints. Counts as one test.
const rolling = run(process.execPath, ['tests/deploy/rolling-restart.mjs']);
const deployment = { passed: rolling === 0 ? 1 : 0, failed: rolling === 0 || rolling === 3 ? 0 : 1 };

console.log('');
console.log(`Unit and API tests: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`Browser tests: ${browser.passed} passed, ${browser.failed} failed`);
console.log(`Deployment tests: ${deployment.passed} passed, ${deployment.failed} failed${rolling === 3 ? ' (rolling restart not run: no PostgreSQL)' : ''}`);
const failed = unit.failed + browser.failed + deployment.failed;
console.log(`${unit.passed + browser.passed + deployment.passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestStatus === 0 && playwrightStatus === 0 ? 0 : 1);
