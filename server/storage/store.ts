import 'server-only';
import path from 'node:path';
import { getDb } from '../db/client';
import { getEnv } from '../env';
import { log } from '../log';
import { DatabaseDocumentStore } from './database-store';
import { EncryptedDiskStore } from './encrypted-disk-store';
import { fileEncryptionKey } from './encryption-key';
import type { FileStore } from './file-store';

let warned = false;

/**
 * The configured store for claim documents (decision 150): in PostgreSQL when DATABASE_URL is set,
 * so every instance reads them and a database backup holds them; otherwise the encrypted folder
 * DATA_DIR/uploads next to the embedded database. Documents stored in the folder before a switch to
 * PostgreSQL stay readable through it.
 */
export function getFileStore(): FileStore {
  const env = getEnv();
  const folder = new EncryptedDiskStore(path.resolve(env.DATA_DIR, 'uploads'), fileEncryptionKey);
  if (!env.DATABASE_URL) return folder;
  if (!env.FILE_ENCRYPTION_KEY && !warned) {
    warned = true;
    log.warn(
      'documents are stored in PostgreSQL but FILE_ENCRYPTION_KEY is not set: this instance uses the key in its own DATA_DIR, which other instances do not have. Set the same FILE_ENCRYPTION_KEY on every instance.',
    );
  }
  return new DatabaseDocumentStore(getDb, fileEncryptionKey, folder);
}
