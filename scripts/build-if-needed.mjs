// `npm start` runs this first: it builds the site when there is no build yet of the current sources
// and settings baked into prerendered pages (scripts/build-check.mjs fingerprints them). Each build
// goes to a fresh folder under .next-builds and is pointed at only once it succeeded, so a server
// still running on the previous build is never touched (scripts/build-folders.mjs, decision 141).
// `--force` (npm run build) builds a fresh folder even when one exists for these sources.
// Settings files are loaded by the same loader as the server's, so `.env` counts here too.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSettingsFiles } from '../server/config/load-settings.ts';
import { EnvError, parseEnv } from '../server/env-schema.ts';
import { buildCheck, buildFingerprint, stampFileOf } from './build-check.mjs';
import { findBuild, lockBuilds, newBuildFolder, pointTo, pruneBuilds, stampBuild } from './build-folders.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

loadSettingsFiles(root, 'production');
try {
  parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** `next build` into `distDir`; true when it succeeded. */
function nextBuild(distDir) {
  // Next.js adds its types folder to tsconfig.json and rewrites next-env.d.ts for each build folder:
  // put both back, so the sources (and so the fingerprint) are the same after a build as before.
  const kept = ['tsconfig.json', 'next-env.d.ts'].map((file) => {
    const full = path.join(root, file);
    return { full, contents: existsSync(full) ? readFileSync(full) : null };
  });
  try {
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir },
    });
    return result.status === 0;
  } finally {
    for (const { full, contents } of kept) {
      if (contents === null) rmSync(full, { force: true });
      else writeFileSync(full, contents);
    }
  }
}

// An explicit NEXT_DIST_DIR (the analytics test build, benches) is built in place, as before.
if (process.env.NEXT_DIST_DIR) {
  const distDir = process.env.NEXT_DIST_DIR;
  const check = buildCheck({ root, distDir, env: process.env });
  if (!force && !check.needed) process.exit(0);
  console.log(check.needed ? check.reason : 'Building the site.');
  if (!nextBuild(distDir)) process.exit(1);
  writeFileSync(stampFileOf(root, distDir), check.fingerprint);
  process.exit(0);
}

const release = await lockBuilds(root);
try {
  const fingerprint = buildFingerprint(root, process.env);
  const existing = force ? null : findBuild(root, fingerprint);
  if (existing) {
    pointTo(root, existing);
  } else {
    const distDir = newBuildFolder(fingerprint);
    console.log(force ? `Building the site into ${distDir}.` : `No build yet of these sources and build-time settings: building them into ${distDir} (a running server keeps its own build).`);
    if (!nextBuild(distDir)) {
      rmSync(path.join(root, distDir), { recursive: true, force: true });
      process.exitCode = 1;
    } else {
      stampBuild(root, distDir, fingerprint);
      pointTo(root, distDir);
    }
  }
  pruneBuilds(root);
} finally {
  release();
}
