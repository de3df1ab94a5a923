// The performance suite of issue 13 in one run (`npm run bench`), on the production build:
//   1. Lighthouse, mobile preset, on a public host name over https (bench/tls-front.mjs): a bare
//      Next.js page first (bench/floor.mjs, the machine's floor in the same hour), then every
//      visitor page (bench/visitor-paths.mjs) and a results page, medians of three runs
//      (BENCH_LIGHTHOUSE_RUNS), through bench/lighthouse.mjs
//   2. compressed JavaScript and whole-page weight per page on a public host over https
//      (bench/js-weight.mjs)
//   3. autocannon, 50 connections: a raw Node http server (the ceiling, measured in the same run),
//      GET /, /news, /api/comments/{url}, /api/health and POST /api/business-inquiry, each with its
//      ratio to the ceiling and its p99
//   4. resident memory (RSS) of the server idle, after the load, 10 s and 30 s later, on PGlite and,
//      when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL, on PostgreSQL too
//
// Settings: BENCH_PORT (first of three ports, default 4700), BENCH_SECONDS (per route, default 10),
// BENCH_CONNECTIONS (default 50), BENCH_SKIP=build,lighthouse,js,load,postgres to leave parts out,
// NEXT_DIST_DIR (the build to measure; built first when missing or stale, as `npm start` does),
// BENCH_SERVER (another server script, e.g. an older server.mjs kept to compare against).
// On PostgreSQL the run uses a database of its own, created and dropped by it.
// Never run as a test: the figures depend on the machine (decision 163 records them).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { floorRow } from './floor.mjs';
import { measureJsWeight } from './js-weight.mjs';
import { lighthouseTable } from './lighthouse.mjs';
import { startTlsFront } from './tls-front.mjs';
import { VISITOR_PATHS } from './visitor-paths.mjs';

