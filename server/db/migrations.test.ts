import { readdirSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, test } from 'vitest';
import * as schema from '@/server/db/schema';
import { latestSnapshot, migrationJournal, MIGRATIONS_FOLDER } from '@/tests/support/migrations';

/**
 * A new table or column (a new submission type's, docs/architecture.md "Adding a submission type")
 * is a migration `npm run db:generate` writes: these hold what makes the generated one right and
 * keeps it applied on a database that has the others (server/db/migrations.db.test.ts checks that
 * the migrations build the snapshot's tables).
 */
describe('migrations', () => {
  const { entries } = migrationJournal();

  test('each journal entry is dated after the one before, so a database that applied it runs the next', () => {
    // The migrator runs only the entries newer than the last one a database applied.
    const late = entries.filter((entry, index) => index > 0 && entry.when <= entries[index - 1]!.when);
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  test('the journal and the SQL files name each other', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(entries.map((entry) => `${entry.tag}.sql`).sort());
  });

  test('the latest snapshot is the schema, so db:generate writes only what a change adds', async () => {
    const snapshot = latestSnapshot();
    const statements = await generateMigration(snapshot as never, generateDrizzleJson(schema, snapshot.id));
    // Not empty: the schema changed without `npm run db:generate` (or a migration was written by hand).
    expect(statements).toEqual([]);
  });
});
