import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { EncryptedDiskStore } from './encrypted-disk-store';

const folders: string[] = [];
function newStore() {
  const folder = mkdtempSync(path.join(tmpdir(), 'im-store-'));
  folders.push(folder);
  const key = randomBytes(32);
  return { folder, store: new EncryptedDiskStore(folder, () => key) };
}
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('EncryptedDiskStore', () => {
  it('stores ciphertext, not the bytes, and reads them back', async () => {
    const { folder, store } = newStore();
    const plaintext = Buffer.from('Hospital bill: $1,234 for an MRI on May 2nd. '.repeat(2000));
    const { key } = await store.put(Readable.from([plaintext]));
    const onDisk = readFileSync(path.join(folder, key));
    expect(onDisk.includes(Buffer.from('Hospital bill'))).toBe(false);
    expect((await readAll(store.read(key))).equals(plaintext)).toBe(true);
  });

  it('leaves no file behind when the upload fails, even before the file is open', async () => {
    const { folder, store } = newStore();
    // The file is opened asynchronously, so clean-up must wait for it; the race is timing-bound,
    // hence many tries (it showed in CI as an orphan .enc after a rejected claim).
    for (let i = 0; i < 100; i += 1) {
      const failing = new Readable({ read() {} });
      // store.put reports the error; this listener only keeps the stream's own 'error' event handled.
      failing.on('error', () => {});
      failing.destroy(new Error('upload aborted'));
      await expect(store.put(failing)).rejects.toThrow('upload aborted');
    }
    expect(readdirSync(folder)).toEqual([]);
  });
});
