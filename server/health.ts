import 'server-only';
import Redis from 'ioredis';
import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import { getDb, resultRows } from './db/client';
import { getEnv } from './env';
import { describeError, log } from './log';
import { smtpUrlOptions } from './mail/smtp-url';
import { clientIp } from './http/client-ip';
import { normaliseAddress, PROXIED_HEADER } from './http/trusted-proxies';

/**
 * What GET /api/health reports (docs/decisions/132): the database (503 when it does not answer),
 * the outbox backlog, and Redis and SMTP when they are configured. Never a URL, a host name, a
 * password or an error text that could carry one: states, counts and ages only.
 */
export interface HealthReport {
  status: 'ok' | 'degraded' | 'down';
  database: 'up' | 'down';
  outbox?: {
    pending: number;
    /** Age of the oldest message still waiting, in seconds (0 when none waits). */
    oldestPendingSeconds: number;
    /** Pending messages whose last try failed: deliveries are failing while this is above 0. */
    failing: number;
    /** Messages given up after the retry window (OUTBOX_MAX_AGE_HOURS). */
    dead: number;
  };
  redis?: 'up' | 'down';
  smtp?: 'up' | 'down' | 'not configured: e-mails are written to files';
}

/** What a caller on another machine is told: whether this instance can take requests. */
export type PublicHealthReport = Pick<HealthReport, 'status' | 'database'>;

/**
 * The report for this request: whole for a caller on this machine that came through no proxy (the
 * operator's `curl`, a local monitor, the deploy script), the status alone for everyone else. The
 * outbox's counts would tell anyone on the internet how many leads the agency takes and when its
 * mail is failing; a load balancer or an uptime monitor needs only the status code and `status`.
 * The caller is server.mjs's `x-client-ip` (the socket's peer, or the visitor through a trusted
 * proxy); a request that bore X-Forwarded-For came through a proxy (nginx always adds it:
 * server.mjs records it, `PROXIED_HEADER`), so even with TRUST_PROXY left off behind nginx, where
 * every visitor's address is nginx's loopback one, a visitor is not taken for the operator. A
 * request without server.mjs's word is treated as proxied.
 */
export function healthFor(report: HealthReport, headers: Headers): HealthReport | PublicHealthReport {
  const local = isThisMachine(clientIp(headers)) && headers.get(PROXIED_HEADER) === 'no';
  return local ? report : { status: report.status, database: report.database };
}

function isThisMachine(address: string): boolean {
  const host = normaliseAddress(address);
  return host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const CHECK_TIMEOUT_MS = 2000;
/** SMTP and Redis are probed at most this often per process: a monitor polling every second costs nothing. */
const PROBE_CACHE_MS = 15_000;
/**
 * One report answers every request within this time: a flood of checks (or a load balancer per
 * instance and a monitor) costs one database query a second, and a database that stops answering
 * shows within a second all the same (decision 132).
 */
export const REPORT_REUSE_MS = 1_000;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return resultRows<Record<string, unknown>>(result);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function outboxBacklog(): Promise<NonNullable<HealthReport['outbox']>> {
  const db = await getDb();
  const [row] = rowsOf(
    await db.execute(sql`
      select
        count(*) filter (where status = 'pending')::int as pending,
        coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0)::float8 as oldest,
        count(*) filter (where status = 'pending' and last_error is not null)::int as failing,
        count(*) filter (where status = 'dead')::int as dead
      from outbox_messages where status <> 'delivered'`),
  );
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSeconds: Math.floor(Number(row?.oldest ?? 0)),
    failing: Number(row?.failing ?? 0),
    dead: Number(row?.dead ?? 0),
  };
}

const probeCache = new Map<string, { at: number; up: boolean }>();

async function cachedProbe(key: string, probe: () => Promise<unknown>): Promise<'up' | 'down'> {
  const cached = probeCache.get(key);
  if (cached && Date.now() - cached.at < PROBE_CACHE_MS) return cached.up ? 'up' : 'down';
  let up = true;
  try {
    await withTimeout(Promise.resolve().then(probe), CHECK_TIMEOUT_MS);
  } catch (error) {
    up = false;
    log.warn('health check: a service does not answer', { service: key.split(':')[0], ...describeError(error) });
  }
  probeCache.set(key, { at: Date.now(), up });
  return up ? 'up' : 'down';
}

async function pingRedis(url: string): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CHECK_TIMEOUT_MS,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}

async function verifySmtp(url: string): Promise<void> {
  // Settings, not the URL string (nodemailer would parse it with Node's deprecated url.parse, DEP0169); beside a
  // string these timeouts were taken as message defaults and never applied.
  const transporter = nodemailer.createTransport({
    ...smtpUrlOptions(url),
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
  });
  try {
    await transporter.verify();
  } finally {
    transporter.close();
  }
}

let shared: { at: number; report: Promise<HealthReport> } | null = null;

export function healthReport(): Promise<HealthReport> {
  const now = Date.now();
  if (shared && now - shared.at < REPORT_REUSE_MS && now >= shared.at) return shared.report;
  const report = freshReport();
  shared = { at: now, report };
  return report;
}

async function freshReport(): Promise<HealthReport> {
  const env = getEnv();
  let outbox: HealthReport['outbox'];
  let database: HealthReport['database'] = 'up';
  try {
    outbox = await withTimeout(outboxBacklog(), CHECK_TIMEOUT_MS * 2);
  } catch (error) {
    database = 'down';
    log.error('health check: the database does not answer', describeError(error));
  }
  const [redis, smtp] = await Promise.all([
    env.REDIS_URL ? cachedProbe(`redis:${env.REDIS_URL}`, () => pingRedis(env.REDIS_URL)) : undefined,
    env.SMTP_URL
      ? cachedProbe(`smtp:${env.SMTP_URL}`, () => verifySmtp(env.SMTP_URL))
      : ('not configured: e-mails are written to files' as const),
  ]);
  const degraded = redis === 'down' || smtp === 'down' || (outbox?.failing ?? 0) > 0 || (outbox?.dead ?? 0) > 0;
  return {
    status: database === 'down' ? 'down' : degraded ? 'degraded' : 'ok',
    database,
    ...(outbox ? { outbox } : {}),
    ...(redis ? { redis } : {}),
    smtp,
  };
}

/** For tests: probe again on the next report. */
export function resetHealthProbesForTests(): void {
  probeCache.clear();
  shared = null;
}
