// `npm run doctor`: reads the settings as `npm start` would (environment, then .env files, with
// the same loader) and lists every setting still on a local placeholder. Exit 1 while any remain
// (or a setting is invalid), 0 when the site is ready for visitors. An optional argument names
// another project folder whose settings files to read.
import path from 'node:path';
import { loadSettingsFiles } from '../server/config/load-settings.ts';
import { listPlaceholders } from '../server/config/placeholders.ts';
import { EnvError, parseEnv } from '../server/env-schema.ts';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
process.env.NODE_ENV ||= 'production';
const files = loadSettingsFiles(dir, 'production');
console.log(
  files.length > 0
    ? `Settings: the environment, then ${files.join(', ')}`
    : 'Settings: the environment only (no .env files)',
);

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const placeholders = listPlaceholders(env);
if (placeholders.length === 0) {
  console.log('No placeholder settings remain.');
  process.exit(0);
}
console.log(`${placeholders.length} setting(s) still on a local placeholder (see .env.example):`);
for (const { setting, reason } of placeholders) console.log(`  ${setting}: ${reason}`);
process.exit(1);
