// The documented nginx site in front of a production build, on loopback (issue 17): the site in
// deploy/nginx/insurancematch.conf, made plain-http, proxies to one production server; a visitor
// leaving from 127.0.0.3 submits a claim with a 5 MB document (nginx's default 1 MB limit would
// refuse it), and the server's request log shows that visitor's address, not nginx's.
// Skipped, with the reason printed, when nginx is not installed. Usage: node tests/cluster/nginx-site.mjs
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../../server/env-schema.ts';
import { samplePdf } from '../support/sample-files.ts';
import {
  checks,
  ensureBuild,
  findNginx,
  multipart,
  renderPlainHttpSite,
  root,
  send,
  startAppServer,
  startNginx,
  stopProcess,
  waitFor,
  waitHealthy,
} from './lib.mjs';

const NGINX_PORT = Number(process.env.NGINX_SITE_PORT ?? 4410);
const APP_PORT = Number(process.env.NGINX_SITE_APP_PORT ?? 4411);
const VISITOR = '127.0.0.3';
const resultFile = path.join(root, 'test-results', 'nginx-site.json');
mkdirSync(path.dirname(resultFile), { recursive: true });

const nginx = findNginx();
if (!nginx) {
  const reason = 'nginx site test skipped: nginx is not installed (apt-get install nginx)';
  console.log(reason);
  writeFileSync(resultFile, JSON.stringify({ skipped: true, reason, passed: 0, failed: 0 }));
  process.exit(0);
}

