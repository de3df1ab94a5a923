/**
 * Graceful shutdown of server.mjs on SIGTERM/SIGINT (docs/decisions/131): stop accepting
 * connections, let the requests in flight finish, then run the application's hook (server/start.ts:
 * stop the outbox worker, which releases the leases it holds, then close the database), all within
 * a bound. Past the bound, open connections are cut and the process exits anyway: a supervisor
 * (systemd, a container runtime) sends SIGKILL soon after, and an exit of our own is cleaner.
 *
 * Pure Node (no `server-only`, no relative imports): server.mjs imports it directly.
 */
import type { Server, ServerResponse } from 'node:http';

export interface ShutdownOptions {
  server: Server;
  /** The application's hook (server/shared-process-state.ts's shutdownHook()), if it set one. */
  hook: unknown;
  /** Time allowed for requests in flight; the hook gets the same again. */
  timeoutMs: number;
  log: (level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void;
}

const unanswered = new WeakMap<Server, Set<ServerResponse>>();

/**
 * Remembers the server's responses until they close (call once, as it starts listening), so that
 * a shutdown can make those whose headers are not yet sent close their connection after answering.
 */
export function trackUnansweredResponses(server: Server): void {
  const open = new Set<ServerResponse>();
  unanswered.set(server, open);
  server.prependListener('request', (_req, res) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
}

/** Asks the client not to send another request on this connection (RFC 9112 9.6). */
function closeAfterAnswer(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

function within<T>(promise: Promise<T>, ms: number): Promise<'done' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise.then(() => 'done' as const), timeout]).finally(() => clearTimeout(timer));
}

/** Resolves with the exit code once everything is closed (or the bound has passed). */
export async function shutDownGracefully({ server, hook, timeoutMs, log }: ShutdownOptions): Promise<number> {
  const started = Date.now();
  // The answers still being rendered say `Connection: close`: a client that keeps connections
  // (nginx keeps some to each server) would otherwise send its next request, perhaps a visitor's
  // post, on one the sweep below closes as idle before reading it, and nginx never retries a
  // post it has sent. A refused new connection it does retry, on another server.
  for (const res of unanswered.get(server) ?? []) closeAfterAnswer(res);
  // No new connections from here on; keep-alive connections without a request are closed now,
  // and each one still answering a request is closed after its response.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const requests = await within(closed, timeoutMs);
  clearInterval(idleSweep);
  if (requests === 'timeout') {
    log('warn', 'requests still in flight at the shutdown bound: connections cut', { timeoutMs });
    server.closeAllConnections();
  }
  let code = 0;
  if (typeof hook === 'function') {
    const result = await within(
      Promise.resolve()
        .then(() => hook())
        .catch((error: unknown) => {
          code = 1;
          log('error', 'shutdown hook failed', { error: error instanceof Error ? error.message : String(error) });
        }),
      timeoutMs,
    );
    if (result === 'timeout') {
      code = 1;
      log('error', 'outbox and database did not close within the shutdown bound', { timeoutMs });
    }
  }
  log('info', 'shut down', { ms: Date.now() - started, code });
  return code;
}
