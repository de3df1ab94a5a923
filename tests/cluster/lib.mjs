// Helpers of the cluster and nginx scripts (tests/cluster/*.mjs): plain Node, real processes.
// Production servers (server.mjs), nginx from Debian with the documented site, HTTP requests that
// can leave from any loopback address (127.0.0.2 is another visitor than 127.0.0.1).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Polls `check` until it returns a truthy value, at most `timeoutMs`; never a fixed sleep. */
export async function waitFor(what, check, { timeoutMs = 60_000, intervalMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (${lastError.message})` : ''}`,
      );
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

// Every process these scripts start is stopped if the script itself is interrupted.
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(130);
  });
}
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Debian's nginx, or null. NGINX_BIN names another one (or a missing path, to see the skip). */
export function findNginx() {
  if (process.env.NGINX_BIN !== undefined) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * Builds the production site when the build is missing or stale (the build check of `npm start`); its output goes to
 * stderr.
 */
export function ensureBuild(distDir) {
  // For working on these scripts against an existing build: CLUSTER_SKIP_BUILD=1.
  if (process.env.CLUSTER_SKIP_BUILD === '1') return;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-if-needed.mjs')], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, ...(distDir ? { NEXT_DIST_DIR: distDir } : {}), NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`the production build failed (exit ${result.status})`);
}

/** True when something accepts a TCP connection on 127.0.0.1:port. */
export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * One HTTP request; `localAddress` picks the loopback address it leaves from (a distinct visitor).
 * Resolves with { status, headers, body, json } or rejects on a connection error.
 */
export function send(url, { method = 'GET', headers = {}, body, localAddress, timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method,
        headers: { ...(body ? { 'content-length': Buffer.byteLength(body) } : {}), ...headers },
        localAddress,
        agent: false,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, body: text, json });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A multipart/form-data body (fields, then files), as a browser sends it. */
export function multipart(fields, files = []) {
  const boundary = `----cluster${randomUUID().replaceAll('-', '')}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const { field, filename, type, bytes } of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Starts `node server.mjs` (production) with `env` on top of ours; its JSON log lines are kept
 * (`lines`) and written to `logFile`. `exited` resolves with { code, signal }.
 */
export function startAppServer({ name, port, env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = track(
    spawn(process.execPath, [path.join(root, 'server.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const lines = [];
  const texts = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      log.write(chunk);
      const text = rest + chunk.toString('utf8');
      const split = text.split('\n');
      rest = split.pop() ?? '';
      for (const line of split) {
        texts.push(line);
        if (line.startsWith('{')) {
          try {
            lines.push(JSON.parse(line));
          } catch {
            // not a log line of ours
          }
        }
      }
    });
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, port, child, lines, texts, exited, url: `http://127.0.0.1:${port}` };
}

export async function waitHealthy(server, timeoutMs = 120_000) {
  return waitFor(
    `${server.name} to answer /api/health`,
    async () => {
      if (server.child.exitCode !== null)
        throw new Error(`${server.name} exited with ${server.child.exitCode}: ${server.texts.slice(-5).join(' | ')}`);
      const response = await send(`${server.url}/api/health`, { timeoutMs: 5000 });
      return response.status === 200 ? response.json : null;
    },
    { timeoutMs, intervalMs: 250 },
  );
}

/**
 * The documented nginx site (deploy/nginx/insurancematch.conf) as a plain-http variant on
 * loopback: the same proxy settings and body limit, the given upstream servers, no TLS and no
 * redirect to https (a test has no certificate). `uploadMaxTotalMb` sets client_max_body_size
 * the way the site's comment says (the upload limit plus 1 MB).
 */
export function renderPlainHttpSite(template, { listen, upstreams, uploadMaxTotalMb }) {
  let site = template;
  // The port-80 server that only redirects to https.
  site = site.replace(/server \{\s*listen 80;[\s\S]*?return 301[^\n]*\n\}\n/, '');
  site = site.replace(/^\s*listen \[::\]:443 ssl;\n/m, '');
  site = site.replace(/^(\s*)listen 443 ssl;$/m, `$1listen ${listen};`);
  site = site.replace(/^\s*(http2 on|ssl_[a-z_]+ [^\n]*);\n/gm, '');
  site = site.replace(/^(\s*)server 127\.0\.0\.1:3000;$/m, (_, indent) =>
    upstreams.map((upstream) => `${indent}server ${upstream};`).join('\n'),
  );
  // The log in nginx's own folder (-p): a test does not write to /var/log.
  site = site.replace(/access_log \/var\/log\/nginx\/access\.log /, 'access_log logs/access.log ');
  if (uploadMaxTotalMb !== undefined) {
    // The site's limit, then the claims' (four times it: the site reads that much to its end).
    const limits = [uploadMaxTotalMb + 1, 4 * (uploadMaxTotalMb + 1)];
    if (site.match(/client_max_body_size \d+m;/g)?.length !== limits.length)
      throw new Error('the template no longer has its two client_max_body_size lines');
    site = site.replace(/client_max_body_size \d+m;/g, () => `client_max_body_size ${limits.shift()}m;`);
  }
  for (const gone of ['ssl', '443', 'server 127.0.0.1:3000;', 'return 301']) {
    if (site.split('\n').some((line) => !line.trim().startsWith('#') && line.includes(gone)))
      throw new Error(`the plain-http variant still has "${gone}": the template changed shape`);
  }
  return site;
}

/**
 * Runs nginx in the foreground with `site` inside a minimal main configuration, in a folder of its
 * own (readable by nginx's worker, which runs as nobody when we are root).
 */
export async function startNginx({ binary, site, port }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'im-nginx-'));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const temp = (name) => path.join(dir, name);
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('logs/error.log')} warn;
events { worker_connections 512; }
http {
    access_log ${temp('logs/access.log')};
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
${site}
}
`,
  );
  const test = spawnSync(binary, ['-p', dir, '-c', conf, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the generated configuration:\n${test.stderr}`);
  const child = track(
    spawn(binary, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] }),
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  await waitFor('nginx to listen', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    return portOpen(port);
  });
  return {
    child,
    conf,
    dir,
    stop: async () => {
      await stopProcess(child, 'SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Stops a child we started and waits for it (bounded). */
export async function stopProcess(child, signal = 'SIGTERM', timeoutMs = 30_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

export function readText(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** A tally of named checks; prints each one, and the summary line the test runner reads. */
export function checks(title) {
  const results = [];
  return {
    ok(name, condition, detail = '') {
      results.push({ name, passed: Boolean(condition) });
      console.log(`${condition ? '  ok  ' : '  FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
      return Boolean(condition);
    },
    results,
    summary() {
      const passed = results.filter((result) => result.passed).length;
      const failed = results.length - passed;
      console.log(`${title}: ${passed} passed, ${failed} failed`);
      return { passed, failed };
    },
  };
}
