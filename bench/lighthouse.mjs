// Lighthouse (mobile, the default form factor and throttling) on the production build.
//
//   npm run bench:lighthouse                 # builds if needed, starts `node server.mjs` on a free port;
//                                            # every visitor page (bench/visitor-paths.mjs)
//   npm run bench:lighthouse -- / /contact   # other paths
//   BENCH_URL=https://staging.example npm run bench:lighthouse
//   npm run bench:lighthouse -- --runs=3 /news   # median of three runs per page (a shared machine is noisy)
//   npm run bench:lighthouse -- --trace /        # also save a Chromium performance trace per page and run
//
// With --trace Lighthouse applies its mobile throttling to the browser (throttlingMethod 'devtools':
// 4x CPU slowdown, slow 4G) instead of simulating it afterwards, so the saved trace
// (bench/results/trace-<page>-<run>.json) shows the throttled main thread; bench/trace-summary.mjs
// breaks it down per category, and the table gets those columns (medians over the runs). Scores and
// TBT from such runs are the applied-throttling ones: compare them with each other, not with a
// simulated run's. BENCH_PORT (and the next port) puts the local server and its https front on
// fixed ports instead of free ones.
//
// Prints the four category scores and the JavaScript transferred (compressed bytes) per page,
// and writes the full JSON reports to bench/results/. Never run as a test: numbers vary by machine.
// The local server is measured on a public host name over https, as visitors reach it
// (bench/tls-front.mjs): on localhost the developer page map loads, and on plain http a browser
// gets no brotli and ignores Cross-Origin-Opener-Policy.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_BROWSER_ARGS, startTlsFront } from './tls-front.mjs';
import { CATEGORIES, median, medianSummary, summariseTrace } from './trace-summary.mjs';
import { VISITOR_PATHS } from './visitor-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 1);
const withTrace = process.argv.includes('--trace');
const fixedPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  ...BENCH_BROWSER_ARGS,
];

/** A port nothing listens on now (also for bench/floor.mjs). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s`);
}

async function startServer() {
  const built = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The build failed');
  const port = fixedPort || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'im-bench-'));
  const server = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const front = await startTlsFront({ port: fixedPort ? fixedPort + 1 : await freePort(), targetPort: port });
  return {
    baseUrl: front.origin,
    stop: async () => {
      await front.stop();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Lighthouse on each page of a running site, `runs` times: the medians per page (runs that did not
 * load or settle are left out and said). Also used by bench/run.mjs (`npm run bench`).
 */
export async function lighthouseTable(baseUrl, pagePaths, { runs = 1, withTrace = false } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const rows = [];
  try {
    for (const pagePath of pagePaths) {
      const url = `${baseUrl}${pagePath}`;
      const name =
        pagePath === '/'
          ? 'home'
          : pagePath.startsWith('/results/')
            ? 'results'
            : pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error' };
        const result = await lighthouse(url, withTrace ? { ...flags, throttlingMethod: 'devtools' } : flags);
        const { lhr } = result;
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        const jsBytes = requests
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
        const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
        const unmeasured = lhr.runtimeError ?? lhr.audits['total-blocking-time']?.errorMessage;
        if (unmeasured || lhr.categories.performance?.score == null) {
          // A page that did not load or settle in time (NO_TTI_CPU_IDLE_PERIOD on a busy machine): say so,
          // and leave the run out of the medians.
          console.log(
            `${pagePath} run ${run}: not measured: ${lhr.runtimeError?.code ?? unmeasured ?? 'no performance score'}`,
          );
          continue;
        }
        const trace = withTrace ? result.artifacts.Trace : null;
        measured.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          jsBytes,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          summary: trace ? summariseTrace(trace) : null,
        });
        const failing = Object.values(lhr.audits).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        );
        if (failing.length) console.log(`${pagePath}: failing audits: ${failing.map((audit) => audit.id).join(', ')}`);
        const suffix = runs > 1 ? `-${run}` : '';
        writeFileSync(path.join(resultsDir, `lighthouse-${name}${suffix}.json`), result.report);
        if (trace) writeFileSync(path.join(resultsDir, `trace-${name}${suffix}.json`), JSON.stringify(trace));
      }
      if (!measured.length) {
        rows.push({ path: pagePath, performance: 'no run loaded' });
        continue;
      }
      const pick = (key) => median(measured.map((item) => item[key]));
      const row = {
        path: pagePath,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        'JS (compressed)': kb(pick('jsBytes')),
        LCP: `${(pick('lcp') / 1000).toFixed(1)} s`,
        TBT: `${Math.round(pick('tbt'))} ms`,
        CLS: pick('cls').toFixed(3),
      };
      if (withTrace) {
        const summary = medianSummary(measured.map((item) => item.summary));
        row['main thread ms'] = Math.round(summary.total);
        for (const [id, label] of Object.entries(CATEGORIES)) row[label] = Math.round(summary.byCategory[id]);
        for (const [kind, { count, blockingMs }] of Object.entries(summary.longTasks))
          row[`long: ${kind}`] = `${count} / ${Math.round(blockingMs)} ms`;
      }
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function main() {
  const target = process.env.BENCH_URL
    ? { baseUrl: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
    : await startServer();
  try {
    console.table(await lighthouseTable(target.baseUrl, paths.length ? paths : VISITOR_PATHS, { runs, withTrace }));
  } finally {
    await target.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
