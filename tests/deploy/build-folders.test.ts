import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module shared with server.mjs (no type declarations)
import * as folders from '../../scripts/build-folders.mjs';
// @ts-expect-error plain JavaScript module shared with build-if-needed (no type declarations)
import { buildFingerprint } from '../../scripts/build-check.mjs';
import { BUILD_TIME_KEYS, parseEnv } from '@/server/env-schema';

// A settings change builds into a fresh folder and only then moves the pointer; a build that a live
// server uses is never deleted (docs/decisions/141). These run on fake build folders.
const roots: string[] = [];
const children: { kill: () => void }[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'h-deploy-builds-'));
  roots.push(root);
  return root;
}

let clock = Date.now() / 1000 - 3600;
/** A finished fake build of `fingerprint`, as build-if-needed leaves it. */
function fakeBuild(root: string, fingerprint: string): string {
  const distDir: string = folders.newBuildFolder(fingerprint) + Math.random().toString(36).slice(2, 6);
  mkdirSync(path.join(root, distDir), { recursive: true });
  writeFileSync(path.join(root, distDir, 'BUILD_ID'), fingerprint);
  folders.stampBuild(root, distDir, fingerprint);
  clock += 10;
  utimesSync(path.join(root, distDir), clock, clock);
  return distDir;
}

describe('build folders', () => {
  it('the pointer names the build npm start serves, and moves only to a finished build', () => {
    const root = project();
    expect(folders.currentBuild(root)).toBeNull();
    const first = fakeBuild(root, 'a'.repeat(64));
    folders.pointTo(root, first);
    expect(folders.currentBuild(root)).toBe(first);
    expect(folders.findBuild(root, 'a'.repeat(64))).toBe(first);
    // A build that never finished (no stamp) is not found for its fingerprint.
    const half = folders.newBuildFolder('b'.repeat(64));
    mkdirSync(path.join(root, half), { recursive: true });
    writeFileSync(path.join(root, half, 'BUILD_ID'), 'x');
    expect(folders.findBuild(root, 'b'.repeat(64))).toBeNull();
  });

  it('pruning keeps the current build, the one before it and every build a live server uses', async () => {
    const root = project();
    const oldest = fakeBuild(root, '1'.repeat(64));
    const used = fakeBuild(root, '2'.repeat(64));
    const unused = fakeBuild(root, '3'.repeat(64));
    const previous = fakeBuild(root, '4'.repeat(64));
    const current = fakeBuild(root, '5'.repeat(64));
    folders.pointTo(root, current);
    // A live server registered on `used`, a dead one on `oldest`.
    const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    children.push({ kill: () => server.kill() });
    mkdirSync(path.join(root, '.next-builds/servers'), { recursive: true });
    writeFileSync(path.join(root, '.next-builds/servers', String(server.pid)), used);
    writeFileSync(path.join(root, '.next-builds/servers', '999999999'), oldest);

    const removed: string[] = folders.pruneBuilds(root);
    expect(removed.sort()).toEqual([oldest, unused].sort());
    for (const kept of [used, previous, current]) expect(existsSync(path.join(root, kept, 'BUILD_ID'))).toBe(true);
    expect(existsSync(path.join(root, '.next-builds/servers/999999999'))).toBe(false);
  });

  it('a server registers the build it serves while it runs', () => {
    const root = project();
    const current = fakeBuild(root, 'c'.repeat(64));
    folders.pointTo(root, current);
    const saved = process.env.NEXT_DIST_DIR;
    delete process.env.NEXT_DIST_DIR;
    try {
      expect(folders.serveCurrentBuild(root)).toBe(current);
      expect(process.env.NEXT_DIST_DIR).toBe(current);
      expect(readFileSync(path.join(root, '.next-builds/servers', String(process.pid)), 'utf8')).toBe(current);
      expect(folders.buildsInUse(root).has(current)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = saved;
    }
  });

  it('one build at a time: a second builder waits for the lock, a lock left by a dead builder is taken over', async () => {
    const root = project();
    const release = await folders.lockBuilds(root);
    // While it is held, another builder cannot take it (and gives up at its deadline)...
    await expect(folders.lockBuilds(root, { timeoutMs: 0 })).rejects.toThrow(/Another build holds/);
    // ...and one that waits gets it once it is released.
    const waiting = folders.lockBuilds(root);
    release();
    (await waiting)();

    mkdirSync(path.join(root, '.next-builds.lock'));
    writeFileSync(path.join(root, '.next-builds.lock/pid'), '999999999');
    (await folders.lockBuilds(root, { timeoutMs: 5000 }))();
  });

  it('the upload limits are build-time settings: the claim form states them, so a change makes a new build', () => {
    for (const key of ['UPLOAD_MAX_TOTAL_MB', 'UPLOAD_MAX_FILE_MB', 'UPLOAD_MAX_FILES', 'SUPPORT_PHONE'])
      expect(BUILD_TIME_KEYS).toContain(key);
    const root = project();
    expect(buildFingerprint(root, { UPLOAD_MAX_TOTAL_MB: '25' })).not.toBe(
      buildFingerprint(root, { UPLOAD_MAX_TOTAL_MB: '30' }),
    );
  });

  it('a setting given its default value is the same build as one left unset (no second build for it)', () => {
    const root = project();
    expect(buildFingerprint(root, { SUPPORT_PHONE: parseEnv({}).SUPPORT_PHONE })).toBe(buildFingerprint(root, {}));
    expect(buildFingerprint(root, { SUPPORT_PHONE: '(415) 555-8668' })).not.toBe(buildFingerprint(root, {}));
  });
});
