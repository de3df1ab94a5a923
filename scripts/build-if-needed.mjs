// `npm start` runs this first: it builds the site when there is no build yet, or when the
// sources or a setting baked into prerendered pages changed since the last build. The
// fingerprint is a hash of those inputs, stored next to the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_TIME_KEYS, EnvError, parseEnv } from '../server/env-schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'components', 'content', 'lib', 'server', 'public', 'instrumentation.ts', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json', 'tsconfig.json'];
const distDir = process.env.NEXT_DIST_DIR || '.next';
const stampFile = path.join(root, distDir, 'build-fingerprint');

try {
  parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, child));
  }
}

const hash = createHash('sha256');
for (const source of SOURCES) {
  for (const file of files(source)) {
    hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  }
}
for (const key of BUILD_TIME_KEYS) hash.update(`${key}=${process.env[key] ?? ''}\n`);
// Prerendered pages print the copyright year of their build: a new year needs a new build.
hash.update(`year=${new Date().getFullYear()}\n`);
const fingerprint = hash.digest('hex');

const built = existsSync(path.join(root, distDir, 'BUILD_ID'));
if (!process.argv.includes('--force') && built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
  process.exit(0);
}

console.log(built ? 'Sources or build-time settings changed: rebuilding.' : 'No build yet: building the site.');
const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stampFile, fingerprint);
