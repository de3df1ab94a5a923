import 'server-only';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { snapshotEmbeddedDatabase } from '../db/client';
import { getEnv } from '../env';
import { log } from '../log';
import { SUBMISSION_TABLES } from '../submissions/tables';
import { TarGzWriter, type TarEntryInfo } from './tar';

export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_ENTRY = 'pglite.tar.gz';
export const KEY_ENTRY = 'file-encryption.key';
/** Tables whose row counts the manifest records (and a restore checks). */
export const COUNTED_TABLES = [
  ...Object.values(SUBMISSION_TABLES).map((entry) => entry.name),
  'claim_attachments',
  'consent_records',
  'outbox_messages',
  'operators',
  'audit_log',
];

export interface BackupManifest {
  format: 'insurancematch-backup';
  version: 1;
  createdAt: string;
  database: 'pglite';
  counts: Record<string, number>;
  documents: number;
  /**
   * 'included': DATA_DIR/file-encryption.key is in the archive; 'environment': FILE_ENCRYPTION_KEY is set and is not.
   */
  encryptionKey: 'included' | 'environment' | 'none';
  files: TarEntryInfo[];
}

const UPLOAD_NAME = /^[a-f0-9]{32}\.enc$/;

/**
 * Writes one .tar.gz of the embedded database and the claim documents (decision 151), while the
 * server keeps taking submissions: the database first (a snapshot between transactions), then the
 * uploads folder. A document is stored before its claim's transaction commits, so every document
 * the snapshot names is already on disk when the folder is copied. Then the key file, and last a
 * manifest with the time, row counts and each entry's size and SHA-256. Written to a temporary name
 * and renamed, so a half-written archive never carries the final name.
 */
export async function createBackup(target: string): Promise<BackupManifest> {
  const env = getEnv();
  if (env.DATABASE_URL) throw new Error('the database is PostgreSQL: back it up with pg_dump (docs/backup.md)');
  const dataDir = path.resolve(env.DATA_DIR);
  if (existsSync(target)) throw new Error(`${target} already exists`);
  const partial = `${target}.partial`;
  await rm(partial, { force: true });
  const writer = new TarGzWriter(partial);
  try {
    const { dump, counts } = await snapshotEmbeddedDatabase(COUNTED_TABLES);
    const createdAt = new Date().toISOString();
    const files: TarEntryInfo[] = [];
    files.push(
      await writer.add(
        DATABASE_ENTRY,
        dump.size,
        Readable.fromWeb(dump.stream() as import('node:stream/web').ReadableStream<Uint8Array>),
      ),
    );

    const uploads = path.join(dataDir, 'uploads');
    const names = existsSync(uploads) ? (await readdir(uploads)).filter((name) => UPLOAD_NAME.test(name)).sort() : [];
    let documents = 0;
    for (const name of names) {
      const file = path.join(uploads, name);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch {
        continue; // deleted meanwhile (retention, or a refused claim): not in the snapshot either
      }
      files.push(
        await writer.add(
          `uploads/${name}`,
          size,
          size === 0 ? Buffer.alloc(0) : createReadStream(file, { start: 0, end: size - 1 }),
        ),
      );
      documents += 1;
    }

    const keyFile = path.join(dataDir, KEY_ENTRY);
    const encryptionKey: BackupManifest['encryptionKey'] = env.FILE_ENCRYPTION_KEY
      ? 'environment'
      : existsSync(keyFile)
        ? 'included'
        : 'none';
    if (encryptionKey === 'included')
      files.push(await writer.add(KEY_ENTRY, (await stat(keyFile)).size, createReadStream(keyFile)));

    const manifest: BackupManifest = {
      format: 'insurancematch-backup',
      version: 1,
      createdAt,
      database: 'pglite',
      counts,
      documents,
      encryptionKey,
      files,
    };
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.add(MANIFEST_NAME, json.length, json);
    await writer.end();
    await rename(partial, target);
    log.info('backup written', { documents, claims: counts.claims, bytes: (await stat(target)).size });
    return manifest;
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    throw error;
  }
}

export function describeBackup(target: string, manifest: BackupManifest): string {
  const key =
    manifest.encryptionKey === 'included'
      ? 'The file encryption key is inside: keep the archive as private as the data.'
      : manifest.encryptionKey === 'environment'
        ? 'The file encryption key is FILE_ENCRYPTION_KEY and is NOT inside: keep it safe separately, without it the documents cannot be read.'
        : 'No file encryption key yet (no document was ever stored).';
  return [
    `Backup written: ${target}`,
    `Taken at ${manifest.createdAt}: ${manifest.counts.claims ?? 0} claims, ${manifest.counts.claim_attachments ?? 0} attachments, ${manifest.documents} document files.`,
    key,
  ].join('\n');
}
