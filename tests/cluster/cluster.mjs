// `npm run test:cluster` (also a step of `npm test`): two production servers on one PostgreSQL
// and one Redis behind nginx, started at the same moment on an empty database, take 1,000 mixed
// submissions round-robin while one of them is killed with SIGKILL and restarted; then a graceful
// SIGTERM with a claim in flight. Checks, each printed: migrations once, every 201 stored exactly
// once, every outbox message received by the local SMTP and webhook receivers exactly once (by
// Message-ID / Idempotency-Key), rate limits shared by both servers, a clean bounded shutdown.
// Skipped, with the reason printed, when PostgreSQL, Redis or nginx is missing. docs/decisions/130, 131.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import postgres from 'postgres';
import { startCrmServer } from '../support/fake-crm.ts';
import { startSmtpServer } from '../support/fake-smtp.ts';
import { samplePdf } from '../support/sample-files.ts';
import {
  checks,
  ensureBuild,
  findNginx,
  multipart,
  portOpen,
  renderPlainHttpSite,
  root,
  send,
  startAppServer,
  startNginx,
  stopProcess,
  waitFor,
  waitHealthy,
} from './lib.mjs';

const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 4420);
const PORTS = { nginx: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2, smtp: BASE_PORT + 3, crm: BASE_PORT + 4 };
const SUBMISSIONS = Number(process.env.CLUSTER_SUBMISSIONS ?? 1000);
const CONCURRENCY = 8;
const RATE_LIMIT_SCALE = 50; // 5 claims per 10 min x 50 = 250 > the 200 claims of the load, all from one address
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_BASE = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
// A Redis database of its own, so shared counters of other tests on the same Redis never mix in.
const REDIS_DB = Number(process.env.CLUSTER_REDIS_DB ?? 11);
const resultFile = path.join(root, 'test-results', 'cluster.json');
mkdirSync(path.dirname(resultFile), { recursive: true });

function skip(reason) {
  const line = `cluster test skipped: ${reason}`;
  console.log(line);
  writeFileSync(resultFile, JSON.stringify({ skipped: true, reason: line, passed: 0, failed: 0 }));
  process.exit(0);
}

// --- Prerequisites ----------------------------------------------------------------------------
const nginxBinary = findNginx();
if (!nginxBinary) skip('nginx is not installed (apt-get install nginx)');
const admin = postgres(ADMIN_URL, { max: 2, onnotice: () => {}, connect_timeout: 5 });
try {
  await admin`select 1`;
} catch (error) {
  await admin.end({ timeout: 1 }).catch(() => {});
  skip(
    `PostgreSQL does not answer at ${new URL(ADMIN_URL).host} (${error.code ?? error.message}); set TEST_DATABASE_URL`,
  );
}
const redisUrl = `${REDIS_BASE.replace(/\/\d*$/, '')}/${REDIS_DB}`;
const redis = new Redis(redisUrl, {
  lazyConnect: true,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
  connectTimeout: 3000,
});
redis.on('error', () => {});
try {
  await redis.connect();
  await redis.ping();
} catch (error) {
  await admin.end({ timeout: 1 });
  redis.disconnect();
  skip(`Redis does not answer at ${new URL(REDIS_BASE).host} (${error.message}); set TEST_REDIS_URL`);
}

const check = checks('cluster');
const started = Date.now();
const work = mkdtempSync(path.join(tmpdir(), 'im-cluster-'));
const databaseName = `im_cluster_${Date.now()}`;
// The build npm start would serve (decision 141), unless NEXT_DIST_DIR names another.
const distDir = process.env.NEXT_DIST_DIR;
const distDirEnv = distDir ? { NEXT_DIST_DIR: distDir } : {};
const servers = {};
let proxy;
let smtp;
let crm;
let db;
/** Server b as it was before the SIGKILL: its log lines still count. */
let killedB;

const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const rowsOf = async (query) => [...(await query)];

const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