const root = path.resolve(import.meta.dirname, '..');
const basePort = Number(process.env.BENCH_PORT ?? 4700);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '';
const ARTICLE = 'https://www.healthcare.gov/quick-guide/dates-and-deadlines/';

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startSite(port, databaseUrl = '') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'im-bench-'));
  const child = spawn(process.execPath, [process.env.BENCH_SERVER ?? 'server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // Each request of the load gets its own client address (X-Forwarded-For), so the per-IP
      // limits stay as in production; the fill-time check is for people, not for a load test.
      TRUST_PROXY: 'true',
      FORM_MIN_FILL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/health`);
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

const INQUIRY = JSON.stringify({
  companyName: 'Bench Co',
  contactName: 'Bench Person',
  email: 'bench@example.com',
  phone: '(305) 555-0134',
  employeeCount: '6-10',
  state: 'Florida',
  zipCode: '33101',
  subsidizePlans: 'yes',
  additionalDetails: 'Load test inquiry.',
  consent: true,
});

/** The raw Node http ceiling: a server answering a fixed small body, in this run, on this machine. */
async function rawCeiling(port) {
  const body = Buffer.from('ok');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    const result = await cannon({ url: `http://127.0.0.1:${port}/` });
    return result.requests.average;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function load(site, ceiling) {
  const base = site.baseUrl;
  // Warm every route once and give the article a few comments.
  for (let i = 0; i < 3; i += 1) {
    await fetch(`${base}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({
        authorName: `Bench ${i}`,
        content: `Benchmark comment number ${i}.`,
        blogPostUrl: ARTICLE,
      }),
    });
  }
  const compressed = { 'accept-encoding': 'br, gzip' };
  const routes = [
    ['GET /', { url: `${base}/`, headers: compressed }],
    ['GET /news', { url: `${base}/news`, headers: compressed }],
    ['GET /api/comments/{url}', { url: `${base}/api/comments/${encodeURIComponent(ARTICLE)}`, headers: compressed }],
    ['GET /api/health', { url: `${base}/api/health` }],
    [
      'POST /api/business-inquiry',
      {
        url: base,
        requests: [
          {
            method: 'POST',
            path: '/api/business-inquiry',
            body: INQUIRY,
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
            }),
          },
        ],
      },
    ],
  ];
  const rows = [];
  for (const [title, options] of routes) {
    if (options.url.startsWith(base) && !options.requests) await fetch(options.url, { headers: options.headers });
    const result = await cannon(options);
    rows.push({
      route: title,
      'req/s': Math.round(result.requests.average),
      'ratio to raw Node': `${((result.requests.average / ceiling) * 100).toFixed(1)}%`,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx/errors': result.non2xx + result.errors + result.timeouts,
    });
  }
  return rows;
}

/**
 * Lighthouse's mobile preset on the public host name, over https as visitors come (bench/tls-front.mjs):
 * every visitor page and a results page, the median of BENCH_LIGHTHOUSE_RUNS runs each (default 3).
 */
async function lighthouseRows(site, resultsPath) {
  const port = Number(new URL(site.baseUrl).port);
  const front = await startTlsFront({ port: port + 44, targetPort: port });
  try {
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    return await lighthouseTable(front.origin, [...VISITOR_PATHS, resultsPath], { runs });
  } finally {
    await front.stop();
  }
}

async function memoryAndLoad(label, databaseUrl, port, ceiling, withLoad) {
  const site = await startSite(port, databaseUrl);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = rssMb(site.pid);
    const rows = withLoad ? await load(site, ceiling) : [];
    const afterLoad = rssMb(site.pid);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const tenSeconds = rssMb(site.pid);
    // V8 gives a load's garbage back once the process has been quiet a while (its memory reducer).
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const settled = rssMb(site.pid);
    return {
      rows,
      memory: {
        database: label,
        'RSS idle MB': idle,
        'RSS after load MB': afterLoad,
        'RSS 10 s later MB': tenSeconds,
        'RSS 30 s later MB': settled,
      },
    };
  } finally {
    await site.stop();
  }
}

async function main() {
  if (!skip.has('build')) {
    const built = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The build failed');
  }
  console.log(
    `bench: ${connections} connections, ${seconds} s per route, build ${process.env.NEXT_DIST_DIR || '.next'}`,
  );

  if (!skip.has('lighthouse') || !skip.has('js')) {
    const site = await startSite(basePort);
    try {
      if (!skip.has('js')) {
        console.log('\nCompressed JavaScript per page (public host, first visit):');
        console.table(await measureJsWeight(site.baseUrl, VISITOR_PATHS));
      }
      if (!skip.has('lighthouse')) {
        const page = await fetch(`${site.baseUrl}/api/insurance/options`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            state: 'PA',
            zipCode: '19103',
            dwellingCoverage: 360000,
            squareFeet: 2100,
            yearBuilt: 2005,
            construction: 'frame',
            roofAge: 10,
            claimsLastFiveYears: 0,
            preferredDeductible: 3000,
            fullName: 'Bench Visitor',
            email: 'bench@example.com',
            phone: '(215) 555-0134',
            consent: true,
          }),
        });
        const { assessmentId } = await page.json();
        // The machine's floor first: a round's figures are read against it (decision 176).
        console.log('\nLighthouse on a bare Next.js page (bench/floor.mjs), the floor of this machine now:');
        console.table([await floorRow({ runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) })]);
        console.log('\nLighthouse, mobile preset, public host:');
        console.table(await lighthouseRows(site, `/results/${assessmentId}`));
      }
    } finally {
      await site.stop();
    }
  }

  const ceiling = skip.has('load') ? 0 : await rawCeiling(basePort + 2);
  if (ceiling) console.log(`\nRaw Node http ceiling (same run): ${Math.round(ceiling)} req/s`);
  const memory = [];
  const pglite = await memoryAndLoad('PGlite', '', basePort + 1, ceiling, !skip.has('load'));
  if (pglite.rows.length) {
    console.log('\nThroughput on PGlite:');
    console.table(pglite.rows);
  }
  memory.push(pglite.memory);
  if (postgresUrl && !skip.has('postgres')) {
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    const name = `im_bench_${process.pid}`;
    await admin.unsafe(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    let pg;
    try {
      pg = await memoryAndLoad('PostgreSQL', url.toString(), basePort + 1, ceiling, !skip.has('load'));
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    if (pg.rows.length) {
      console.log('\nThroughput on PostgreSQL:');
      console.table(pg.rows);
    }
    memory.push(pg.memory);
  } else if (!postgresUrl) {
    console.log(
      '\nPostgreSQL not measured: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
    );
  }
  console.log('\nServer memory:');
  console.table(memory);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
