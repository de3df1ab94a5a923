import 'server-only';
import type { Readable } from 'node:stream';

/**
 * Where claim documents live. Keys are random and opaque; the store never sees a file's name.
 * The local implementation encrypts to DATA_DIR/uploads; an S3-compatible store can implement the
 * same four methods later.
 */
export interface FileStore {
  /** Streams `source` into a new object and returns its key. Rejects (and leaves nothing) on error. */
  put(source: Readable): Promise<{ key: string }>;
  /** The plaintext bytes; the stream errors if the stored bytes were tampered with. */
  read(key: string): Readable;
  delete(key: string): Promise<void>;
  /** Every key held (for tests and housekeeping). */
  list(): Promise<string[]>;
}
