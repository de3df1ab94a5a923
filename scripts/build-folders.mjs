// Every production build goes to a fresh folder, `.next-builds/<fingerprint>-<time>`, and the small
// file `.next-builds/current` names the one `npm start` serves. The pointer is replaced atomically
// (write, then rename) only after a build succeeded, and a server reads it once when it starts: a
// running server keeps its own folder whatever is built next to it, so changing a setting and
// restarting one instance after the other never takes a page offline (docs/decisions/141).
// Old builds are deleted once no live server on this machine uses them (each server registers its
// process id under `.next-builds/servers/`), keeping the current one and the one before it.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const BUILDS_DIR = '.next-builds';
const POINTER = path.join(BUILDS_DIR, 'current');
const SERVERS = path.join(BUILDS_DIR, 'servers');
const STAMP = 'build-fingerprint';

/** A new, unused folder (relative to the project) for a build of `fingerprint`. */
export function newBuildFolder(fingerprint) {
  return path.join(BUILDS_DIR, `${fingerprint.slice(0, 16)}-${Date.now().toString(36)}`);
}

/** Whether `distDir` holds a finished build of `fingerprint` (the stamp is written last). */
export function isFinishedBuild(root, distDir, fingerprint) {
  const stamp = path.join(root, distDir, STAMP);
  return (
    existsSync(path.join(root, distDir, 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint
  );
}

/** Marks `distDir` as a finished build of `fingerprint`. */
export function stampBuild(root, distDir, fingerprint) {
  writeFileSync(path.join(root, distDir, STAMP), fingerprint);
}

function buildFolders(root) {
  const dir = path.join(root, BUILDS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'servers')
    .map((entry) => path.join(BUILDS_DIR, entry.name));
}

/** The newest finished build of `fingerprint`, or null. */
export function findBuild(root, fingerprint) {
  const found = buildFolders(root).filter((distDir) => isFinishedBuild(root, distDir, fingerprint));
  found.sort((a, b) => statSync(path.join(root, b)).mtimeMs - statSync(path.join(root, a)).mtimeMs);
  return found[0] ?? null;
}

/** The build the pointer names (relative folder), or null when there is none yet. */
export function currentBuild(root) {
  try {
    const distDir = readFileSync(path.join(root, POINTER), 'utf8').trim();
    return distDir && existsSync(path.join(root, distDir, 'BUILD_ID')) ? distDir : null;
  } catch {
    return null;
  }
}

/** Points `npm start` at `distDir`: one rename, so a reader sees the old name or the new, never half. */
export function pointTo(root, distDir) {
  mkdirSync(path.join(root, BUILDS_DIR), { recursive: true });
  const now = new Date();
  // The folder's time says when it was last chosen: pruning keeps the most recent ones.
  utimesSync(path.join(root, distDir), now, now);
  const temporary = path.join(root, `${POINTER}.${process.pid}.tmp`);
  writeFileSync(temporary, `${distDir}\n`);
  renameSync(temporary, path.join(root, POINTER));
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The build folders used by live servers on this machine (stale registrations are removed). */
export function buildsInUse(root) {
  const dir = path.join(root, SERVERS);
  if (!existsSync(dir)) return new Set();
  const used = new Set();
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (alive(Number(name))) used.add(readFileSync(file, 'utf8').trim());
    else rmSync(file, { force: true });
  }
  return used;
}

/**
 * For server.mjs: the build this server serves, read once from the pointer and handed to Next.js
 * (next.config.ts reads NEXT_DIST_DIR), and registered as in use until the process exits.
 * An explicit NEXT_DIST_DIR (the analytics test build) is served as it is.
 */
export function serveCurrentBuild(root) {
  if (process.env.NEXT_DIST_DIR) return process.env.NEXT_DIST_DIR;
  const distDir = currentBuild(root);
  if (!distDir) {
    console.error(
      'There is no production build yet: run `npm run build`, or start with `npm start`, which builds first.',
    );
    process.exit(1);
  }
  process.env.NEXT_DIST_DIR = distDir;
  mkdirSync(path.join(root, SERVERS), { recursive: true });
  const registration = path.join(root, SERVERS, String(process.pid));
  writeFileSync(registration, distDir);
  process.on('exit', () => rmSync(registration, { force: true }));
  return distDir;
}

/**
 * Deletes the build folders no one needs: not the current one, not the `keep` most recently chosen
 * others (a quick way back), not one a live server uses. Called under the build lock.
 */
export function pruneBuilds(root, { keep = 1 } = {}) {
  const current = currentBuild(root);
  const used = buildsInUse(root);
  const others = buildFolders(root).filter((distDir) => distDir !== current && !used.has(distDir));
  // A folder without its stamp is a build that never finished (called under the build lock).
  const unfinished = others.filter((distDir) => !existsSync(path.join(root, distDir, STAMP)));
  const finished = others
    .filter((distDir) => !unfinished.includes(distDir))
    .sort((a, b) => statSync(path.join(root, b)).mtimeMs - statSync(path.join(root, a)).mtimeMs);
  const removed = [...unfinished, ...finished.slice(keep)];
  for (const distDir of removed) rmSync(path.join(root, distDir), { recursive: true, force: true });
  return removed;
}

/**
 * One build at a time in a project folder: a lock folder holding the builder's process id. A lock
 * left by a process that died is taken over. Returns a function that releases the lock.
 */
export async function lockBuilds(root, { timeoutMs = 30 * 60_000 } = {}) {
  const lock = path.join(root, `${BUILDS_DIR}.lock`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // Being created or removed right now: look again.
      }
      if (Number.isInteger(owner) && owner > 0 && !alive(owner)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Another build holds ${lock} for too long.`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
