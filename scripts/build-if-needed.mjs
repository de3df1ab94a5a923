// `npm start` runs this first: it builds the site when there is no build yet of the current sources
// and settings baked into prerendered pages (scripts/build-check.mjs fingerprints them). Each build
// goes to a fresh folder under .next-builds and is pointed at only once it succeeded, so a server
// still running on the previous build is never touched (scripts/build-folders.mjs, decision 141).
// `--force` (npm run build) builds a fresh folder even when one exists for these sources.
// Settings files are loaded by the same loader as the server's, so `.env` counts here too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSettingsFiles } from '../server/config/load-settings.ts';
import { BUILD_TIME_KEYS, EnvError, parseEnv } from '../server/env-schema.ts';
import { buildCheck, buildFingerprint, stampFileOf } from './build-check.mjs';
import {
  currentBuild,
  findBuild,
  lockBuilds,
  newBuildFolder,
  pointTo,
  pruneBuilds,
  stampBuild,
} from './build-folders.mjs';
import { writeSubmissionLists } from './submission-lists.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

// The lists of submission types are part of the sources: written before the fingerprint is taken,
// so a type added since the last build is built, and an unchanged list leaves the build current.
try {
  writeSubmissionLists(root);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

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
    // Build output goes to stderr: stdout is the server's JSON log (one line per request), and a log
    // collector reading it must not get Next.js's build report mixed in (docs/decisions/133).
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
      {
        cwd: root,
        stdio: ['ignore', 2, 'inherit'],
        env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir },
      },
    );
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
  console.error(check.needed ? check.reason : 'Building the site.');
  if (!nextBuild(distDir)) process.exit(1);
  writeFileSync(stampFileOf(root, distDir), check.fingerprint);
  process.exit(0);
}

// What `next build` needs beyond the running site: development dependencies, absent after
// `npm prune --omit=dev` (docs/deploy.md, "Changing a setting").
const BUILD_TOOLS = ['typescript', 'tailwindcss', '@tailwindcss/postcss'];
const SETTINGS_FILE = 'build-settings.json';

/** A digest of each build-time setting, kept with the build to name what changed later. */
function settingsDigest() {
  return Object.fromEntries(
    BUILD_TIME_KEYS.map((key) => [
      key,
      createHash('sha256')
        .update(process.env[key] ?? '')
        .digest('hex')
        .slice(0, 16),
    ]),
  );
}

function changedSettings(distDir) {
  try {
    const before = JSON.parse(readFileSync(path.join(root, distDir, SETTINGS_FILE), 'utf8'));
    const now = settingsDigest();
    return BUILD_TIME_KEYS.filter((key) => before[key] !== now[key]);
  } catch {
    return [];
  }
}

const release = await lockBuilds(root);
try {
  const fingerprint = buildFingerprint(root, process.env);
  const existing = force ? null : findBuild(root, fingerprint);
  if (existing) {
    pointTo(root, existing);
  } else if (BUILD_TOOLS.some((name) => !existsSync(path.join(root, 'node_modules', name, 'package.json')))) {
    // Never offline for a setting: without the build's tools, keep serving the last build, loudly.
    const current = currentBuild(root);
    const changed = current ? changedSettings(current) : [];
    const what =
      changed.length > 0
        ? `build-time settings changed (${changed.join(', ')})`
        : 'the sources or build-time settings changed';
    const advice =
      'To apply it: npm install --include=dev, npm run build, npm prune --omit=dev, then restart (docs/deploy.md, "Changing a setting").';
    if (current && !force) {
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'error',
          msg: `A new build is needed (${what}) but this install has no build tools (development dependencies): serving the previous build ${current} meanwhile. ${advice}`,
        }),
      );
    } else {
      console.error(
        `Cannot build: the build's tools (${BUILD_TOOLS.join(', ')}) are development dependencies and are not installed. Run npm ci (or npm install --include=dev), then npm run build.`,
      );
      process.exitCode = 1;
    }
  } else {
    const distDir = newBuildFolder(fingerprint);
    console.error(
      force
        ? `Building the site into ${distDir}.`
        : `No build yet of these sources and build-time settings: building them into ${distDir} (a running server keeps its own build).`,
    );
    if (!nextBuild(distDir)) {
      rmSync(path.join(root, distDir), { recursive: true, force: true });
      process.exitCode = 1;
    } else {
      writeFileSync(path.join(root, distDir, SETTINGS_FILE), JSON.stringify(settingsDigest()));
      stampBuild(root, distDir, fingerprint);
      pointTo(root, distDir);
    }
  }
  pruneBuilds(root);
} finally {
  release();
}
