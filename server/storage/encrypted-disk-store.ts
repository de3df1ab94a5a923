import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_PATTERN = /^[a-f0-9]{32}\.enc$/;

/**
 * Files encrypted at rest with AES-256-GCM, streamed (never whole in memory), under random names
 * in DATA_DIR/uploads (outside public/ and anything Next.js serves). Layout of a file:
 * 12-byte IV | ciphertext | 16-byte authentication tag.
 */
export class EncryptedDiskStore implements FileStore {
  constructor(
    private readonly folder: string,
    private readonly key: () => Buffer,
  ) {}

  async put(source: Readable): Promise<{ key: string }> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const key = `${randomBytes(16).toString('hex')}.enc`;
    const file = this.pathOf(key);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key(), iv);
    const out = createWriteStream(file, { mode: 0o600, flags: 'wx' });
    try {
      out.write(iv);
      await pipeline(source, cipher, out, { end: false });
      await new Promise<void>((resolve, reject) =>
        out.end(cipher.getAuthTag(), (error?: Error | null) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      // The file is opened asynchronously: if the upload fails before the open completes, removing
      // the file at once would race the open and leave an empty orphan. Wait until it is closed.
      if (!out.closed) {
        const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
        out.destroy();
        await closed;
      }
      await rm(file, { force: true });
      throw error;
    }
    return { key };
  }

  read(key: string): Readable {
    const output = new PassThrough();
    const file = this.pathOf(key);
    void (async () => {
      const { size } = await stat(file);
      if (size < IV_BYTES + TAG_BYTES) throw new Error('stored file is truncated');
      const header = await readRange(file, 0, IV_BYTES - 1);
      const tag = await readRange(file, size - TAG_BYTES, size - 1);
      const decipher = createDecipheriv('aes-256-gcm', this.key(), header);
      decipher.setAuthTag(tag);
      const body =
        size - TAG_BYTES - 1 >= IV_BYTES
          ? createReadStream(file, { start: IV_BYTES, end: size - TAG_BYTES - 1 })
          : emptyStream();
      await pipeline(body, decipher, output);
    })().catch((error: unknown) => output.destroy(error as Error));
    return output;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(): Promise<string[]> {
    try {
      return (await readdir(this.folder)).filter((name) => KEY_PATTERN.test(name));
    } catch {
      return [];
    }
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return path.join(this.folder, key);
  }
}

async function readRange(file: string, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(file, { start, end })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function emptyStream(): Readable {
  const stream = new PassThrough();
  stream.end();
  return stream;
}
