/**
 * The one place that reads settings files (`.env` and friends) into `process.env`.
 *
 * It uses `@next/env`, the loader Next.js itself runs, so server.mjs, scripts/build-if-needed.mjs,
 * `npm run doctor` and Next.js (build and server) all see the same values: before this, Next.js read
 * `.env` while our scripts did not, and a phone number changed in `.env` showed on one page and not
 * on another. Real environment variables win over every file; earlier files win over later ones.
 *
 * Pure Node (no `server-only`, no relative imports) because plain Node scripts import it directly.
 */
import { createRequire } from 'node:module';

// @next/env is a bundled CommonJS file whose exports Node cannot name from ESM: require it.
const { loadEnvConfig } = createRequire(import.meta.url)('@next/env') as typeof import('@next/env');

export type SettingsMode = 'development' | 'production';

/** The files read, in order of precedence (first wins), as Next.js reads them. */
export function settingsFiles(mode: SettingsMode): string[] {
  return [`.env.${mode}.local`, '.env.local', `.env.${mode}`, '.env'];
}

/**
 * Loads the settings files of `dir` into `process.env` (variables already set are kept) and
 * returns the names of the files that were found. `npm run dev` reads the development files,
 * everything else the production ones.
 */
export function loadSettingsFiles(dir: string, mode: SettingsMode): string[] {
  const { loadedEnvFiles } = loadEnvConfig(dir, mode === 'development', {
    // Next.js prints "Loaded env from ..." on info; our callers report the files themselves.
    info: () => {},
    error: (...args: unknown[]) => console.error(...args),
  });
  return loadedEnvFiles.map((file) => file.path);
}