const check = checks('nginx site');
const work = mkdtempSync(path.join(tmpdir(), 'im-nginx-site-'));
// The build npm start would serve (decision 141), unless NEXT_DIST_DIR names another.
const distDir = process.env.NEXT_DIST_DIR;
const distDirEnv = distDir ? { NEXT_DIST_DIR: distDir } : {};
let app;
let proxy;
try {
  ensureBuild(distDir);
  const template = readFileSync(path.join(root, 'deploy', 'nginx', 'insurancematch.conf'), 'utf8');
  const defaults = parseEnv({});
  check.ok(
    'the documented client_max_body_size is the upload limit plus 1 MB of fields and framing',
    template.includes(`client_max_body_size ${defaults.UPLOAD_MAX_TOTAL_MB + 1}m;`),
    `UPLOAD_MAX_TOTAL_MB=${defaults.UPLOAD_MAX_TOTAL_MB}`,
  );
  check.ok(
    'the claim endpoints let through four times that, which the site reads to its end and answers itself',
    /location ~ \^\/api\/claims\(\/form\)\?\$ \{\s*client_max_body_size (\d+)m;/.exec(template)?.[1] ===
      String(4 * (defaults.UPLOAD_MAX_TOTAL_MB + 1)),
  );
  check.ok(
    'the site forwards the client address and the scheme',
    template.includes('X-Forwarded-For $proxy_add_x_forwarded_for') && template.includes('X-Forwarded-Proto $scheme'),
  );
  check.ok(
    'the site serves TLS and redirects plain http',
    /listen 443 ssl;/.test(template) && /return 301 https:/.test(template),
  );

  app = startAppServer({
    name: 'server',
    port: APP_PORT,
    logFile: path.join(work, 'server.log'),
    env: {
      ...distDirEnv,
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      CRM_WEBHOOK_URL: '',
      TRUST_PROXY: '1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${NGINX_PORT}`,
      LOG_LEVEL: 'info',
    },
  });
  await waitHealthy(app);
  // The process replaced itself at start with glibc's fixed mmap threshold, so memory freed after
  // PGlite's start-up and after a load goes back to the system (server.mjs, decision 162).
  const environment = readFileSync(`/proc/${app.child.pid}/environ`, 'utf8').split('\0');
  check.ok(
    'the server runs with the memory setting it gives itself (MALLOC_MMAP_THRESHOLD_)',
    environment.includes('MALLOC_MMAP_THRESHOLD_=131072'),
  );
  // A connection the site closes while nginx still holds it open makes nginx answer a POST sent on
  // it with a 502 (nginx never retries a POST): the site must keep an idle connection longer.
  const upstreamIdle = Number(/upstream insurancematch \{[^}]*keepalive_timeout (\d+)s;/.exec(template)?.[1] ?? 60);
  const direct = await send(`http://127.0.0.1:${APP_PORT}/api/health`, { headers: { connection: 'keep-alive' } });
  const siteIdle = Number(/timeout=(\d+)/.exec(direct.headers['keep-alive'] ?? '')?.[1] ?? 0);
  check.ok(
    "the site keeps an idle connection open longer than nginx's upstream keep-alive",
    siteIdle > upstreamIdle,
    `site ${siteIdle} s (Keep-Alive: ${direct.headers['keep-alive']}), nginx ${upstreamIdle} s`,
  );
  const site = renderPlainHttpSite(template, {
    listen: `127.0.0.1:${NGINX_PORT}`,
    upstreams: [`127.0.0.1:${APP_PORT}`],
    uploadMaxTotalMb: defaults.UPLOAD_MAX_TOTAL_MB,
  });
  proxy = await startNginx({ binary: nginx, site, port: NGINX_PORT });

  // The health report's backlog is for the operator on the host, not for the internet through nginx.
  const [throughNginx, onTheHost] = await Promise.all([
    send(`http://127.0.0.1:${NGINX_PORT}/api/health`, { localAddress: VISITOR }),
    send(`http://127.0.0.1:${APP_PORT}/api/health`),
  ]);
  check.ok(
    'through nginx /api/health says only whether the site is up; on the host it gives the whole report',
    throughNginx.status === 200 &&
      Object.keys(throughNginx.json ?? {}).join() === 'status,database' &&
      onTheHost.json?.outbox !== undefined,
    `${throughNginx.body} | ${onTheHost.body.slice(0, 80)}`,
  );

  // A form posted without JavaScript from the site's own page, by a client that also sends an
  // X-Forwarded-Host of its own: nginx puts the host the browser asked for in its place, so the
  // Origin checks pass and Next.js answers (409: the action id is no real one). With the client's
  // value passed on, the site refused it as another site's (403).
  const unknownAction = multipart({ $ACTION_ID_7f0000000000000000000000000000000000000000: '' }, []);
  const forgedHost = await send(`http://127.0.0.1:${NGINX_PORT}/opt-out`, {
    method: 'POST',
    headers: {
      'content-type': unknownAction.contentType,
      origin: `http://127.0.0.1:${NGINX_PORT}`,
      'x-forwarded-host': 'elsewhere.example',
    },
    body: unknownAction.body,
    localAddress: VISITOR,
  });
  check.ok(
    "a page post's Origin is checked against the host the browser asked nginx for, not a client's X-Forwarded-Host",
    forgedHost.status === 409,
    `status ${forgedHost.status}, ${forgedHost.body.slice(0, 80)}`,
  );

  const claimFields = {
    agent: '',
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.com',
    phone: '(305) 555-0134',
    claimType: 'health',
    description: 'Emergency room visit on the 3rd; the bill is attached.',
    urgency: 'high',
    consent: 'on',
  };
  const document = await samplePdf('Hospital bill, 5 MB scan', 5 * 1024 * 1024);
  const { body, contentType } = multipart(claimFields, [
    { field: 'files', filename: 'bill.pdf', type: 'application/pdf', bytes: document },
  ]);
  const response = await send(`http://127.0.0.1:${NGINX_PORT}/api/claims`, {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'application/json' },
    body,
    localAddress: VISITOR,
    timeoutMs: 120_000,
  });
  check.ok(
    'a claim with a 5 MB document passes through nginx and is stored',
    response.status === 201 && /^CLM-/.test(response.json?.reference ?? ''),
    `status ${response.status}, ${response.body.slice(0, 120)}`,
  );

  // Without JavaScript, documents over the limit: the site's own answer (the form again with what
  // was typed and why), not nginx's bare 413 page that loses it.
  const tooLarge = multipart(claimFields, [
    { field: 'files', filename: 'stay.pdf', type: 'application/pdf', bytes: Buffer.alloc(30 * 1024 * 1024, 1) },
  ]);
  const refused = await send(`http://127.0.0.1:${NGINX_PORT}/api/claims/form`, {
    method: 'POST',
    headers: { 'content-type': tooLarge.contentType },
    body: tooLarge.body,
    localAddress: VISITOR,
    timeoutMs: 120_000,
  });
  check.ok(
    "a claim of 30 MB sent without JavaScript gets the site's answer through nginx: the form again, as typed",
    refused.status === 303 && /^\/claims\/sent\/[^/]+$/.test(refused.headers.location ?? ''),
    `status ${refused.status}, location ${refused.headers.location}, ${refused.body.slice(0, 80)}`,
  );

  const line = await waitFor(
    'the request line of the claim',
    () =>
      app.lines.find((entry) => entry.msg === 'request' && entry.route === '/api/claims' && entry.method === 'POST'),
    { timeoutMs: 10_000 },
  ).catch(() => undefined);
  check.ok(
    "the server's request log shows the visitor's address, not the proxy's",
    line?.clientIp === VISITOR,
    `clientIp ${line?.clientIp}`,
  );
  check.ok(
    'the request line has the route, status, duration and request id',
    line?.status === 201 && Number.isInteger(line?.ms) && /^[\w-]{8,64}$/.test(line?.requestId ?? ''),
  );
  check.ok("nginx's request id reaches the server's log", response.headers['x-request-id'] === line?.requestId);

  // A set-password link's token (and a console search) travels in the query string: nginx's log
  // keeps the path alone, as the site's own does.
  const token = 'TOKEN4nginxLOG7q';
  await send(`http://127.0.0.1:${NGINX_PORT}/console/set-password?token=${token}`, { localAddress: VISITOR });
  // nginx writes the line once the answer has gone, a moment after the client has it.
  const readAccessLog = () => readFileSync(path.join(proxy.dir, 'logs', 'access.log'), 'utf8');
  /** The access log once it holds `text` (or as it is after ten seconds). */
  const accessLogWith = (text, what) =>
    waitFor(what, () => (readAccessLog().includes(text) ? readAccessLog() : undefined), { timeoutMs: 10_000 }).catch(
      readAccessLog,
    );
  const accessLog = await accessLogWith('/console/set-password', "the set-password line in nginx's log");
  check.ok(
    "nginx's access log names the path and never the query string",
    accessLog.includes('GET /console/set-password HTTP') && !accessLog.includes(token),
    accessLog.split('\n').slice(-3).join(' | '),
  );

  // A path that is a key (a family's results, their PDF, a confirmation's token): its pattern only.
  const key = '4815162342108';
  const privatePaths = {
    [`/results/${key}`]: '/results/[assessmentId]',
    [`/es/results/${key}/confirmed`]: '/es/results/[assessmentId]/confirmed',
    [`/api/insurance/options/${key}/pdf`]: '/api/insurance/options/[assessmentId]/pdf',
    [`/thank-you/${key}`]: '/thank-you/[token]',
    [`/es/claims/sent/${key}`]: '/es/claims/sent/[token]',
  };
  for (const address of Object.keys(privatePaths)) {
    await send(`http://127.0.0.1:${NGINX_PORT}${address}`, { localAddress: VISITOR });
  }
  const keyLog = await accessLogWith('/es/claims/sent/', "the private pages' lines in nginx's log");
  check.ok(
    "nginx's access log names a results page, its PDF and a confirmation by their pattern, never their key",
    Object.values(privatePaths).every((pattern) => keyLog.includes(`GET ${pattern} HTTP`)) && !keyLog.includes(key),
    keyLog.split('\n').slice(-6).join(' | '),
  );
} catch (error) {
  check.ok(`the nginx site run completed (${error.message})`, false);
} finally {
  if (proxy) await proxy.stop();
  if (app) await stopProcess(app.child);
}
const { passed, failed } = check.summary();
writeFileSync(resultFile, JSON.stringify({ skipped: false, passed, failed }));
if (failed === 0) rmSync(work, { recursive: true, force: true });
else console.log(`Logs kept in ${work}`);
process.exit(failed === 0 ? 0 : 1);
