// npm run backup [-- FILE.tar.gz]: one archive of the embedded database, the claim documents and
// the file encryption key, with a manifest (time, counts, checksums); decision 151. While the server
// runs, it takes the copy itself (through DATA_DIR/console-admin.sock, between transactions);
// otherwise this process opens the data folder. On PostgreSQL use pg_dump instead (docs/backup.md).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadSettingsFiles } from '../server/config/load-settings.ts';
import { runTool } from './console-tool.mjs';

const root = path.resolve(import.meta.dirname, '..');
loadSettingsFiles(root, 'production');
const [given] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const target = path.resolve(given ?? path.join('backups', `insurancematch-${stamp}.tar.gz`));
mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
await runTool('backup', [target]);
