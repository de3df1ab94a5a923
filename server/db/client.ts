import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { getEnv } from '../env';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The rows of a raw `db.execute(sql...)` result: PGlite answers `{ rows }`, postgres-js the array itself. */
export function resultRows<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** The transaction handle passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database itself (backups need it); absent on PostgreSQL. */
  pglite?: PGlite;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');
/**
 * PGlite runs PostgreSQL inside a WebAssembly heap that never shrinks, so its buffers are resident
 * memory of this process. PostgreSQL's defaults (128 MB of shared buffers, 64 MB for maintenance)
 * are sized for a database server; this site's tables are small. Measured (decision 162): about
 * 125 MB less resident memory, on a new or a reopened data folder.
 */
export const PGLITE_MEMORY_SETTINGS = [
  'shared_buffers=16MB',
  'maintenance_work_mem=8MB',
  'work_mem=2MB',
  'temp_buffers=2MB',
  'wal_buffers=1MB',
];
/** PostgreSQL (DATABASE_URL): connections kept per process, and how long an unused one stays open. */
const POSTGRES_POOL = { max: 10, idle_timeout: 30 };

/** Any constant works; it only has to be the same in every instance of this site. */
const MIGRATION_LOCK_ID = 4_711_2025;

async function openDatabase(): Promise<Database> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const client = postgres(env.DATABASE_URL, { ...POSTGRES_POOL, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    // Several instances may start together on one PostgreSQL: one migrates, the others wait.
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
      lock.release();
    }
    return { db: db as unknown as Db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  // PGlite wants its folder to exist; it holds a lock, so only one server process may use it.
  const dataDir = path.resolve(env.DATA_DIR, 'pglite');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  releaseStartupMemory();
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close(), pglite: client };
}

/**
 * On a new data folder PGlite first runs initdb in a WebAssembly instance of its own (a heap of a
 * few hundred MB). Once the database is open that instance is garbage, but an idle server
 * allocates nothing, so V8 would keep it resident until the first busy moment: one full collection
 * now returns it (measured: 614 -> 332 MB for PGlite alone, decision 162). Runs once, at start-up.
 */
function releaseStartupMemory(): void {
  try {
    v8.setFlagsFromString('--expose-gc');
    (vm.runInNewContext('gc') as () => void)();
  } catch {
    // Only memory is at stake.
  }
}

// Cached on globalThis so that dev-server reloads and route bundles share one connection.
const globalForDb = globalThis as unknown as { databasePromise?: Promise<Database> };

function database(): Promise<Database> {
  globalForDb.databasePromise ??= openDatabase().catch((error: unknown) => {
    globalForDb.databasePromise = undefined;
    throw error;
  });
  return globalForDb.databasePromise;
}

/** The database, opened and migrated on first use (instrumentation opens it at start-up). */
export async function getDb(): Promise<Db> {
  return (await database()).db;
}

export async function getDatabaseDriver(): Promise<Database['driver']> {
  return (await database()).driver;
}

export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.databasePromise;
  globalForDb.databasePromise = undefined;
  if (pending) await (await pending).close();
}

/**
 * A consistent copy of the embedded database (decision 151): PGlite's data folder as a gzip'd tar,
 * taken inside a transaction of our own, so no other transaction is half done (PGlite runs one at
 * a time), after a checkpoint; `counts` are the row counts of `tables` in that same instant.
 */
export async function snapshotEmbeddedDatabase(
  tables: readonly string[],
): Promise<{ dump: Blob; counts: Record<string, number> }> {
  const { pglite } = await database();
  if (!pglite) throw new Error('the database is PostgreSQL: back it up with pg_dump');
  await pglite.exec('checkpoint');
  return pglite.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from "${table.replace(/"/g, '')}"`);
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    const dump = await pglite.dumpDataDir('gzip');
    return { dump, counts };
  });
}
