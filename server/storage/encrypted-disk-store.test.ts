import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { EncryptedDiskStore } from './encrypted-disk-store';
import { fileStoreContract, readAll } from '@/tests/support/file-store-contract';

const folders: string[] = [];
function newStore(key = randomBytes(32)) {
  const folder = mkdtempSync(path.join(tmpdir(), 'im-store-'));
  folders.push(folder);
  return { folder, store: new EncryptedDiskStore(folder, () => key) };
}
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('EncryptedDiskStore', () => {
  fileStoreContract(async () => {
    const { folder, store } = newStore();
    return {
      store,
      atRest: async () => readdirSync(folder).map((name) => readFileSync(path.join(folder, name))),
      tamper: async (key) => {
        const file = path.join(folder, key);
        const bytes = readFileSync(file);
        bytes[100]! ^= 0xff;
        writeFileSync(file, bytes);
      },
    };
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

  it('writes each file readable by the site alone (0600), so another account on the server cannot copy a claim', async () => {
    const { folder, store } = newStore();
    const { key } = await store.put(Readable.from([Buffer.from('claim document')]));
    expect(statSync(path.join(folder, key)).mode & 0o777).toBe(0o600);
  });

  it('reads and deletes only under its own folder: a key naming a file elsewhere is refused, not followed', async () => {
    // A file the same key can decrypt, one folder up: what a path in a key would reach.
    const secret = randomBytes(32);
    const { folder: parent, store: outer } = newStore(secret);
    const { key } = await outer.put(Readable.from([Buffer.from('another claim')]));
    mkdirSync(path.join(parent, 'inner'));
    const inner = new EncryptedDiskStore(path.join(parent, 'inner'), () => secret);

    for (const name of [`../${key}`, `x${key}`, `${key}x`, `inner/../${key}`]) {
      expect(() => inner.read(name)).toThrow('invalid storage key');
      await expect(inner.delete(name)).rejects.toThrow('invalid storage key');
    }
    expect(readdirSync(parent)).toContain(key);
    expect((await readAll(outer.read(key))).toString()).toBe('another claim');
  });

  it('says a file cut shorter than its IV and tag is truncated', async () => {
    const { folder, store } = newStore();
    const { key } = await store.put(Readable.from([Buffer.from('x')]));
    writeFileSync(path.join(folder, key), readFileSync(path.join(folder, key)).subarray(0, 27));
    await expect(readAll(store.read(key))).rejects.toThrow('stored file is truncated');
  });

  it('reads back a one-byte file (a body of exactly one byte between IV and tag)', async () => {
    const { store } = newStore();
    const { key } = await store.put(Readable.from([Buffer.from('7')]));
    expect((await readAll(store.read(key))).toString()).toBe('7');
  });

  it('deletes a key it no longer has without an error (retention may run twice)', async () => {
    const { store } = newStore();
    const { key } = await store.put(Readable.from([Buffer.from('once')]));
    await store.delete(key);
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('lists only its own files, and nothing when its folder does not exist yet', async () => {
    const { folder, store } = newStore();
    const { key } = await store.put(Readable.from([Buffer.from('kept')]));
    for (const stray of ['notes.txt', `${key}.tmp`, `x${key}`, 'ABCDEF0123456789ABCDEF0123456789.enc'])
      writeFileSync(path.join(folder, stray), 'stray');
    expect(await store.list()).toEqual([key]);
    expect(await new EncryptedDiskStore(path.join(folder, 'missing'), () => randomBytes(32)).list()).toEqual([]);
  });
});