function serverEnv(name) {
  return {
    ...distDirEnv,
    DATA_DIR: path.join(work, `data-${name}`),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: smtp.url,
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: 'cluster-webhook-secret',
    AGENCY_NOTIFY_EMAIL: 'agency@example.com',
    // Both instances must read each other's documents' keys the same way.
    FILE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    TRUST_PROXY: '1',
    PUBLIC_BASE_URL: `http://127.0.0.1:${PORTS.nginx}`,
    RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
    OUTBOX_POLL_MS: '500',
    OUTBOX_BASE_DELAY_MS: '1000',
    // A killed instance's messages are taken over after this (120 s in production).
    OUTBOX_LEASE_SECONDS: '10',
    SHUTDOWN_TIMEOUT_MS: '20000',
    LOG_LEVEL: 'info',
  };
}

function startServer(name) {
  servers[name] = startAppServer({
    name,
    port: PORTS[name],
    env: serverEnv(name),
    logFile: path.join(work, `${name}.log`),
  });
  return servers[name];
}

// --- Submissions ------------------------------------------------------------------------------
const ARTICLES = [
  ...readFileSync(path.join(root, 'content', 'news-sample.ts'), 'utf8').matchAll(/url: '(https:\/\/[^']+)'/g),
].map((match) => match[1]);
const pdf = await samplePdf('Hospital bill');
const KINDS = ['claim', 'business', 'lead', 'home', 'comment'];

