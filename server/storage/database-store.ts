import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Readable, PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentBlobs, documentChunks } from '../db/schema';
import type { FileStore } from './file-store';

const IV_BYTES = 12;
/** Ciphertext per row: large enough for few round trips, small enough to never matter in memory. */
export const CHUNK_BYTES = 256 * 1024;
const KEY_PATTERN = /^db:([a-f0-9]{32})$/;

/** Which key sealed a document, without revealing it: the first 8 bytes of its SHA-256, hex. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Claim documents in the database (decision 150): AES-256-GCM as in the folder store, the
 * ciphertext cut into ~256 KB rows of `document_chunks`, written as it arrives (never whole in
 * memory) and read back one row at a time as the reader asks for more. Every instance on the
 * same PostgreSQL reads every document, and a database backup holds them.
 *
 * Keys of documents stored by the folder store before the switch (`<hex>.enc`) are handed to
 * `legacy`, so existing claims stay readable and deletable.
 */
export class DatabaseDocumentStore implements FileStore {
  constructor(
    private readonly db: () => Promise<Db>,
    private readonly key: () => Buffer,
    private readonly legacy?: FileStore,
  ) {}

  async put(source: Readable): Promise<{ key: string }> {
    const db = await this.db();
    const id = randomBytes(16).toString('hex');
    const iv = randomBytes(IV_BYTES);
    const key = this.key();
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    await db.insert(documentBlobs).values({ id, keyId: keyIdOf(key), iv });
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let seq = 0;
    let total = 0;
    // Rows of exactly CHUNK_BYTES, the last one shorter.
    const flush = async (last: boolean) => {
      while (pendingBytes >= CHUNK_BYTES || (last && pendingBytes > 0)) {
        const joined = Buffer.concat(pending, pendingBytes);
        const bytes = joined.subarray(0, Math.min(CHUNK_BYTES, joined.length));
        pending = joined.length > bytes.length ? [joined.subarray(bytes.length)] : [];
        pendingBytes = joined.length - bytes.length;
        await db.insert(documentChunks).values({ blobId: id, seq, bytes });
        seq += 1;
        total += bytes.length;
      }
    };
    // Each write waits for its rows when a chunk is full: the upload is read no faster than the
    // database takes it.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes < CHUNK_BYTES) return callback();
        flush(false).then(() => callback(), callback);
      },
      final(callback) {
        flush(true).then(() => callback(), callback);
      },
    });
    try {
      await pipeline(source, cipher, sink);
      await db
        .update(documentBlobs)
        .set({ tag: cipher.getAuthTag(), chunks: seq, sizeBytes: total })
        .where(eq(documentBlobs.id, id));
    } catch (error) {
      await db.delete(documentBlobs).where(eq(documentBlobs.id, id));
      throw error;
    }
    return { key: `db:${id}` };
  }

  read(key: string): Readable {
    if (!KEY_PATTERN.test(key) && this.legacy) return this.legacy.read(key);
    const output = new PassThrough();
    void (async () => {
      const id = idOf(key);
      const db = await this.db();
      const [blob] = await db
        .select({
          keyId: documentBlobs.keyId,
          iv: documentBlobs.iv,
          tag: documentBlobs.tag,
          chunks: documentBlobs.chunks,
        })
        .from(documentBlobs)
        .where(eq(documentBlobs.id, id));
      if (!blob?.tag) throw new Error('no such document');
      const secret = this.key();
      if (blob.keyId !== keyIdOf(secret)) {
        throw new Error(
          `the document was sealed with another key (id ${blob.keyId}, this instance has ${keyIdOf(secret)}): every instance needs the same FILE_ENCRYPTION_KEY`,
        );
      }
      const decipher = createDecipheriv('aes-256-gcm', secret, blob.iv);
      decipher.setAuthTag(blob.tag);
      const count = blob.chunks;
      // One row per pull: the next is fetched only when the reader has taken the last.
      async function* rows() {
        for (let seq = 0; seq < count; seq += 1) {
          const [row] = await db
            .select({ bytes: documentChunks.bytes })
            .from(documentChunks)
            .where(and(eq(documentChunks.blobId, id), eq(documentChunks.seq, seq)));
          if (!row) throw new Error('stored document is truncated');
          yield row.bytes;
        }
      }
      await pipeline(Readable.from(rows(), { objectMode: false, highWaterMark: 1 }), decipher, output);
    })().catch((error: unknown) => output.destroy(error as Error));
    return output;
  }

  async delete(key: string): Promise<void> {
    if (!KEY_PATTERN.test(key) && this.legacy) return this.legacy.delete(key);
    const db = await this.db();
    await db.delete(documentBlobs).where(eq(documentBlobs.id, idOf(key)));
  }

  async list(): Promise<string[]> {
    const db = await this.db();
    const rows = await db.select({ id: documentBlobs.id }).from(documentBlobs).where(isNotNull(documentBlobs.tag));
    return [...rows.map((row) => `db:${row.id}`), ...(this.legacy ? await this.legacy.list() : [])];
  }

  /**
   * Removes what a crash left: uploads never finished, and documents no claim took (the process
   * stopped between storing the files and the claim's transaction). Returns how many.
   */
  async sweepOrphans(olderThan: Date): Promise<number> {
    const db = await this.db();
    const removed = await db
      .delete(documentBlobs)
      .where(
        and(
          lt(documentBlobs.createdAt, olderThan),
          sql`not exists (select 1 from claim_attachments a where a.storage_key = 'db:' || ${documentBlobs.id})`,
        ),
      )
      .returning({ id: documentBlobs.id });
    return removed.length;
  }
}

function idOf(key: string): string {
  const match = KEY_PATTERN.exec(key);
  if (!match) throw new Error('invalid storage key');
  return match[1]!;
}
