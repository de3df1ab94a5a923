// The backup archive format is checked against GNU tar and gzip, which nobody here wrote: an archive
// the agency cannot open with standard tools, or a hand-made one we misread, is a lost backup.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  createReadStream,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractTarGz, TarGzWriter, type TarEntryInfo } from './tar';

const GNU_TAR = '/usr/bin/tar';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'im-tar-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Runs GNU tar in the work folder; any warning on stderr (e.g. "A lone zero block") counts as a failure. */
function gnuTar(...args: string[]): string {
  const run = spawnSync(GNU_TAR, ['--quoting-style=literal', ...args], { cwd: work, encoding: 'utf8' });
  expect(run.stderr, `tar ${args.join(' ')}`).toBe('');
  expect(run.status, `tar ${args.join(' ')}`).toBe(0);
  return run.stdout;
}

/** Names as stored: -P stops GNU tar from stripping a leading / or ../ while it lists them. */
function listed(archive: string): string[] {
  return gnuTar('-P', '-tzf', archive).split('\n').slice(0, -1);
}

function gzip(bytes: Buffer): Buffer {
  return execFileSync('gzip', ['-c'], { input: bytes });
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function info(name: string, content: Buffer): TarEntryInfo {
  return { name, bytes: content.length, sha256: sha256(content) };
}

function writeTree(folder: string, files: [string, Buffer][]): void {
  for (const [name, content] of files) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
}

/** Several chunks, as backup.ts feeds documents from a read stream rather than one buffer. */
function inChunks(content: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let start = 0; start < content.length; start += size) chunks.push(content.subarray(start, start + size));
  return Readable.from(chunks);
}

function extract(archive: string, folder: string): Promise<TarEntryInfo[]> {
  return extractTarGz(createReadStream(archive), folder);
}

function filesUnder(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort() : [];
}

// The writer's limit is 100 bytes of UTF-8 (the ustar name field, no prefix field): these sit on it.
const LONGEST_ASCII = `uploads/${'n'.repeat(92)}`;
const LONGEST_UTF8 = `d/${'é'.repeat(49)}`;

function sampleFiles(): [string, Buffer][] {
  return [
    ['manifest.json', Buffer.from('{"format":"insurancematch-backup","version":1}\n')],
    ['exactly-512.bin', randomBytes(512)],
    ['empty.txt', Buffer.alloc(0)],
    [`uploads/${'0f'.repeat(16)}.enc`, randomBytes(100_000)],
    [LONGEST_ASCII, Buffer.from('longest plain name')],
    [LONGEST_UTF8, Buffer.from('longest name in bytes, not characters')],
  ];
}

async function writeArchive(archive: string, files: [string, Buffer][]): Promise<TarEntryInfo[]> {
  const writer = new TarGzWriter(archive);
  const infos: TarEntryInfo[] = [];
  for (const [name, content] of files)
    infos.push(await writer.add(name, content.length, content.length > 1000 ? inChunks(content, 7_000) : content));
  await writer.end();
  return infos;
}

