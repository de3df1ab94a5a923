import 'server-only';
import { hkdfSync } from 'node:crypto';
import { fileEncryptionKey } from '../storage/encryption-key';

/**
 * A 32-byte key for one purpose, derived (HKDF-SHA256) from the data key, which lives outside the
 * database (FILE_ENCRYPTION_KEY or DATA_DIR/file-encryption.key): what it signs or hashes cannot
 * be forged or guessed offline from a copy of the database alone.
 */
export function consoleKey(purpose: 'device-cookie' | 'recovery-codes'): Buffer {
  return Buffer.from(hkdfSync('sha256', fileEncryptionKey(), Buffer.alloc(0), `insurancematch console ${purpose}`, 32));
}
