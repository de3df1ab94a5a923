// Ten parallel 25 MB claim posts, the way issue 16 sent them, against the production build: to
// POST /api/claims (the form with JavaScript), to POST /api/claims/form (the form without it; both
// streamed by our reader), and to the /claims page itself (a server action post, which Next.js
// would read whole: refused before it does). While they run, the server's resident
// memory is sampled every 100 ms and /api/health is timed every 250 ms. Pass: under 600 MB
// resident and every health answer under one second (decision 103).
//
//   npm run build && node bench/hostile-uploads.mjs      (BENCH_PORT, default 4301)
//
// Each post comes from its own address (TRUST_PROXY=1 and a distinct X-Forwarded-For), so the
// per-client limits do not simply refuse nine of them: the worst case for memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4301);
const base = `http://127.0.0.1:${port}`;
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 10);
const MB = 1024 * 1024;
const RSS_LIMIT_MB = 600;
const HEALTH_LIMIT_MS = 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'h-hostile-bench-'));

const server = spawn(process.execPath, ['server.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    FORM_MIN_FILL_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

function rssMb() {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

async function waitForHealth() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

/** A PDF-looking document of `size` bytes (type detection needs the header; the end marker closes it). */
function document(size) {
  const head = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

const BOUNDARY = '----hostileBench16';
function multipart(fields, files) {
  const parts = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, filename, bytes] of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const CLAIM = [
  ['firstName', 'Bench'],
  ['lastName', 'Upload'],
  ['email', 'bench@example.com'],
  ['phone', '(305) 555-0134'],
  ['claimType', 'health'],
  ['urgency', 'medium'],
  ['description', 'Load test of the upload path.'],
  ['consent', 'on'],
];
// 10 + 10 + 4.9 MB: each file within the 10 MB limit, the claim just under 25 MB.
const FILES = [document(10 * MB), document(10 * MB), document(Math.floor(4.9 * MB))];

function post(target, body, index, extraHeaders = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(`${base}${target}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': body.length,
        'x-forwarded-for': `198.18.${index >> 8}.${index & 255}`,
        accept: 'text/html',
        ...extraHeaders,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: Math.round(performance.now() - started) }));
    });
    req.on('error', (error) =>
      resolve({ status: `error ${error.code ?? error.message}`, ms: Math.round(performance.now() - started) }),
    );
    req.end(body);
  });
}

async function round(label, expectedStatus, send) {
  let peak = rssMb();
  const health = [];
  let running = true;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        health.push(performance.now() - started);
      } catch {
        health.push(Infinity);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const results = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => send(index)));
  running = false;
  await prober;
  clearInterval(sampler);
  health.sort((a, b) => a - b);
  const maxHealth = Math.round(health.at(-1) ?? 0);
  const statuses = results.map((result) => result.status).join(' ');
  console.log(`${label}: statuses ${statuses}; slowest post ${Math.max(...results.map((r) => r.ms))} ms`);
  console.log(
    `  peak RSS ${peak} MB (limit ${RSS_LIMIT_MB}); /api/health max ${maxHealth} ms, p95 ${Math.round(health[Math.floor(health.length * 0.95)] ?? 0)} ms over ${health.length} probes (limit ${HEALTH_LIMIT_MS})`,
  );
  const answered = results.every((result) => result.status === expectedStatus);
  if (!answered) console.log(`  expected ${expectedStatus} for every post`);
  return answered && peak < RSS_LIMIT_MB && maxHealth < HEALTH_LIMIT_MS;
}

let ok = false;
try {
  await waitForHealth();
  const apiBody = multipart(
    CLAIM,
    FILES.map((bytes, i) => [`file_${i}`, `bill-${i}.pdf`, bytes]),
  );
  console.log(
    `server up, RSS ${rssMb()} MB; ${PARALLEL} parallel posts of ${(apiBody.length / MB).toFixed(1)} MB each`,
  );
  const apiOk = await round('POST /api/claims (with JavaScript)', 201, (index) => post('/api/claims', apiBody, index));
  // The claim form without JavaScript posts the same files, under the file input's name, to its
  // own streaming endpoint (decision 103), and is answered 303 to the outcome page.
  const formBody = multipart(
    CLAIM,
    FILES.map((bytes, i) => ['files', `bill-${i}.pdf`, bytes]),
  );
  const formOk = await round('POST /api/claims/form (the claim form, JavaScript off)', 303, (index) =>
    post('/api/claims/form', formBody, 1000 + index, { origin: base }),
  );
  // What used to carry the files: a page post (server action) is now refused by its declared size.
  const pageOk = await round('POST /claims (a 25 MB page post)', 413, (index) =>
    post('/claims', formBody, 2000 + index, { origin: base }),
  );
  ok = apiOk && formOk && pageOk;
  console.log(ok ? 'PASS' : 'FAIL');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
