import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import type { FileStore } from '@/server/storage/file-store';

/** What a contract run needs to know about one store besides its four methods. */
export interface StoreUnderTest {
  store: FileStore;
  /** Every stored byte of every object, as it sits at rest (files or rows). */
  atRest(): Promise<Buffer[]>;
  /** Flips one stored byte of `key`'s ciphertext. */
  tamper(key: string): Promise<void>;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `bytes` in uneven pieces, as a multipart parser hands them over. */
export function piecesOf(bytes: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0, size = 1000; at < bytes.length; at += size, size = ((size * 7) % 90_001) + 1)
    pieces.push(bytes.subarray(at, at + size));
  return Readable.from(pieces);
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The behaviour every FileStore gives the claim form, the console and retention (decisions 041,
 * 150): registered as tests in the calling describe block.
 */
export function fileStoreContract(open: () => Promise<StoreUnderTest>): void {
  it('reads back exactly the bytes it was given, several chunks long, and keeps only ciphertext', async () => {
    const { store, atRest } = await open();
    const text = Buffer.from('Hospital bill: $1,234 for an MRI on May 2nd. '.repeat(2000));
    const random = randomBytes(1_300_000);
    const plaintext = Buffer.concat([text, random]);
    const { key } = await store.put(piecesOf(plaintext));
    expect(sha(await readAll(store.read(key)))).toBe(sha(plaintext));
    expect((await store.list()).includes(key)).toBe(true);
    for (const stored of await atRest()) {
      expect(stored.includes(Buffer.from('Hospital bill'))).toBe(false);
      expect(stored.includes(random.subarray(500_000, 500_064))).toBe(false);
    }
  });

  it('stores an empty stream and reads it back empty', async () => {
    const { store } = await open();
    const { key } = await store.put(Readable.from([]));
    expect((await readAll(store.read(key))).length).toBe(0);
  });

  it('leaves nothing behind when the upload fails part-way', async () => {
    const { store, atRest } = await open();
    const failing = new Readable({ read() {} });
    failing.on('error', () => {});
    failing.push(randomBytes(700_000));
    setImmediate(() => failing.destroy(new Error('upload aborted')));
    await expect(store.put(failing)).rejects.toThrow('upload aborted');
    expect(await store.list()).toEqual([]);
    expect(await atRest()).toEqual([]);
  });

  it('deletes what it is asked to delete, and only that', async () => {
    const { store, atRest } = await open();
    const first = await store.put(Readable.from([randomBytes(300_000)]));
    const second = await store.put(Readable.from([Buffer.from('second')]));
    await store.delete(first.key);
    expect(await store.list()).toEqual([second.key]);
    expect((await readAll(store.read(second.key))).toString()).toBe('second');
    await expect(readAll(store.read(first.key))).rejects.toThrow();
    await store.delete(second.key);
    expect(await atRest()).toEqual([]);
  });

  it('refuses to read bytes that were changed at rest', async () => {
    const { store, tamper } = await open();
    const { key } = await store.put(Readable.from([randomBytes(600_000)]));
    await tamper(key);
    await expect(readAll(store.read(key))).rejects.toThrow();
  });

  it('refuses keys it never made', async () => {
    const { store } = await open();
    // Thrown at once or as the stream's error: either way nothing is read.
    await expect((async () => readAll(store.read('../file-encryption.key')))()).rejects.toThrow();
  });
}
