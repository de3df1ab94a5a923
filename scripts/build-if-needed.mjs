// `npm start` runs this first: it builds the site when there is no build yet, or when the
// sources or a setting baked into prerendered pages changed since the last build (scripts/build-check.mjs).
// Settings files are loaded by the same loader as the server's, so `.env` counts here too.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSettingsFiles } from '../server/config/load-settings.ts';
import { EnvError, parseEnv } from '../server/env-schema.ts';
import { buildCheck, stampFileOf } from './build-check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';

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

const check = buildCheck({ root, distDir, env: process.env });
if (!process.argv.includes('--force') && !check.needed) process.exit(0);

// Build output goes to stderr: stdout is the server's JSON log (one line per request), and a log
// collector reading it must not get Next.js's build report mixed in (docs/decisions/133).
console.error(check.needed ? check.reason : 'Building the site.');
const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
  cwd: root,
  stdio: ['ignore', 2, 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stampFileOf(root, distDir), check.fingerprint);