describe('TarGzWriter', () => {
  it('writes archives that GNU tar lists and extracts byte for byte, under the names given', async () => {
    const files = sampleFiles();
    expect(Buffer.byteLength(LONGEST_ASCII)).toBe(100);
    expect(Buffer.byteLength(LONGEST_UTF8)).toBe(100);
    const archive = path.join(work, 'backup.tar.gz');

    const infos = await writeArchive(archive, files);

    expect(infos).toEqual(files.map(([name, content]) => info(name, content)));
    expect(spawnSync('gzip', ['-t', archive]).status).toBe(0);
    expect(listed(archive)).toEqual(files.map(([name]) => name));
    const out = path.join(work, 'out');
    mkdirSync(out);
    gnuTar('-xzf', archive, '-C', out);
    for (const [name, content] of files) expect(readFileSync(path.join(out, name)).equals(content), name).toBe(true);
  });

  it('records every entry as owner-only, so a manual `tar -x` does not spread documents to other users', async () => {
    const archive = path.join(work, 'backup.tar.gz');
    await writeArchive(archive, sampleFiles());
    const modes = gnuTar('-tvzf', archive)
      .split('\n')
      .slice(0, -1)
      .map((line) => line.slice(0, 10));
    expect(new Set(modes)).toEqual(new Set(['-rw-------']));
  });

  it('refuses a name over 100 bytes instead of cutting it, and the archive stays whole', async () => {
    const archive = path.join(work, 'backup.tar.gz');
    const writer = new TarGzWriter(archive);
    const tooLongAscii = `uploads/${'n'.repeat(93)}`;
    // 51 characters, 101 bytes: the limit is on bytes, as the header field is.
    const tooLongUtf8 = `d/${'é'.repeat(49)}x`;
    await expect(writer.add(tooLongAscii, 1, Buffer.from('x'))).rejects.toThrow(
      `name too long for the archive: ${tooLongAscii}`,
    );
    await expect(writer.add(tooLongUtf8, 1, Buffer.from('x'))).rejects.toThrow(
      `name too long for the archive: ${tooLongUtf8}`,
    );
    await writer.add('kept.txt', 4, Buffer.from('kept'));
    await writer.end();
    expect(listed(archive)).toEqual(['kept.txt']);
  });

  it('refuses a file whose size differs from the one announced in its header', async () => {
    const writer = new TarGzWriter(path.join(work, 'backup.tar.gz'));
    await expect(writer.add('shrunk.bin', 10, Buffer.alloc(5))).rejects.toThrow(
      'shrunk.bin changed size while it was being copied',
    );
    await expect(writer.add('grown.bin', 3, inChunks(randomBytes(5), 2))).rejects.toThrow(
      'grown.bin grew while it was being copied',
    );
    await writer.abort();
  });

  it('creates the archive readable by its owner only, and never overwrites an existing file', async () => {
    const archive = path.join(work, 'backup.tar.gz');
    await writeArchive(archive, [['a.txt', Buffer.from('a')]]);
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const existing = path.join(work, 'existing.tar.gz');
    writeFileSync(existing, 'an older backup');
    const writer = new TarGzWriter(existing);
    await writer.add('a.txt', 1, Buffer.from('a'));
    await expect(writer.end()).rejects.toThrow(/EEXIST/);
    expect(readFileSync(existing, 'utf8')).toBe('an older backup');
  });
});

