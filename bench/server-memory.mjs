// Measures the server's resident memory after start-up, on PGlite (default) or on PostgreSQL
// (BENCH_DATABASE_URL=postgres://...): starts the production build, waits for /api/health,
// requests a few pages, and prints RSS. Run with `npm run bench:memory`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
// BENCH_DATA_DIR reuses a data folder: the second start shows PGlite reopening, not creating, its database.
const keepDataDir = Boolean(process.env.BENCH_DATA_DIR);
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'im-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const paths = (process.env.BENCH_PATHS ?? '/,/news,/contact,/api/health').split(',');

const server = spawn(process.execPath, ['server.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not become healthy');
}

try {
  await waitForHealth();
  const afterStart = rssMb(server.pid);
  for (const p of paths) await (await fetch(`http://127.0.0.1:${port}${p}`)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const afterRequests = rssMb(server.pid);
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`RSS after start (health answered): ${afterStart} MB`);
  console.log(`RSS after requesting ${paths.join(' ')}: ${afterRequests} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
}
