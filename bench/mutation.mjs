// Mutation testing of the pure modules (decision 170): Stryker with its Vitest runner, one module
// at a time (`--mutate <file>`), then one line per module with its mutation score.
//   npm run bench:mutation                      every module below
//   npm run bench:mutation -- lib/eligibility.ts   only the modules named
// Runs are incremental (reports/mutation/<module>.incremental.json): a rerun tests only the
// mutants whose code or tests changed. Slow (minutes per module); never part of npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const MODULES = [
  'server/insurance/quote-engine.ts',
  'lib/eligibility.ts',
  'lib/estimate/steps.ts',
  'lib/estimate/estimate.ts',
  'server/news/parse.ts',
  'lib/format-summary.ts',
  'lib/schemas/business-inquiry.ts',
  'lib/schemas/claim.ts',
  'lib/schemas/comment.ts',
  'lib/schemas/common.ts',
  'lib/schemas/estimate.ts',
  'lib/schemas/home-assessment.ts',
  'lib/schemas/lead-form.ts',
  'lib/schemas/lead.ts',
  'server/http/json-depth.ts',
  'server/http/malformed-request.ts',
  'server/console/csv.ts',
  'server/mail/message-id.ts',
  'server/http/cross-site.ts',
  'server/http/trusted-proxies.ts',
  'server/http/form-post-guard.ts',
  'server/http/form-post-body.ts',
  'server/http/page-cache.ts',
  'server/http/request-log.ts',
  'server/http/remembered-language.ts',
  'server/http/refusal-page.ts',
  'lib/totp.ts',
  'lib/privacy-choices.ts',
  'lib/quiet-hours.ts',
  'lib/phone.ts',
  'server/env-schema.ts',
  'lib/i18n/twin-path.ts',
  'server/storage/encrypted-disk-store.ts',
  'server/security-headers.ts',
  'server/http/json-body.ts',
  'server/mail/smtp-url.ts',
  'lib/agency-time.ts',
  'lib/news.ts',
  'server/insurance/rates-file.ts',
  'server/news/source.ts',
];

const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const modules = asked.length ? asked : MODULES;
const outDir = path.join(root, 'reports/mutation');
mkdirSync(outDir, { recursive: true });
const stryker = path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');

/** Score as Stryker computes it: detected / (detected + undetected), ignored mutants left out. */
function score(report, file) {
  const mutants = report.files[file]?.mutants ?? [];
  const count = (...states) => mutants.filter((m) => states.includes(m.status)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  const total = detected + undetected;
  return {
    detected,
    undetected,
    ignored: count('Ignored'),
    errors: count('CompileError', 'RuntimeError'),
    score: total ? (100 * detected) / total : 100,
  };
}

const rows = [];
for (const file of modules) {
  const slug = file.replace(/[/.]/g, '_');
  const json = path.join(outDir, `${slug}.json`);
  const env = {
    ...process.env,
    MUTATION_REPORT_FILE: json,
    MUTATION_INCREMENTAL_FILE: path.join(outDir, `${slug}.incremental.json`),
  };
  const run = spawnSync(process.execPath, [stryker, 'run', '--mutate', file], { cwd: root, env, stdio: 'inherit' });
  if (run.status !== 0 || !existsSync(json)) {
    rows.push({ file, failed: true });
    continue;
  }
  rows.push({ file, ...score(JSON.parse(readFileSync(json, 'utf8')), file) });
}

console.log('\nmodule                                   score   killed  survived  ignored');
for (const r of rows) {
  if (r.failed) console.log(`${r.file.padEnd(40)} run failed`);
  else
    console.log(
      `${r.file.padEnd(40)} ${r.score.toFixed(1).padStart(5)}%  ${String(r.detected).padStart(6)}  ${String(r.undetected).padStart(8)}  ${String(r.ignored).padStart(7)}`,
    );
}
writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(rows, null, 2));
process.exitCode = rows.some((r) => r.failed || r.score < 80) ? 1 : 0;
