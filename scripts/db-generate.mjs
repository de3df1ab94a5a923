/**
 * `npm run db:generate`: drizzle-kit writes the SQL migration and its snapshot for what changed in
 * server/db/schema, then the new journal entry's time is moved after the previous entry's if the
 * clock put it before. The migrator (drizzle-orm) runs only the entries newer than the last one a
 * database applied, so an entry dated earlier would be skipped on every database that already has
 * the previous one: tests on a new database pass and the server runs without the new table.
 * server/db/migrations.test.ts holds the journal to that order and the snapshot to the schema.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const journalPath = path.join(root, 'server/db/migrations/meta/_journal.json');

const generated = spawnSync('drizzle-kit', ['generate', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (generated.status !== 0) process.exit(generated.status ?? 1);

const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
const [previous, last] = journal.entries.slice(-2);
if (previous && last && last.when <= previous.when) {
  last.when = previous.when + 1;
  writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(
    `${last.tag}: its journal time moved after ${previous.tag}'s, so databases that applied that one run it.`,
  );
}
