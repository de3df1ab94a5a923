// `npm run restore`: a backup archive into a fresh DATA_DIR (decision 151). Runs with no server
// on that folder (PGlite belongs to one process). No 'server-only': the script imports it.
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { extractTarGz } from './tar';

interface Manifest {
  format: string;
  version: number;
  createdAt: string;
  counts: Record<string, number>;
  documents: number;
  encryptionKey: 'included' | 'environment' | 'none';
  files: { name: string; bytes: number; sha256: string }[];
}

export interface RestoreResult {
  output: string;
  code: number;
}

/** What a restore replaces in DATA_DIR; anything else there is left alone (with --force). */
const RESTORED = ['pglite', 'uploads', 'file-encryption.key'];

function serverListens(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function restoreBackup(archive: string, dataDirSetting: string, force: boolean): Promise<RestoreResult> {
  const dataDir = path.resolve(dataDirSetting);
  if (!existsSync(archive)) return { output: `No such archive: ${archive}`, code: 2 };
  if (await serverListens(path.join(dataDir, 'console-admin.sock'))) {
    return { output: `A server is running on ${dataDir}: stop it first (restore replaces its database).`, code: 1 };
  }
  const present = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => !name.startsWith('.restore-')) : [];
  if (present.length > 0 && !force) {
    return {
      output: `${dataDir} is not empty (${present.slice(0, 5).join(', ')}). Restore into a fresh folder, or add --force to replace its database, documents and key.`,
      code: 1,
    };
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const staging = path.join(dataDir, `.restore-${process.pid}-${Date.now()}`);
  try {
    // 1. Unpack beside the target, checking every entry against the manifest.
    const extracted = await extractTarGz(createReadStream(archive), staging);
    const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'insurancematch-backup' || manifest.version !== 1)
      return { output: 'This is not a backup made by npm run backup.', code: 1 };
    const seen = new Map(extracted.map((entry) => [entry.name, entry]));
    for (const expected of manifest.files) {
      const entry = seen.get(expected.name);
      if (!entry || entry.bytes !== expected.bytes || entry.sha256 !== expected.sha256)
        return { output: `The archive is damaged: ${expected.name} does not match its checksum.`, code: 1 };
    }
    // 2. The database: PGlite loads its own dump into the empty folder; the counts must match.
    const databaseDir = path.join(staging, 'pglite');
    const dump = await readFile(path.join(staging, 'pglite.tar.gz'));
    const pg = await PGlite.create(databaseDir, { loadDataDir: new Blob([dump]) });
    try {
      for (const [table, expected] of Object.entries(manifest.counts)) {
        const { rows } = await pg.query<{ n: number }>(`select count(*)::int as n from "${table.replace(/"/g, '')}"`);
        if (Number(rows[0]?.n) !== expected)
          return {
            output: `The restored database has ${rows[0]?.n} rows in ${table}, the manifest says ${expected}.`,
            code: 1,
          };
      }
    } finally {
      await pg.close();
    }
    // 3. Swap in: database, documents, key.
    for (const name of RESTORED) await rm(path.join(dataDir, name), { recursive: true, force: true });
    await rename(databaseDir, path.join(dataDir, 'pglite'));
    await mkdir(path.join(staging, 'uploads'), { recursive: true, mode: 0o700 });
    await rename(path.join(staging, 'uploads'), path.join(dataDir, 'uploads'));
    if (manifest.encryptionKey === 'included') {
      await rename(path.join(staging, 'file-encryption.key'), path.join(dataDir, 'file-encryption.key'));
      await chmod(path.join(dataDir, 'file-encryption.key'), 0o600);
    }
    const keyNote =
      manifest.encryptionKey === 'environment'
        ? 'The documents were sealed with FILE_ENCRYPTION_KEY: set the same value before starting the server.'
        : manifest.encryptionKey === 'included'
          ? 'The file encryption key was restored with them.'
          : '';
    return {
      output: [
        `Restored ${archive} (taken ${manifest.createdAt}) into ${dataDir}: ${manifest.counts.claims ?? 0} claims, ${manifest.documents} document files.`,
        keyNote,
      ]
        .filter(Boolean)
        .join('\n'),
      code: 0,
    };
  } catch (error) {
    return {
      output: `The archive could not be restored (nothing in ${dataDir} was replaced): ${error instanceof Error ? error.message : String(error)}`,
      code: 1,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
