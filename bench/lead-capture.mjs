// Load test of lead capture on the production build (docs/decisions/041, 042):
//   1. POST /api/business-inquiry (JSON), autocannon
//   2. POST /api/claims with one 1 MB PDF, autocannon
//   3. peak server memory (RSS) while 20 claims with a 10 MB file each upload at once
// Usage: npm run build && node bench/lead-capture.mjs [--port 3120] [--seconds 10]
// It starts its own server (TRUST_PROXY=true, an empty temporary DATA_DIR) and gives every
// request its own X-Forwarded-For, so the per-IP rate limits stay as they are in production.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.BENCH_PORT ?? 3120));
const seconds = Number(option('seconds', 10));
const connections = Number(option('connections', 10));
const base = `http://127.0.0.1:${port}`;
// --memory-only: just the 20 x 10 MB upload, on a fresh server (a cleaner baseline).
const memoryOnly = args.includes('--memory-only');
// How many 10 MB claims upload at once (20 by default, as the issue asks).
const concurrent = Number(option('concurrent', 20));
const root = path.resolve(import.meta.dirname, '..');

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

const MB = 1024 * 1024;
/** A PDF-looking file of `size` bytes (the server checks the magic bytes and streams the rest). */
function pdfOf(size) {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
  const tail = Buffer.from('\ntrailer\n<<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x41), tail]);
}

const boundary = '----bench-boundary-7MA4YWxkTrZu0gW';
function claimBody(fileBytes) {
  const fields = {
    firstName: 'Bench',
    lastName: 'Claimant',
    email: 'bench@example.com',
    phone: '(305) 555-0134',
    claimType: 'health',
    urgency: 'medium',
    description: 'Load test claim with one attached document.',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file_0"; filename="bill.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    fileBytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

async function startServer(dataDir) {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      const line = {
        title,
        requestsPerSecond: Math.round(result.requests.average),
        latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
        throughputMBps: Number((result.throughput.average / MB).toFixed(1)),
        total: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      };
      console.log(JSON.stringify(line));
      resolve(line);
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'im-bench-'));
const server = await startServer(dataDir);
const results = {};
try {
  const inquiry = JSON.stringify({
    companyName: 'Bench Co',
    contactName: 'Bench Person',
    email: 'bench@example.com',
    phone: '(512) 555-0100',
    employeeCount: '11-25',
    state: 'Texas',
    zipCode: '78701',
    subsidizePlans: 'yes',
  });
  if (!memoryOnly)
    results.businessInquiry = await run('POST /api/business-inquiry', {
      method: 'POST',
      requests: [
        {
          method: 'POST',
          path: '/api/business-inquiry',
          body: inquiry,
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
          }),
        },
      ],
    });

  const oneMbClaim = claimBody(pdfOf(1 * MB));
  if (!memoryOnly)
    results.claimOneMb = await run('POST /api/claims (one 1 MB file)', {
      requests: [
        {
          method: 'POST',
          path: '/api/claims',
          body: oneMbClaim,
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': nextIp() },
          }),
        },
      ],
    });

  // Peak memory: reset the kernel's high-water mark, then 20 claims of 10 MB at once.
  const before = memoryOf(server.pid);
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: VmHWM then is the peak since start, still an upper bound.
  }
  const tenMbClaim = claimBody(pdfOf(10 * MB - 4096));
  let sampledPeak = 0;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(server.pid).rssMb);
  }, 20);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: concurrent }, () =>
      fetch(`${base}/api/claims`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': nextIp() },
        body: tenMbClaim,
      }).then((response) => response.status),
    ),
  );
  const seconds20 = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(server.pid);
  results.twentyTenMbClaims = {
    statuses: Object.fromEntries(
      [...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]),
    ),
    seconds: Number(seconds20.toFixed(2)),
    rssBeforeMb: Math.round(before.rssMb),
    peakRssMb: Math.round(Math.max(after.peakMb, sampledPeak)),
    rssAfterMb: Math.round(after.rssMb),
    uploadedMb: concurrent * 10,
  };
  console.log(JSON.stringify({ title: `${concurrent} claims x 10 MB at once`, ...results.twentyTenMbClaims }));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
