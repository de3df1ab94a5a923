// Never offline for a setting (issue 17, decision 141): two production instances of this project
// on one PostgreSQL; the support phone changes, and each instance is restarted after the other
// exactly as the deployment guide says (stop, `node scripts/build-if-needed.mjs`, `node server.mjs`)
// while both are polled without pause. Passes when no response at any moment was a 5xx, the
// instance not being restarted never refused or broke a connection, and both serve the new number
// afterwards (every response is counted and printed).
//
// Run by `npm test` (scripts/run-tests.mjs). Exit 0 passed, 1 failed, 3 not run (PostgreSQL
// unreachable: says so). Settings: TEST_POSTGRES_ADMIN_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), DEPLOY_TEST_PORT (default 3200; uses it and the next).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const root = path.resolve(import.meta.dirname, '..', '..');
const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const basePort = Number(process.env.DEPLOY_TEST_PORT || 3200);
const OLD_PHONE = '(202) 555-0142';
// A number of its own for each run, so the restart always builds while the other instance serves.
const NEW_PHONE = `(415) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;
const log = (message) => console.log(`[rolling restart] ${new Date().toISOString().slice(11, 19)} ${message}`);

const admin = postgres(adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
const database = `h_rolling_${Date.now()}_${process.pid}`;
try {
  await admin.unsafe(`create database ${database}`);
} catch (error) {
  log(`not run: PostgreSQL is not reachable at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${error.message}).`);
  await admin.end({ timeout: 1 }).catch(() => {});
  process.exit(3);
}
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;

const work = mkdtempSync(path.join(tmpdir(), 'h-deploy-rolling-'));
const fileKey = randomBytes(32).toString('base64');

function settings(port, phone) {
  const env = { ...process.env };
  // A real deployment's environment: none of the test runner's build-folder overrides.
  delete env.NEXT_DIST_DIR;
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl.href,
    DATA_DIR: path.join(work, `data-${port}`),
    FILE_ENCRYPTION_KEY: fileKey,
    LOG_LEVEL: 'warn',
    SUPPORT_PHONE: phone,
  };
}

const instances = [
  { name: 'A', port: basePort, child: null, restarting: false },
  { name: 'B', port: basePort + 1, child: null, restarting: false },
];

/**
 * `npm start` of the guide, in its two steps: build if needed (a fresh folder), then serve. The
 * build runs as a child this script awaits, never spawnSync: a blocked event loop would pause the
 * polling for the whole build (the restart would go unwatched) and would then send the next request
 * on a keep-alive connection the other instance had closed meanwhile, a broken connection made by
 * this script, not by the server.
 */
async function prepare(instance, phone) {
  log(`${instance.name}: build check with SUPPORT_PHONE=${phone}`);
  const child = spawn(process.execPath, ['scripts/build-if-needed.mjs'], {
    cwd: root,
    env: settings(instance.port, phone),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [status] = await once(child, 'exit');
  if (status !== 0) throw new Error(`build-if-needed failed for ${instance.name} (${status})`);
}

async function start(instance, phone) {
  const out = createWriteStream(path.join(work, `server-${instance.name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: settings(instance.port, phone),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  instance.child = child;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `${instance.name} exited with ${child.exitCode}: see ${path.join(work, `server-${instance.name}.log`)}`,
      );
    try {
      const response = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${instance.name} did not become healthy within 180 s`);
}

async function stop(instance) {
  const child = instance.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// Every response of both instances, counted; a page's own JavaScript is fetched from the same
// instance, as a browser does (the old failure: 500 on the JavaScript while the build was replaced).
const counts = { responses: 0, byStatus: {}, serverErrors: [], unanswered: [], slow: [], refusedWhileRestarting: 0 };
let polling = true;
async function poll(instance) {
  const paths = ['/contact', '/', '/claims', '/api/health'];
  let assets = [];
  for (let round = 0; polling; round += 1) {
    const target = round % 3 === 2 && assets.length > 0 ? assets[round % assets.length] : paths[round % paths.length];
    const restarting = instance.restarting;
    try {
      // A slow answer on a busy machine is not an outage: only no answer within three minutes is.
      const response = await fetch(`http://127.0.0.1:${instance.port}${target}`, {
        signal: AbortSignal.timeout(180_000),
      });
      const body = await response.text();
      counts.responses += 1;
      counts.byStatus[response.status] = (counts.byStatus[response.status] ?? 0) + 1;
      if (response.status >= 500)
        counts.serverErrors.push(`${instance.name} ${target} ${response.status} at ${new Date().toISOString()}`);
      if (target === '/contact' && response.ok)
        assets = [...new Set(body.match(/\/_next\/static\/[^"'\s]+\.js/g) ?? [])].slice(0, 6);
    } catch (error) {
      // While its own restart is under way an instance does not listen: the other one serves.
      if (restarting || instance.restarting) counts.refusedWhileRestarting += 1;
      // No answer within three minutes on an overloaded machine is slowness, reported, not an
      // outage: an outage is a refused or broken connection (or a 5xx).
      else if (error.name === 'TimeoutError')
        counts.slow.push(`${instance.name} ${target}: no answer within 180 s at ${new Date().toISOString()}`);
      else
        counts.unanswered.push(
          `${instance.name} ${target}: ${error.cause?.code ?? error.message} at ${new Date().toISOString()}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function restart(instance, phone) {
  log(`${instance.name}: restarting with SUPPORT_PHONE=${phone} while both are polled`);
  instance.restarting = true;
  await stop(instance);
  await prepare(instance, phone);
  await start(instance, phone);
  instance.restarting = false;
  log(`${instance.name}: serving again`);
}

let passed = false;
const pollers = [];
try {
  for (const instance of instances) await prepare(instance, OLD_PHONE);
  await Promise.all(instances.map((instance) => start(instance, OLD_PHONE)));
  log(`both instances serve on ports ${basePort} and ${basePort + 1} (database ${database})`);
  for (const instance of instances) pollers.push(poll(instance));

  for (const instance of instances) await restart(instance, NEW_PHONE);
  polling = false;
  await Promise.all(pollers);

  const contact = await Promise.all(
    instances.map(async (instance) => (await fetch(`http://127.0.0.1:${instance.port}/contact`)).text()),
  );
  const newNumberServed = contact.every((html) => html.includes(NEW_PHONE) && !html.includes(OLD_PHONE));
  log(
    `responses: ${counts.responses} (${Object.entries(counts.byStatus)
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ')}); refused during an instance's own restart: ${counts.refusedWhileRestarting}`,
  );
  for (const line of [...counts.serverErrors, ...counts.unanswered, ...counts.slow].slice(0, 20)) log(`  ${line}`);
  log(
    `5xx responses: ${counts.serverErrors.length}; the other instance refused or broke a connection: ${counts.unanswered.length} (slower than 180 s: ${counts.slow.length}); /contact shows ${NEW_PHONE} on both: ${newNumberServed}`,
  );
  passed =
    counts.responses > 0 && counts.serverErrors.length === 0 && counts.unanswered.length === 0 && newNumberServed;
} catch (error) {
  log(`error: ${error.stack ?? error}`);
} finally {
  polling = false;
  await Promise.allSettled(pollers);
  await Promise.all(instances.map(stop));
  if (!passed) {
    for (const instance of instances) {
      try {
        log(
          `last lines of ${instance.name}'s log:\n${readFileSync(path.join(work, `server-${instance.name}.log`), 'utf8')
            .split('\n')
            .slice(-15)
            .join('\n')}`,
        );
      } catch {
        // No log yet.
      }
    }
  }
  await admin.unsafe(`drop database if exists ${database} with (force)`).catch(() => {});
  await admin.end({ timeout: 5 });
  rmSync(work, { recursive: true, force: true });
}
log(passed ? 'passed' : 'FAILED');
process.exit(passed ? 0 : 1);