function submission(index) {
  const kind = KINDS[index % KINDS.length];
  const n = String(index).padStart(4, '0');
  const json = (url, body) => ({
    kind,
    url,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  switch (kind) {
    case 'claim': {
      const { body, contentType } = multipart(
        {
          agent: '',
          firstName: 'Maria',
          lastName: `Lopez ${n}`,
          email: `maria${n}@example.com`,
          phone: '(305) 555-0134',
          claimType: 'health',
          description: `Emergency room visit ${n}; the bill is attached.`,
          urgency: 'high',
          consent: 'on',
        },
        [{ field: 'files', filename: 'bill.pdf', type: 'application/pdf', bytes: pdf }],
      );
      return { kind, url: '/api/claims', headers: { 'content-type': contentType }, body };
    }
    case 'business':
      return json('/api/business-inquiry', {
        companyName: `Acme ${n} LLC`,
        contactName: 'Dana Baker',
        email: `dana${n}@acme.example`,
        phone: '(512) 555-0100',
        employeeCount: '11-25',
        state: 'Texas',
        zipCode: '78701',
        subsidizePlans: 'yes',
        additionalDetails: 'Dental too.',
        consent: true,
      });
    case 'lead':
      return json('/api/leads', {
        name: `Sam Rivera ${n}`,
        email: `sam${n}@example.com`,
        phone: '(407) 555-0199',
        zipCode: '32801',
        state: 'fl',
        householdSize: 3,
        yearlyIncome: 42000,
        coverage: ['health'],
        pageUrl: 'https://insurancematch.example/prohealth-survey',
        consent: true,
      });
    case 'home':
      return json('/api/insurance/options', {
        state: 'PA',
        zipCode: '19103',
        dwellingCoverage: 360000,
        squareFeet: 2100,
        yearBuilt: new Date().getUTCFullYear() - 20,
        construction: 'frame',
        roofAge: 10,
        claimsLastFiveYears: 0,
        preferredDeductible: 3000,
        fullName: `Jamie Rivera ${n}`,
        email: `jamie${n}@example.com`,
        phone: '(215) 555-0134',
        consent: true,
      });
    default:
      return json('/api/comments', {
        authorName: `Reader ${n}`,
        authorEmail: `reader${n}@example.com`,
        content: `Useful, thank you (${n}).`,
        blogPostUrl: ARTICLES[index % ARTICLES.length],
      });
  }
}

/** The stored key of an acknowledged submission: its public reference, or its id. */
function keyOf(kind, json) {
  if (kind === 'home') return json?.assessmentId !== undefined ? String(json.assessmentId) : undefined;
  if (kind === 'comment') return json?.comment?.id;
  return json?.reference;
}

const TABLES = {
  claim: { table: 'claims', column: 'reference' },
  business: { table: 'business_inquiries', column: 'reference' },
  lead: { table: 'leads', column: 'reference' },
  home: { table: 'home_assessments', column: 'id' },
  comment: { table: 'comments', column: 'id' },
};

async function runLoad() {
  const results = [];
  let next = 0;
  let acknowledged = 0;
  let killed = false;
  let restart;
  const nginxUrl = `http://127.0.0.1:${PORTS.nginx}`;
  async function worker() {
    for (;;) {
      const index = next++;
      if (index >= SUBMISSIONS) return;
      const item = submission(index);
      let result;
      try {
        const response = await send(`${nginxUrl}${item.url}`, {
          method: 'POST',
          headers: { ...item.headers, accept: 'application/json' },
          body: item.body,
          timeoutMs: 120_000,
        });
        result = {
          index,
          kind: item.kind,
          status: response.status,
          key: keyOf(item.kind, response.json),
          answer: response.body.slice(0, 200),
        };
      } catch (error) {
        result = { index, kind: item.kind, status: 0, answer: error.message };
      }
      results.push(result);
      if (result.status === 201) acknowledged += 1;
      // In the middle of the run: SIGKILL one server (no shutdown of any kind), restart it later.
      if (!killed && acknowledged >= SUBMISSIONS * 0.35) {
        killed = true;
        console.log(`  .. ${elapsed()}: SIGKILL to server b after ${acknowledged} acknowledged submissions`);
        killedB = servers.b;
        servers.b.child.kill('SIGKILL');
      }
      if (killed && !restart && acknowledged >= SUBMISSIONS * 0.6) {
        restart = (async () => {
          await servers.b.exited;
          console.log(`  .. ${elapsed()}: restarting server b`);
          await waitHealthy(startServer('b'));
          console.log(`  .. ${elapsed()}: server b is back`);
        })();
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await restart;
  return results;
}

// --- The run ----------------------------------------------------------------------------------
try {
  ensureBuild(distDir);
  console.log(`  .. ${elapsed()}: build ready`);
  await admin.unsafe(`create database ${databaseName}`);
  db = postgres(databaseUrl, { max: 4, onnotice: () => {} });
  // Counters of an earlier run in this Redis database must not count now.
  const stale = await redis.keys('rl:*');
  if (stale.length) await redis.del(...stale);
  smtp = await startSmtpServer(PORTS.smtp);
  crm = await startCrmServer(PORTS.crm);

  // Both servers at the same moment on the empty database: one migrates, the other waits.
  startServer('a');
  startServer('b');
  const [healthA, healthB] = await Promise.all([waitHealthy(servers.a), waitHealthy(servers.b)]);
  console.log(`  .. ${elapsed()}: both servers answer`);
  const journal = JSON.parse(
    readFileSync(path.join(root, 'server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
  ).entries;
  const [{ n: applied }] = await rowsOf(db`select count(*)::int as n from drizzle.__drizzle_migrations`);
  check.ok(
    'two servers started together on an empty database apply each migration once',
    applied === journal.length && healthA.database === 'up' && healthB.database === 'up',
    `${applied} of ${journal.length} migrations`,
  );
  check.ok(
    'health reports Redis and SMTP reachable',
    healthA.redis === 'up' && healthA.smtp === 'up' && healthB.redis === 'up',
    JSON.stringify({ redis: healthA.redis, smtp: healthA.smtp }),
  );

  proxy = await startNginx({
    binary: nginxBinary,
    site: renderPlainHttpSite(readFileSync(path.join(root, 'deploy', 'nginx', 'insurancematch.conf'), 'utf8'), {
      listen: `127.0.0.1:${PORTS.nginx}`,
      upstreams: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
    }),
    port: PORTS.nginx,
  });

  // 1. The load, with a SIGKILL in the middle.
  const results = await runLoad();
  const acknowledged = results.filter((result) => result.status === 201);
  const refused = results.filter((result) => result.status !== 201);
  console.log(`  .. ${elapsed()}: ${results.length} submissions sent, ${acknowledged.length} acknowledged`);
  const stored = (server) =>
    (server?.lines ?? []).filter((line) => line.msg === 'request' && line.method === 'POST' && line.status === 201)
      .length;
  check.ok(
    'nginx spread the submissions over both servers',
    stored(servers.a) > SUBMISSIONS * 0.2 && stored(killedB) > SUBMISSIONS * 0.05,
    `a ${stored(servers.a)}, b ${stored(killedB)} before its kill and ${stored(servers.b)} after its restart`,
  );
  // nginx keeps a failed server out for its fail_timeout (10 s) and then tries it again: the
  // restarted b must get requests through nginx again (asked until it does, at most 60 s).
  const answersBefore = servers.b.lines.filter((line) => line.msg === 'request').length;
  const rejoined = await waitFor(
    'the restarted server b to get requests through nginx',
    async () => {
      await send(`http://127.0.0.1:${PORTS.nginx}/api/health`, { method: 'GET', timeoutMs: 10_000 }).catch(() => null);
      return servers.b.lines.filter((line) => line.msg === 'request').length > answersBefore;
    },
    { timeoutMs: 60_000, intervalMs: 250 },
  ).catch(() => false);
  check.ok('the restarted server gets requests through nginx again', rejoined);
  // In flight on the killed server: nginx answers 502 when b dies before its answer starts, and cuts
  // the connection ('aborted') when b dies while its answer is on the way (then b may have stored it:
  // the check on what was stored without an answer below counts those).
  const cutByTheKill = (result) => result.status === 502 || (result.status === 0 && result.answer === 'aborted');
  check.ok(
    'every submission was acknowledged, except those in flight on the killed server (502 or cut)',
    refused.every(cutByTheKill) && refused.length <= CONCURRENCY,
    refused.length
      ? refused
          .map((result) => `${result.kind} ${result.status}${result.status === 502 ? '' : ` ${result.answer}`}`)
          .join(', ')
      : 'all 201',
  );
  check.ok(
    'every acknowledgement names what was stored',
    acknowledged.every((result) => result.key),
  );

  let storedTwiceOrMissing = 0;
  let unacknowledgedStored = 0;
  for (const [kind, { table, column }] of Object.entries(TABLES)) {
    const keys = acknowledged.filter((result) => result.kind === kind).map((result) => result.key);
    const rows = await rowsOf(db.unsafe(`select ${column}::text as key from ${table}`));
    const counts = new Map();
    for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + 1);
    storedTwiceOrMissing += keys.filter((key) => counts.get(key) !== 1).length;
    unacknowledgedStored += rows.length - keys.length;
  }
  check.ok(
    'every acknowledged submission is stored exactly once',
    storedTwiceOrMissing === 0,
    `${acknowledged.length} checked by reference`,
  );
  check.ok(
    'nothing else was stored but what the kill cut off before its answer',
    unacknowledgedStored >= 0 && unacknowledgedStored <= refused.length,
    `${unacknowledgedStored} stored without an answer`,
  );

  // 2. The outbox drains on both servers, the killed one's leases included.
  const drained = await waitFor(
    'the outbox to drain',
    async () => {
      const [row] = await rowsOf(
        db`select count(*) filter (where status <> 'delivered')::int as waiting, count(*)::int as total from outbox_messages`,
      );
      return row.waiting === 0 ? row : null;
    },
    { timeoutMs: 180_000, intervalMs: 500 },
  ).catch((error) => ({ error: error.message }));
  console.log(`  .. ${elapsed()}: outbox ${drained.error ?? `drained (${drained.total} messages)`}`);
  check.ok('the outbox drains after the kill and the restart (no message dead or left pending)', !drained.error);

  const messages = await rowsOf(db`select channel, idempotency_key as key, attempts, status from outbox_messages`);
  const emails = messages.filter((message) => message.channel === 'email');
  const webhooks = messages.filter((message) => message.channel === 'webhook');
  const receivedIds = smtp.mails.map((mail) => /^Message-ID:\s*<([^>]+)>/im.exec(mail.raw)?.[1] ?? '');
  const hookKeys = crm.requests
    .filter((request) => request.status === 200)
    .map((request) => String(request.headers['idempotency-key']));
  // Exactly once, except a message whose delivery a SIGKILL cut between the receiver's "accepted"
  // and the database's "delivered": it was tried twice and carries the same key both times, which
  // is what the receiver drops duplicates by.
  const deliveredOnce = (expected, received) => {
    const count = new Map();
    for (const id of received) count.set(id, (count.get(id) ?? 0) + 1);
    const find = (key) =>
      [...count.keys()].filter((id) => id.includes(key)).reduce((sum, id) => sum + count.get(id), 0);
    const missing = expected.filter((message) => find(message.key) === 0).length;
    const twiceUnexplained = expected.filter((message) => find(message.key) > 1 && message.attempts < 2).length;
    const twice = expected.filter((message) => find(message.key) > 1).length;
    const stray = received.filter((id) => !expected.some((message) => id.includes(message.key))).length;
    return {
      ok: missing === 0 && twiceUnexplained === 0 && stray === 0 && twice <= CONCURRENCY,
      detail: `${expected.length} queued, ${received.length} received, ${missing} missing, ${twice} twice after a cut delivery, ${stray} unknown`,
    };
  };
  // An e-mail's Message-ID carries a hash of its idempotency key (server/mail/message-id.ts, decision 125).
  const messageIdLeft = (key) => createHash('sha256').update(key).digest('hex').slice(0, 32);
  const mailCheck = deliveredOnce(
    emails.map((message) => ({ ...message, key: messageIdLeft(message.key) })),
    receivedIds,
  );
  check.ok(
    'every e-mail reached the SMTP receiver exactly once (by Message-ID)',
    emails.length > 0 && mailCheck.ok,
    mailCheck.detail,
  );
  const hookCheck = deliveredOnce(webhooks, hookKeys);
  check.ok(
    'every webhook reached the receiver exactly once (by Idempotency-Key)',
    webhooks.length > 0 && hookCheck.ok,
    hookCheck.detail,
  );

  // 3. Rate limits shared: one visitor (127.0.0.2) limited through server a is limited through b.
  // Its posts are refused ones ('{}'), each a quarter of a send (server/rate-limit.ts), and a post
  // needs a whole send's room: 5 sends per 10 minutes (times the scale) are 4 x 5 - 3 refusals.
  const limit = 4 * 5 * RATE_LIMIT_SCALE - 3;
  let answeredBeforeLimit = 0;
  for (let i = 0; i <= limit; i += 1) {
    const response = await send(`${servers.a.url}/api/business-inquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      localAddress: '127.0.0.2',
    });
    if (response.status === 429) break;
    answeredBeforeLimit += 1;
  }
  const throughB = await send(`${servers.b.url}/api/business-inquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    localAddress: '127.0.0.2',
  });
  const otherVisitor = await send(`${servers.b.url}/api/business-inquiry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    localAddress: '127.0.0.4',
  });
  check.ok(
    'a visitor limited through one server is limited through the other (Redis)',
    answeredBeforeLimit === limit && throughB.status === 429,
    `${answeredBeforeLimit} answered by a, then b said ${throughB.status}`,
  );
  check.ok('another visitor is not limited', otherVisitor.status === 400, `b said ${otherVisitor.status}`);

  // 4. SIGTERM with a claim in flight: it finishes, new connections are refused, a exits cleanly.
  const big = multipart(
    {
      agent: '',
      firstName: 'Late',
      lastName: 'Claimant',
      email: 'late@example.com',
      phone: '(305) 555-0134',
      claimType: 'health',
      description: 'Sent while the server was stopping.',
      urgency: 'low',
      consent: 'on',
    },
    [
      {
        field: 'files',
        filename: 'bill.pdf',
        type: 'application/pdf',
        bytes: await samplePdf('Late bill', 512 * 1024),
      },
    ],
  );
  const inFlight = new Promise((resolve, reject) => {
    const req = httpRequest(`${servers.a.url}/api/claims`, {
      method: 'POST',
      headers: {
        'content-type': big.contentType,
        'content-length': big.body.length,
        accept: 'application/json',
        expect: '100-continue',
      },
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
    });
    // "100 Continue": the server has the request; now stop it, then send the body.
    req.on('continue', async () => {
      const signalled = Date.now();
      servers.a.signalledAt = signalled;
      servers.a.child.kill('SIGTERM');
      try {
        await waitFor('server a to stop listening', async () => !(await portOpen(PORTS.a)), {
          timeoutMs: 15_000,
          intervalMs: 50,
        });
        servers.a.refusedNew = true;
      } catch {
        servers.a.refusedNew = false;
      }
      req.end(big.body);
    });
    req.flushHeaders();
  });
  const late = await inFlight.catch((error) => ({ status: 0, body: error.message }));
  const exit = await Promise.race([
    servers.a.exited,
    new Promise((resolve) => setTimeout(() => resolve(null), 60_000)),
  ]);
  const stopMs = Date.now() - servers.a.signalledAt;
  check.ok('after SIGTERM the server takes no new connection', servers.a.refusedNew === true);
  check.ok(
    'the request in flight at SIGTERM is answered and stored',
    late.status === 201,
    `status ${late.status} ${late.body.slice(0, 80)}`,
  );
  const lateReference = /"reference":"([^"]+)"/.exec(late.body)?.[1];
  const [lateRow] = lateReference
    ? await rowsOf(db`select count(*)::int as n from claims where reference = ${lateReference}`)
    : [{ n: 0 }];
  check.ok('that claim is in the database once', lateRow.n === 1);
  const said = (msg) => servers.a.lines.some((line) => line.msg === msg);
  check.ok(
    'server a stopped its outbox worker, closed the database and exited 0 within the bound',
    exit?.code === 0 && said('outbox worker stopped') && said('database closed') && stopMs < 2 * 20_000,
    `exit ${JSON.stringify(exit)} after ${stopMs} ms`,
  );
  // The late claim's messages are delivered by b; then b stops the same way and no lease is left.
  const lateDrained = await waitFor(
    'the late claim to be delivered',
    async () => {
      const [row] = await rowsOf(db`select count(*)::int as n from outbox_messages where status <> 'delivered'`);
      return row.n === 0;
    },
    { timeoutMs: 60_000, intervalMs: 250 },
  ).catch(() => false);
  check.ok("the other server delivers the late claim's messages", lateDrained);
  servers.b.child.kill('SIGTERM');
  const exitB = await Promise.race([
    servers.b.exited,
    new Promise((resolve) => setTimeout(() => resolve(null), 60_000)),
  ]);
  const [held] = await rowsOf(
    db`select count(*)::int as n from outbox_messages where locked_until > now() and status = 'pending'`,
  );
  check.ok(
    'server b stops cleanly too, and no outbox lease is left held',
    exitB?.code === 0 && held.n === 0,
    `exit ${JSON.stringify(exitB)}`,
  );

  const requestLines = [...servers.a.lines, ...servers.b.lines].filter(
    (line) => line.msg === 'request' && line.method === 'POST',
  );
  check.ok(
    'request lines carry the client address, route, status, duration and request id',
    requestLines.length > 0 &&
      requestLines.every(
        (line) => line.clientIp && line.route && line.status && Number.isInteger(line.ms) && line.requestId,
      ),
    `${requestLines.length} POST lines`,
  );
} catch (error) {
  check.ok(`the cluster run completed (${error.stack?.split('\n').slice(0, 3).join(' | ')})`, false);
} finally {
  for (const server of Object.values(servers)) await stopProcess(server.child).catch(() => {});
  if (proxy) await proxy.stop().catch(() => {});
  await smtp?.close().catch(() => {});
  await crm?.close().catch(() => {});
  await db?.end({ timeout: 5 }).catch(() => {});
  await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  await admin.end({ timeout: 5 }).catch(() => {});
  redis.disconnect();
}
console.log(`  .. ${elapsed()} in all`);
const { passed, failed } = check.summary();
writeFileSync(resultFile, JSON.stringify({ skipped: false, passed, failed }));
if (failed === 0) rmSync(work, { recursive: true, force: true });
else console.log(`Logs kept in ${work}`);
process.exit(failed === 0 ? 0 : 1);
