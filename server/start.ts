import 'server-only';
import { listPlaceholders } from './config/placeholders';
import { closeDatabase, getDatabaseDriver } from './db/client';
import type { Env } from './env-schema';
import { getEnv } from './env';
import { getRates } from './insurance/rates';
import { describeError, log } from './log';
import { startAdminSocket } from './console/admin-socket';
import { startRetentionJob } from './console/retention';
import { startOutboxWorker } from './outbox/worker';
import { setShutdownHook } from './shared-process-state';

type Hook = () => Promise<void> | void;
const shutdownHooks: Hook[] = [];

/** Background work (the outbox worker) registers how to stop; hooks run before the DB closes. */
export function onShutdown(hook: Hook): void {
  shutdownHooks.push(hook);
}

/**
 * In production, one warning per setting still on a local placeholder (fictional phone, example
 * addresses, development stand-ins...), so an operator sees them in the first lines of the log.
 * `npm run doctor` prints the same list (docs/decisions/010).
 */
function warnAboutPlaceholders(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  for (const { setting, reason } of listPlaceholders(env)) {
    log.warn('setting still on a local placeholder', { setting, reason });
  }
}

export async function startServer(): Promise<void> {
  let driver: Awaited<ReturnType<typeof getDatabaseDriver>>;
  try {
    warnAboutPlaceholders(getEnv());
    // A bad rates file stops the start with the place in the file and the rule it breaks.
    const rates = getRates();
    log.info('rating table ready', {
      ratingVersion: rates.ratingVersion,
      carriers: rates.carriers.length,
      example: rates.example,
    });
    driver = await getDatabaseDriver();
    log.info('database ready', { driver });
  } catch (error) {
    log.error('start-up failed', describeError(error));
    process.exit(1);
  }
  // Delivers e-mails and CRM webhooks queued by submissions (and whatever a restart left pending).
  onShutdown(startOutboxWorker());
  // `npm run operator` reaches the embedded database through this process (decision 110).
  if (driver === 'pglite') onShutdown(startAdminSocket());
  // Deletes claim documents and personal fields past their retention, daily (decision 112).
  onShutdown(startRetentionJob());
  // server.mjs calls this on SIGTERM/SIGINT once the HTTP server stopped taking requests.
  setShutdownHook(async () => {
    for (const hook of shutdownHooks.reverse()) {
      await Promise.resolve(hook()).catch((error: unknown) => log.error('shutdown hook failed', describeError(error)));
    }
    await closeDatabase();
    log.info('database closed');
  });
}