describe('extractTarGz', () => {
  // Named one by one: a folder argument would add directory entries, which the reader refuses by design.
  it.each(['ustar', 'gnu'])(
    'extracts what GNU tar writes in %s format, with names, sizes and SHA-256',
    async (format) => {
      const files: [string, Buffer][] = [
        ['claim.txt', Buffer.from('Claim 42: water damage in the kitchen\n')],
        ['exactly-512.bin', randomBytes(512)],
        ['empty', Buffer.alloc(0)],
        ['uploads/doc.enc', randomBytes(70_000)],
        [`uploads/${'n'.repeat(92)}`, Buffer.from('longest name')],
      ];
      const source = path.join(work, 'src');
      writeTree(source, files);
      const archive = path.join(work, 'made-by-gnu.tar.gz');
      gnuTar(`--format=${format}`, '-czf', archive, '-C', source, ...files.map(([name]) => name));

      const target = path.join(work, 'out');
      const entries = await extract(archive, target);

      expect(entries).toEqual(files.map(([name, content]) => info(name, content)));
      for (const [name, content] of files)
        expect(readFileSync(path.join(target, name)).equals(content), name).toBe(true);
    },
  );

  it('gives back the size and SHA-256 the writer reported, which is what restore checks the manifest by', async () => {
    const archive = path.join(work, 'backup.tar.gz');
    const written = await writeArchive(archive, sampleFiles());
    expect(await extract(archive, path.join(work, 'out'))).toEqual(written);
  });

  it('writes files 0600 and folders 0700 whatever modes the archive records', async () => {
    const source = path.join(work, 'src');
    writeTree(source, [
      ['open.txt', Buffer.from('x')],
      ['sub/script.sh', Buffer.from('#!/bin/sh\n')],
    ]);
    chmodSync(path.join(source, 'open.txt'), 0o666);
    chmodSync(path.join(source, 'sub/script.sh'), 0o755);
    const archive = path.join(work, 'a.tar.gz');
    gnuTar('-czf', archive, '-C', source, 'open.txt', 'sub/script.sh');
    expect(gnuTar('-tvzf', archive)).toMatch(/^-rwxr-xr-x .* sub\/script\.sh$/m);

    const target = path.join(work, 'out');
    await extract(archive, target);

    const mode = (name: string) => statSync(path.join(target, name)).mode & 0o777;
    expect([mode('.'), mode('sub')]).toEqual([0o700, 0o700]);
    expect([mode('open.txt'), mode('sub/script.sh')]).toEqual([0o600, 0o600]);
  });

  it('reads an entry with the old pre-POSIX NUL type flag as a regular file, as GNU tar does', async () => {
    const content = randomBytes(1_000);
    const source = path.join(work, 'src');
    writeTree(source, [['old.bin', content]]);
    const tar = path.join(work, 'old.tar');
    gnuTar('--format=ustar', '-cf', tar, '-C', source, 'old.bin');
    // GNU tar no longer writes this flag, so the header is edited by hand and its checksum redone.
    const bytes = readFileSync(tar);
    bytes[156] = 0;
    bytes.fill(' ', 148, 156);
    const sum = bytes.subarray(0, 512).reduce((total, byte) => total + byte, 0);
    bytes.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    writeFileSync(tar, bytes);
    expect(gnuTar('-tvf', tar)).toMatch(/^-rw.* old\.bin$/m);
    const archive = path.join(work, 'old.tar.gz');
    writeFileSync(archive, gzip(bytes));

    const target = path.join(work, 'out');
    expect(await extract(archive, target)).toEqual([info('old.bin', content)]);
    expect(readFileSync(path.join(target, 'old.bin')).equals(content)).toBe(true);
  });

  describe('refuses unsafe names and writes nothing outside the target folder', () => {
    it.each(['../x', 'a/../../x', './x'])('refuses %s', async (unsafe) => {
      const source = path.join(work, 'src');
      writeTree(source, [
        ['ok.txt', Buffer.from('fine')],
        ['escape', Buffer.from('should never land')],
      ]);
      const archive = path.join(work, 'unsafe.tar.gz');
      // -P keeps the name as transformed; without it GNU tar would strip the leading ../ itself.
      gnuTar('-P', '--transform', `s,^escape$,${unsafe},`, '-czf', archive, '-C', source, 'ok.txt', 'escape');
      expect(listed(archive)).toEqual(['ok.txt', unsafe]);

      const target = path.join(work, 'out', 'target');
      await expect(extract(archive, target)).rejects.toThrow(`unsafe name in the archive: ${unsafe}`);

      expect(existsSync(path.join(work, 'out', 'x'))).toBe(false);
      expect(filesUnder(path.join(work, 'out'))).toEqual(['target', path.join('target', 'ok.txt')]);
    });

    it('refuses an absolute name', async () => {
      const absolute = path.join(work, 'src', 'etc', 'x');
      writeTree(path.join(work, 'src'), [['etc/x', Buffer.from('should never land')]]);
      const archive = path.join(work, 'absolute.tar.gz');
      gnuTar('-P', '-czf', archive, absolute);
      expect(listed(archive)).toEqual([absolute]);
      // Gone before extracting, so its reappearance would show a write at the absolute path.
      rmSync(absolute);

      const target = path.join(work, 'out');
      await expect(extract(archive, target)).rejects.toThrow(`unsafe name in the archive: ${absolute}`);

      expect(existsSync(absolute)).toBe(false);
      expect(filesUnder(target)).toEqual([]);
    });
  });

  describe('refuses entries that are not regular files', () => {
    it('refuses a folder entry', async () => {
      writeTree(path.join(work, 'src'), [['sub/a.txt', Buffer.from('a')]]);
      const archive = path.join(work, 'folder.tar.gz');
      gnuTar('-czf', archive, '-C', path.join(work, 'src'), 'sub');
      expect(listed(archive)).toEqual(['sub/', 'sub/a.txt']);

      const target = path.join(work, 'out');
      await expect(extract(archive, target)).rejects.toThrow('unexpected entry in the archive: sub/');
      expect(filesUnder(target)).toEqual([]);
    });

    it('refuses a symbolic link, so a later entry cannot be written through it to outside', async () => {
      const source = path.join(work, 'src');
      const outside = path.join(work, 'outside');
      mkdirSync(outside);
      writeTree(source, [['payload', Buffer.from('should never land')]]);
      symlinkSync(outside, path.join(source, 'evil'));
      const tar = path.join(work, 'link.tar');
      gnuTar('-cf', tar, '-C', source, 'evil');
      gnuTar('-rf', tar, '-C', source, '--transform', 's,^payload$,evil/x,', 'payload');
      expect(gnuTar('-tf', tar).split('\n').slice(0, -1)).toEqual(['evil', 'evil/x']);
      const archive = path.join(work, 'link.tar.gz');
      writeFileSync(archive, gzip(readFileSync(tar)));

      const target = path.join(work, 'out');
      await expect(extract(archive, target)).rejects.toThrow('unexpected entry in the archive: evil');
      expect(filesUnder(outside)).toEqual([]);
      expect(filesUnder(target)).toEqual([]);
    });

    it('refuses a hard link', async () => {
      const source = path.join(work, 'src');
      writeTree(source, [['original', Buffer.from('content')]]);
      linkSync(path.join(source, 'original'), path.join(source, 'link'));
      const archive = path.join(work, 'hard.tar.gz');
      gnuTar('-czf', archive, '-C', source, 'original', 'link');

      const target = path.join(work, 'out');
      await expect(extract(archive, target)).rejects.toThrow('unexpected entry in the archive: link');
      expect(filesUnder(target)).toEqual(['original']);
    });

    it('refuses a GNU long name rather than writing the file under a cut name', async () => {
      const long = `${'d'.repeat(60)}/${'e'.repeat(60)}/f.txt`;
      writeTree(path.join(work, 'src'), [[long, Buffer.from('deep')]]);
      const archive = path.join(work, 'long.tar.gz');
      gnuTar('--format=gnu', '-czf', archive, '-C', path.join(work, 'src'), long);

      const target = path.join(work, 'out');
      await expect(extract(archive, target)).rejects.toThrow('unexpected entry in the archive: ././@LongLink');
      expect(filesUnder(target)).toEqual([]);
    });
  });

  it('refuses a long POSIX path split into prefix and name rather than writing it under its last part', async () => {
    const long = `${'d'.repeat(60)}/${'e'.repeat(60)}/f.txt`;
    writeTree(path.join(work, 'src'), [[long, Buffer.from('kept')]]);
    const archive = path.join(work, 'long.tar.gz');
    gnuTar('--format=ustar', '-czf', archive, '-C', path.join(work, 'src'), long);

    const target = path.join(work, 'out');
    await expect(extract(archive, target)).rejects.toThrow(`unexpected entry in the archive: ${long}`);
    expect(filesUnder(target)).toEqual([]);
  });

  it('fails, and does not end the process, when a file cannot be written while the archive is still arriving', async () => {
    // Two entries named x: the second cannot be created (the file exists). Its error comes while the
    // reader waits for more of the archive, which here never comes, as from a slow disk or network.
    const source = path.join(work, 'src');
    writeTree(source, [['x', Buffer.from('first')]]);
    const tar = path.join(work, 'dup.tar');
    gnuTar('-cf', tar, '-C', source, 'x');
    writeFileSync(path.join(source, 'x'), randomBytes(100_000));
    gnuTar('-rf', tar, '-C', source, 'x');
    // Both headers and the first file's block, as one complete gzip member.
    const arrived = gzip(readFileSync(tar).subarray(0, 3 * 512));
    const stalled = Readable.from(
      (async function* () {
        yield arrived;
        await new Promise(() => {});
      })(),
    );

    await expect(extractTarGz(stalled, path.join(work, 'out'))).rejects.toThrow(/EEXIST/);
    // The archive is let go of too: a restore that failed holds no file open.
    expect(stalled.destroyed).toBe(true);
  });

  describe('refuses a cut-short archive instead of restoring part of it', () => {
    function tarOf(files: [string, Buffer][]): Buffer {
      const source = path.join(work, 'src');
      writeTree(source, files);
      const tar = path.join(work, 'whole.tar');
      gnuTar('-cf', tar, '-C', source, ...files.map(([name]) => name));
      return readFileSync(tar);
    }

    it('refuses a tar that stops inside a file', async () => {
      const whole = tarOf([['doc.enc', randomBytes(100_000)]]);
      const archive = path.join(work, 'cut.tar.gz');
      writeFileSync(archive, gzip(whole.subarray(0, 5_000)));
      await expect(extract(archive, path.join(work, 'out'))).rejects.toThrow('the archive ends inside doc.enc');
    });

    it('refuses a tar that stops between files, before its end-of-archive blocks', async () => {
      const content = randomBytes(100_000);
      const whole = tarOf([['doc.enc', content]]);
      const archive = path.join(work, 'cut.tar.gz');
      // One header and the padded data of the only file: complete, but no end marker after it.
      writeFileSync(archive, gzip(whole.subarray(0, 512 + Math.ceil(content.length / 512) * 512)));
      await expect(extract(archive, path.join(work, 'out'))).rejects.toThrow('the archive is truncated');
    });

    it('refuses a gzip stream that is cut short', async () => {
      const compressed = gzip(tarOf([['doc.enc', randomBytes(100_000)]]));
      const archive = path.join(work, 'cut.tar.gz');
      writeFileSync(archive, compressed.subarray(0, compressed.length - 20));
      await expect(extract(archive, path.join(work, 'out'))).rejects.toThrow('unexpected end of file');
    });
  });
});
