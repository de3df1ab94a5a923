import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** server/db/migrations, as `npm run db:generate` writes it and the migrator reads it. */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, '../../server/db/migrations');

export interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

export function migrationJournal(): { entries: JournalEntry[] } {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
}

interface SnapshotTable {
  name: string;
  columns: Record<string, { name: string; notNull: boolean }>;
  indexes: Record<string, { name: string }>;
}

/** The schema as of the last migration drizzle-kit wrote (what the next `db:generate` compares with). */
export function latestSnapshot(): { id: string; tables: Record<string, SnapshotTable> } & Record<string, unknown> {
  const names = readdirSync(path.join(MIGRATIONS_FOLDER, 'meta')).filter((name) => name.endsWith('_snapshot.json'));
  const latest = names.sort().at(-1);
  if (!latest) throw new Error('no snapshot in server/db/migrations/meta');
  return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', latest), 'utf8'));
}
