import 'server-only';
import { closeDatabase, getDatabaseDriver } from './db/client';
import { getEnv } from './env';
import { describeError, log } from './log';
import { startAdminSocket } from './console/admin-socket';
import { startRetentionJob } from './console/retention';
import { startOutboxWorker } from './outbox/worker';

type Hook = () => Promise<void> | void;
const shutdownHooks: Hook[] = [];

/** Background work (the outbox worker) registers how to stop; hooks run before the DB closes. */
export function onShutdown(hook: Hook): void {
  shutdownHooks.push(hook);
}

const SHUTDOWN_KEY = Symbol.for('insurancematch.shutdown');

export async function startServer(): Promise<void> {
  let driver: Awaited<ReturnType<typeof getDatabaseDriver>>;
  try {
    getEnv();
    driver = await getDatabaseDriver();
    log.info('database ready', { driver });
  } catch (error) {
    log.error('start-up failed', describeError(error));
    process.exit(1);
  }
  // Delivers e-mails and CRM webhooks queued by submissions (and whatever a restart left pending).
  onShutdown(startOutboxWorker());
  // `npm run operator` reaches the embedded database through this process (decision 100).
  if (driver === 'pglite') onShutdown(startAdminSocket());
  // Deletes claim documents and personal fields past their retention, daily (decision 102).
  onShutdown(startRetentionJob());
  // server.mjs calls this on SIGTERM/SIGINT once the HTTP server stopped taking requests.
  (globalThis as Record<symbol, unknown>)[SHUTDOWN_KEY] = async () => {
    for (const hook of shutdownHooks.reverse()) {
      await Promise.resolve(hook()).catch((error: unknown) => log.error('shutdown hook failed', describeError(error)));
    }
    await closeDatabase();
  };
}
