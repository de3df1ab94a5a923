import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { getDb, resultRows } from '@/server/db/client';
import { latestSnapshot } from '@/tests/support/migrations';
import { setupTestDatabase } from '@/tests/support/test-database';

setupTestDatabase();

/**
 * The migrations, applied in order to a new database, build the tables the latest snapshot
 * describes, so the snapshot `npm run db:generate` compares the schema with is the database's
 * (migrations written by hand before the snapshot was kept up to date, 0011-0017, included).
 */
describe('the migrated database', () => {
  test('has the snapshot tables, columns, nullability and indexes, and no others', async () => {
    const db = await getDb();
    const columns = resultRows<{ table_name: string; column_name: string; is_nullable: string }>(
      await db.execute(sql`select table_name, column_name, is_nullable from information_schema.columns
        where table_schema = 'public'`),
    );
    const indexes = resultRows<{ tablename: string; indexname: string }>(
      await db.execute(sql`select tablename, indexname from pg_indexes where schemaname = 'public'
        and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`),
    );
    const database = {
      columns: columns.map((c) => `${c.table_name}.${c.column_name} ${c.is_nullable === 'NO' ? 'not null' : 'null'}`),
      indexes: indexes.map((i) => `${i.tablename}.${i.indexname}`),
    };
    const tables = Object.values(latestSnapshot().tables);
    const snapshot = {
      columns: tables.flatMap((t) =>
        Object.values(t.columns).map((c) => `${t.name}.${c.name} ${c.notNull ? 'not null' : 'null'}`),
      ),
      indexes: tables.flatMap((t) => Object.values(t.indexes).map((i) => `${t.name}.${i.name}`)),
    };
    expect(database.columns.sort()).toEqual(snapshot.columns.sort());
    expect(database.indexes.sort()).toEqual(snapshot.indexes.sort());
  });
});
