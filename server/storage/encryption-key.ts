import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '../env';

const KEY_FILE = 'file-encryption.key';
const cache = new Map<string, Buffer>();

/**
 * The 32-byte AES key for files at rest: FILE_ENCRYPTION_KEY when set (base64), otherwise a key
 * generated once into DATA_DIR/file-encryption.key with owner-only permissions (0600). Losing
 * that file makes the stored documents unreadable: back it up with the data folder.
 */
export function fileEncryptionKey(): Buffer {
  const env = getEnv();
  if (env.FILE_ENCRYPTION_KEY) return Buffer.from(env.FILE_ENCRYPTION_KEY, 'base64');
  const file = path.resolve(env.DATA_DIR, KEY_FILE);
  const cached = cache.get(file);
  if (cached) return cached;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': only the first process to get here creates it; the others read what it wrote.
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  cache.set(file, key);
  return key;
}
