// npm run restore -- FILE.tar.gz [--force]: a backup made by `npm run backup` into DATA_DIR, which
// must be empty (or --force, which replaces its database, documents and key). Stop the server
// first. Every entry is checked against the manifest's checksums and the restored database's row
// counts against the manifest's before anything in DATA_DIR is replaced (decision 151).
import path from 'node:path';
import { loadSettingsFiles } from '../server/config/load-settings.ts';
import { parseEnv } from '../server/env-schema.ts';

const root = path.resolve(import.meta.dirname, '..');
loadSettingsFiles(root, 'production');
const args = process.argv.slice(2);
const [archive, ...rest] = args.filter((arg) => arg !== '--force');
if (!archive || rest.length > 0) {
  console.error('Usage: npm run restore -- FILE.tar.gz [--force]');
  process.exit(2);
}
const env = parseEnv(process.env);
if (env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/backup.md); documents are in the database.',
  );
  process.exit(2);
}
await import('./ts-hooks.mjs');
const { restoreBackup } = await import('../server/backup/restore.ts');
const result = await restoreBackup(path.resolve(archive), env.DATA_DIR, args.includes('--force'));
console[result.code === 0 ? 'log' : 'error'](result.output);
process.exit(result.code);
