// `npm test`: unit and API tests (Vitest), then browser tests (Playwright on Debian's Chromium,
// against the production build), then operations scripts (backup under load, nginx site, cluster,
// rolling restart). Ends with one plain line "N passed, N failed" over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from '../tests/support/chromium.ts';
import { MAIN_BUILD_ENV } from '../tests/support/main-build.ts';
import { writeSubmissionLists } from './submission-lists.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

if (!findChromium()) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The lists of submission types, as the sources declare them now (a type added since npm install).
try {
  writeSubmissionLists(root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
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
const browser = {
  passed: main.passed + analytics.passed + consoleSuite.passed,
  failed: main.failed + analytics.failed + consoleSuite.failed,
};
const playwrightStatus = main.status || analytics.status || consoleSuite.status;

// 3. Operations scripts on the same production build (the main suite's build-time settings, so
// the build is reused, decision 172). Each prints why when it is skipped.
// - A backup taken while claims are submitted restores with every acknowledged claim and its
//   documents (decision 151): one check, by its exit status.
// - tests/cluster/ (decision 130): the documented nginx site with a 5 MB claim (needs nginx), then
//   two servers on PostgreSQL and Redis behind nginx with 1,000 submissions, a SIGKILL and a
//   SIGTERM (needs all three); their checks, written to a results file, count in the totals.
// - tests/deploy/rolling-restart.mjs (decision 141): two production instances on one PostgreSQL
//   restarted one after the other with a changed phone number while both are polled (no 5xx at
//   any moment). Exit 3: not run (PostgreSQL unreachable), which it prints. Counts as one test.
function runStatusScript(label, args) {
  const status = run(process.execPath, args, MAIN_BUILD_ENV);
  return {
    passed: status === 0 ? 1 : 0,
    failed: status === 0 ? 0 : 1,
    status,
    line: `${label}: ${status === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`,
  };
}
function runDeploymentScript(label, script) {
  const status = run(process.execPath, [script], MAIN_BUILD_ENV);
  const skipped = status === 3;
  return {
    passed: status === 0 ? 1 : 0,
    failed: status === 0 || skipped ? 0 : 1,
    status: skipped ? 0 : status,
    line: `${label}: ${skipped ? 'not run (no PostgreSQL)' : status === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`,
  };
}
function runScript(label, script, resultsFile) {
  rmSync(resultsFile, { force: true });
  const status = run(process.execPath, [script], MAIN_BUILD_ENV);
  const result = readJson(resultsFile);
  if (!result) return { passed: 0, failed: 1, status, line: `${label}: no result written` };
  return {
    passed: result.passed,
    failed: result.failed + (status !== 0 && result.failed === 0 ? 1 : 0),
    status,
    line: `${label}: ${result.skipped ? result.reason : `${result.passed} passed, ${result.failed} failed`}`,
  };
}
const tsFlags = ['--experimental-transform-types', '--disable-warning=ExperimentalWarning'];
const operationRuns = [
  runStatusScript('Backup under load', [...tsFlags, 'scripts/test-backup-under-load.mjs']),
  runScript('nginx site', 'tests/cluster/nginx-site.mjs', path.join(resultsDir, 'nginx-site.json')),
  runScript('Cluster', 'tests/cluster/cluster.mjs', path.join(resultsDir, 'cluster.json')),
  runDeploymentScript('Rolling restart', 'tests/deploy/rolling-restart.mjs'),
];
const operations = {
  passed: operationRuns.reduce((sum, one) => sum + one.passed, 0),
  failed: operationRuns.reduce((sum, one) => sum + one.failed, 0),
  status: operationRuns.some((one) => one.status !== 0) ? 1 : 0,
};

console.log('');
console.log(`Unit and API tests: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`Browser tests: ${browser.passed} passed, ${browser.failed} failed`);
for (const one of operationRuns) console.log(one.line);
const failed = unit.failed + browser.failed + operations.failed;
console.log(`${unit.passed + browser.passed + operations.passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestStatus === 0 && playwrightStatus === 0 && operations.status === 0 ? 0 : 1);
