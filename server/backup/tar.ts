// A small tar (ustar) writer and reader over gzip, enough for backup archives: regular files only,
// streamed both ways (a document is never whole in memory). No 'server-only': scripts use it too.
import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';

const BLOCK = 512;

export interface TarEntryInfo {
  name: string;
  bytes: number;
  sha256: string;
}

function header(name: string, size: number, mode: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`name too long for the archive: ${name}`);
  const block = Buffer.alloc(BLOCK, 0);
  const field = (value: string, offset: number, length: number) => block.write(value, offset, length, 'utf8');
  const octal = (value: number, offset: number, length: number) =>
    field(value.toString(8).padStart(length - 1, '0') + '\0', offset, length);
  field(name, 0, 100);
  octal(mode, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  block.fill(' ', 148, 156);
  field('0', 156, 1);
  field('ustar\0', 257, 6);
  field('00', 263, 2);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  return block;
}

/** Writes a .tar.gz: add entries one after another, then end(). */
export class TarGzWriter {
  private readonly gzip: Gzip;
  private readonly file: WriteStream;
  private readonly done: Promise<void>;

  constructor(target: string) {
    this.gzip = createGzip();
    this.file = createWriteStream(target, { mode: 0o600, flags: 'wx' });
    this.gzip.pipe(this.file);
    this.done = new Promise((resolve, reject) => {
      this.file.once('close', resolve);
      this.file.once('error', reject);
      this.gzip.once('error', reject);
    });
    this.done.catch(() => {});
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }

  /** Adds one file of known size from a stream (or bytes); returns its size and SHA-256. */
  async add(name: string, size: number, source: Readable | Buffer, mode = 0o600): Promise<TarEntryInfo> {
    await this.write(header(name, size, mode, new Date()));
    const hash = createHash('sha256');
    let written = 0;
    const chunks: Iterable<Buffer> | AsyncIterable<Buffer> = Buffer.isBuffer(source)
      ? [source]
      : (source as AsyncIterable<Buffer>);
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was being copied`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} changed size while it was being copied`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await this.write(Buffer.alloc(padding));
    return { name, bytes: size, sha256: hash.digest('hex') };
  }

  async end(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }

  async abort(): Promise<void> {
    this.gzip.destroy();
    this.file.destroy();
    await new Promise<void>((resolve) => (this.file.closed ? resolve() : this.file.once('close', () => resolve())));
  }
}

function parseOctal(block: Buffer, offset: number, length: number): number {
  const text = block
    .toString('latin1', offset, offset + length)
    .replace(/\0.*$/, '')
    .trim();
  return text ? parseInt(text, 8) : 0;
}

/**
 * Extracts a .tar.gz into `folder`, streaming each file to disk (mode 0600), and returns what it
 * wrote with SHA-256 sums. Only plain relative names are accepted (no `..`, no absolute paths).
 */
export async function extractTarGz(source: Readable, folder: string): Promise<TarEntryInfo[]> {
  const entries: TarEntryInfo[] = [];
  const gunzip = source.pipe(createGunzip());
  let buffer: Buffer = Buffer.alloc(0);
  let current:
    | { info: TarEntryInfo; remaining: number; padding: number; out: Writable; hash: ReturnType<typeof createHash> }
    | undefined;
  let skip = 0;
  let ended = false;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      for (;;) {
        if (ended) break;
        if (skip > 0) {
          const take = Math.min(skip, buffer.length);
          buffer = buffer.subarray(take);
          skip -= take;
          if (skip > 0) break;
        }
        if (current) {
          const take = Math.min(current.remaining, buffer.length);
          if (take > 0) {
            const piece = buffer.subarray(0, take);
            current.hash.update(piece);
            if (!current.out.write(piece)) await once(current.out, 'drain');
            buffer = buffer.subarray(take);
            current.remaining -= take;
          }
          if (current.remaining > 0) break;
          const finished = current;
          current = undefined;
          skip = finished.padding;
          finished.out.end();
          await once(finished.out, 'close');
          finished.info.sha256 = finished.hash.digest('hex');
          entries.push(finished.info);
          continue;
        }
        if (buffer.length < BLOCK) break;
        const block = buffer.subarray(0, BLOCK);
        buffer = buffer.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
        // A POSIX ustar path over 100 bytes continues in the prefix field; read without it, the file
        // would land under its last part (`f.txt`), where another could overwrite it. Our writer
        // never uses it (it refuses such names). GNU's own format keeps other fields there.
        const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '');
        if (block.toString('latin1', 257, 263) === 'ustar\0' && prefix)
          throw new Error(`unexpected entry in the archive: ${prefix}/${name}`);
        const size = parseOctal(block, 124, 12);
        const type = String.fromCharCode(block[156] || 48);
        if (type !== '0') throw new Error(`unexpected entry in the archive: ${name}`);
        const normal = path.posix.normalize(name);
        if (!name || path.posix.isAbsolute(name) || normal.startsWith('..') || normal !== name)
          throw new Error(`unsafe name in the archive: ${name}`);
        const target = path.join(folder, ...name.split('/'));
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        const out = createWriteStream(target, { mode: 0o600, flags: 'wx' });
        // A file that cannot be opened or written (it exists, the disk is full) fails the extraction:
        // without a listener its error would be thrown outside this function, ending the process.
        out.on('error', (error) => gunzip.destroy(error));
        current = {
          info: { name, bytes: size, sha256: '' },
          remaining: size,
          padding: (BLOCK - (size % BLOCK)) % BLOCK,
          out,
          hash: createHash('sha256'),
        };
      }
    }
    if (current) throw new Error(`the archive ends inside ${current.info.name}`);
  } catch (error) {
    // The file being written and the archive being read are closed, not left open until the process ends.
    current?.out.destroy();
    source.destroy();
    throw error;
  }
  if (!ended) throw new Error('the archive is truncated');
  return entries;
}
