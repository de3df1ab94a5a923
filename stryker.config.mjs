// Mutation testing of the pure modules (decision 170). Run through `npm run bench:mutation`, which
// runs Stryker once per module (`--mutate <file>`) and prints each module's score; this file holds
// what every run shares. The machine is shared, so at most two test-runner processes.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Remembers killed and surviving mutants between runs, so a rerun only tests what changed.
  incremental: true,
  incrementalFile: process.env.MUTATION_INCREMENTAL_FILE ?? 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: process.env.MUTATION_REPORT_FILE ?? 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // Build output, data folders and test reports are not needed to run the unit tests.
  ignorePatterns: [
    '.next',
    '.next-analytics',
    '.next-builds',
    '.next-*',
    'data',
    'test-results',
    'playwright-report',
    'bench/results',
    'reports',
  ],
  cleanTempDir: 'always',
  // A mutant that makes a test loop forever is a timeout (counted as detected); 10 s leaves room for a loaded machine.
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 80, break: null },
};

export default config;
