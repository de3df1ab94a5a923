// Whether the production build is current: a hash of the sources and of the settings baked into
// prerendered pages, compared with the one stored next to the build when it was made. Settings are
// read from `env` after the settings files were loaded (server/config/load-settings.ts), so a value
// changed in `.env` counts exactly like one changed in the environment.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_TIME_KEYS, parseEnv } from '../server/env-schema.ts';

const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'server',
  'public',
  'instrumentation.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

function* files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    yield* files(root, path.join(entry, child));
  }
}

/** The fingerprint of the sources under `root` and the build-time settings in `env`. */
export function buildFingerprint(root, env) {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(root, source)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  // The settings as the site reads them (defaults applied): a value set to its default is the
  // same build as one left unset (the rolling-restart test names the default phone number).
  const settings = parseEnv(env);
  for (const key of BUILD_TIME_KEYS) hash.update(`${key}=${JSON.stringify(settings[key] ?? '')}\n`);
  // Prerendered pages print the copyright year of their build: a new year needs a new build.
  hash.update(`year=${new Date().getFullYear()}\n`);
  return hash.digest('hex');
}

export function stampFileOf(root, distDir) {
  return path.join(root, distDir, 'build-fingerprint');
}

/** Compares the current fingerprint with the stored one: `{ needed, reason, fingerprint }`. */
export function buildCheck({ root, distDir, env }) {
  const fingerprint = buildFingerprint(root, env);
  const stampFile = stampFileOf(root, distDir);
  if (!existsSync(path.join(root, distDir, 'BUILD_ID')))
    return { needed: true, reason: 'No build yet: building the site.', fingerprint };
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== fingerprint) {
    return { needed: true, reason: 'Sources or build-time settings changed: rebuilding.', fingerprint };
  }
  return { needed: false, reason: 'The build is up to date.', fingerprint };
}
