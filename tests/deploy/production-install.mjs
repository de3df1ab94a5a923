// `npm run test:production-install`: the production install of docs/deploy.md, in a fresh clone of
// this repository's HEAD (commit first: uncommitted changes are not in the clone):
//   1. full install (a hard-linked copy of this project's node_modules, same lockfile; `--npm-ci` runs
//      a real `npm ci` from the registry instead), 2. `npm run build`, 3. `npm prune --omit=dev`,
//   4. `npm start` on Node 24 (the project's Node binary, saved aside before the prune, stands in for
//      the system's Node 24): the home page answers 200, and nothing is built at start,
//   5. a build-time setting changed in this install without build tools: the start keeps the last
//      build and says what to run (never offline),
//   6. `npm start` with an older Node first on PATH (this machine's Node 20): it says which Node it
//      needs and stops.
// Too slow for `npm test` (a full build, several minutes on a busy machine). Exit 0 passed, 1 failed.
// PRODUCTION_INSTALL_PORT (default 3210) is the port of the started server.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.PRODUCTION_INSTALL_PORT || 3210);
const work = mkdtempSync(path.join(tmpdir(), 'im-production-install-'));
const app = path.join(work, 'app');
const node24 = path.join(work, 'node24');
const log = (message) => console.log(`[production install] ${message}`);
const failures = [];
const check = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** The system's npm and an older Node, found outside any node_modules on PATH. */
function systemBinary(name, predicate = () => true) {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/bin', '/usr/bin', '/bin']) {
    if (!dir || dir.includes('node_modules')) continue;
    const candidate = path.join(dir, name);
    if (existsSync(candidate) && predicate(candidate)) return candidate;
  }
  return null;
}
const npm = systemBinary('npm');
const olderNode = systemBinary(
  'node',
  (bin) => Number(execFileSync(bin, ['--version'], { encoding: 'utf8' }).slice(1).split('.')[0]) < 24,
);

function run(command, args, env, options = {}) {
  log(`$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, {
    cwd: options.cwd ?? app,
    env,
    encoding: 'utf8',
    stdio: options.capture ? 'pipe' : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
}

// The machine's environment (certificates, proxies: npm may ask the registry about optional
// packages) without npm's own variables, the site's settings or a build folder; PATH: the
// system's, with Node 24 first.
const machine = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(npm_|NODE_ENV$|NEXT_DIST_DIR$|PORT$|HOST$|DATA_DIR$|DATABASE_URL$)/i.test(key),
  ),
);
const productionEnv = (extra = {}) => ({
  ...machine,
  PATH: [node24, path.dirname(npm ?? '/usr/bin/npm'), '/usr/bin', '/bin'].join(path.delimiter),
  HOME: process.env.HOME ?? work,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(work, 'data'),
  ...extra,
});

let server;
try {
  if (!npm) throw new Error('npm is not on PATH outside node_modules');
  if (run('git', ['clone', '--quiet', root, app], process.env, { cwd: work }).status !== 0)
    throw new Error('git clone failed');
  mkdirSync(node24);
  if (process.argv.includes('--npm-ci')) {
    const installed = run(npm, ['ci', '--no-audit', '--no-fund'], {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    });
    if (installed.status !== 0) throw new Error('npm ci failed');
  } else {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(app, 'node_modules')]);
  }
  // The project's Node 24 binary, saved before the prune removes it (the server's system Node 24).
  copyFileSync(path.join(app, 'node_modules', 'node', 'bin', 'node'), path.join(node24, 'node'));
  execFileSync('chmod', ['755', path.join(node24, 'node')]);

  // The guide's build step runs with the full install: `npm run` puts node_modules/.bin first.
  const built = run(
    npm,
    ['run', 'build'],
    productionEnv({ PATH: `${path.join(app, 'node_modules', '.bin')}${path.delimiter}${productionEnv().PATH}` }),
  );
  check(built.status === 0, 'npm run build');
  const pruned = run(npm, ['prune', '--omit=dev', '--no-audit', '--no-fund'], productionEnv());
  check(pruned.status === 0, 'npm prune --omit=dev');
  check(
    !existsSync(path.join(app, 'node_modules', 'typescript')) && !existsSync(path.join(app, 'node_modules', 'node')),
    'the development dependencies (typescript, the project Node) are gone',
  );

  // npm start, as the service would: the home page answers, nothing is built.
  log(
    `$ npm start (Node ${execFileSync(path.join(node24, 'node'), ['--version'], { encoding: 'utf8' }).trim()} first on PATH)`,
  );
  let output = '';
  server = spawn(npm, ['start'], { cwd: app, env: productionEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  let status = 0;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      status = (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(60_000) })).status;
      if (status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  check(status === 200, `the home page answers 200 after the prune (got ${status || 'no answer'})`);
  check(!/building/i.test(output), 'npm start built nothing (the build of these settings was found)');
  if (status !== 200) log(output.split('\n').slice(-30).join('\n'));
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  server = undefined;

  // A build-time setting changed in an install without build tools: serve the last build, loudly.
  const stale = run(
    path.join(node24, 'node'),
    ['scripts/build-if-needed.mjs'],
    productionEnv({ SUPPORT_PHONE: '(415) 555-2671' }),
    { capture: true },
  );
  check(
    stale.status === 0 && /serving the previous build/.test(stale.stderr) && stale.stderr.includes('SUPPORT_PHONE'),
    'a changed phone number without build tools: the last build is kept, and the log names SUPPORT_PHONE and what to run',
  );

  // An older Node first on PATH: npm start says which Node it needs.
  if (olderNode) {
    const old = run(
      npm,
      ['start'],
      productionEnv({ PATH: [path.dirname(olderNode), path.dirname(npm), '/usr/bin', '/bin'].join(path.delimiter) }),
      { capture: true },
    );
    check(
      old.status !== 0 &&
        old.stderr.includes('This site needs Node.js 24 or newer') &&
        !old.stderr.includes('ERR_UNKNOWN_FILE_EXTENSION'),
      `npm start on ${olderNode} says it needs Node.js 24`,
    );
  } else {
    log('not checked: no Node.js older than 24 on this machine outside node_modules');
  }
} catch (error) {
  check(false, `the install ran to its end (${error.message})`);
} finally {
  if (server && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
log(failures.length === 0 ? 'passed' : `FAILED: ${failures.join('; ')}`);
process.exit(failures.length === 0 ? 0 : 1);
