import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { envSchema } from '../env-schema';

// Each case runs real Node processes, as `npm start`, the build check and `npm run doctor` do:
// the settings loader writes into process.env, which a test process must not share.
const root = path.resolve(__dirname, '..', '..');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function projectFolder(files: Record<string, string> = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'im-settings-'));
  folders.push(folder);
  for (const [name, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), contents);
  }
  return folder;
}

/** A clean environment: none of the site's settings leak in from the shell running the tests. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // NODE_ENV stays unset, as under `npm start` (Next's typings declare it always present).
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...extra } as unknown as NodeJS.ProcessEnv;
}

function node(args: string[], env = cleanEnv()) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Loads a folder's settings files the way server.mjs and build-if-needed do, then reports. */
const probe = (folder: string, script: string) =>
  node([
    '--input-type=module',
    '-e',
    `import { loadSettingsFiles } from ${JSON.stringify(path.join(root, 'server/config/load-settings.ts'))};
     import { buildCheck, buildFingerprint } from ${JSON.stringify(path.join(root, 'scripts/build-check.mjs'))};
     import { parseEnv } from ${JSON.stringify(path.join(root, 'server/env-schema.ts'))};
     const folder = ${JSON.stringify(folder)};
     loadSettingsFiles(folder, 'production');
     ${script}`,
  ]);

describe('settings files', () => {
  it('a phone number in .env reaches the parsed settings and makes the build check rebuild', () => {
    const folder = projectFolder({ '.next/BUILD_ID': 'x' });
    const stamped = probe(folder, `console.log(buildFingerprint(folder, process.env));`);
    expect(stamped.stderr).toBe('');
    writeFileSync(path.join(folder, '.next/build-fingerprint'), stamped.stdout.trim());
    const report = `console.log(JSON.stringify({ phone: parseEnv(process.env).SUPPORT_PHONE, needed: buildCheck({ root: folder, distDir: '.next', env: process.env }).needed }));`;

    expect(JSON.parse(probe(folder, report).stdout)).toEqual({ phone: '(202) 555-0142', needed: false });
    writeFileSync(path.join(folder, '.env'), 'SUPPORT_PHONE="(212) 736-0100"\n');
    expect(JSON.parse(probe(folder, report).stdout)).toEqual({ phone: '(212) 736-0100', needed: true });
  });

  it('real environment variables win over the files', () => {
    const folder = projectFolder({ '.env': 'SUPPORT_PHONE="(212) 736-0100"\n' });
    const result = node(
      [
        '--input-type=module',
        '-e',
        `import { loadSettingsFiles } from ${JSON.stringify(path.join(root, 'server/config/load-settings.ts'))}; loadSettingsFiles(${JSON.stringify(folder)}, 'production'); console.log(process.env.SUPPORT_PHONE);`,
      ],
      cleanEnv({ SUPPORT_PHONE: '(415) 555-2671' }),
    );
    expect(result.stdout.trim()).toBe('(415) 555-2671');
  });

  it('.env.example reads the same in a shell as in the site', () => {
    const folder = projectFolder();
    copyFileSync(path.join(root, '.env.example'), path.join(folder, '.env'));
    const keys = Object.keys(envSchema.shape);
    const print = `console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(keys)}.map((key) => [key, process.env[key] ?? null]))))`;
    const shell = spawnSync('bash', ['-c', `set -a; . ./.env; exec "$0" -e '${print}'`, process.execPath], {
      cwd: folder,
      env: cleanEnv(),
      encoding: 'utf8',
    });
    expect(shell.stderr).toBe('');
    const site = probe(folder, `${print};`);
    expect(JSON.parse(shell.stdout)).toEqual(JSON.parse(site.stdout));
    expect(JSON.parse(site.stdout)).toMatchObject({
      SUPPORT_PHONE: '(202) 555-0142',
      FRAME_ANCESTORS: "'self'",
      HOST: '0.0.0.0',
    });
  });
});

describe('npm run doctor', () => {
  const doctor = (folder: string) => node([path.join(root, 'scripts/doctor.mjs'), folder]);

  it('lists every placeholder of the default settings and fails', () => {
    const result = doctor(projectFolder());
    expect(result.status).toBe(1);
    for (const setting of [
      'SUPPORT_PHONE',
      'OPT_OUT_PHONE',
      'SUPPORT_EMAIL',
      'MAIL_FROM',
      'SOCIAL_YOUTUBE_URL',
      'PUBLIC_BASE_URL',
      'SMTP_URL',
      'RATES_FILE',
      'AGENCY_NPN',
      'AGENCY_ADDRESS',
    ]) {
      expect(result.stdout).toContain(`  ${setting}: `);
    }
    expect(result.stdout).not.toContain('No placeholder settings remain.');
  });

  it("passes once every setting is the agency's own, read from .env", () => {
    const own: Record<string, string> = {
      SUPPORT_PHONE: '(212) 736-0100',
      OPT_OUT_PHONE: '(212) 736-0101',
      SUPPORT_EMAIL: 'help@insurancematch.test',
      CAREERS_EMAIL: 'careers@insurancematch.test',
      AGENCY_NOTIFY_EMAIL: 'leads@insurancematch.test',
      MAIL_FROM: 'InsuranceMatch <no-reply@insurancematch.test>',
      SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/insurancematch',
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/insurancematch',
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/insurancematch',
      SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@insurancematch',
      PUBLIC_BASE_URL: 'https://www.insurancematch.test',
      SMTP_URL: 'smtps://mail.insurancematch.test:465',
      ASSESSMENT_FORM_URL: 'https://forms.provider.test/assessment',
      FORM_EMBED_SCRIPT_URL: 'https://forms.provider.test/embed.js',
      BOOKING_WIDGET_URL: 'https://booking.provider.test/widget',
      AGENT_CALENDARS: 'alex=https://booking.provider.test/alex',
      RATES_FILE: '/srv/insurancematch/rates.json',
      AGENCY_NPN: '1234567',
      AGENCY_ADDRESS: '1 Main Street, Springfield, IL 62701',
      ...Object.fromEntries(
        ['MAIN', 'M2', 'M3', 'M4', 'AL', 'NON_USHA', 'TIKTOK', 'REDDIT', 'REDDIT_DUPE'].map((variant) => [
          `SURVEY_URL_${variant}`,
          `https://survey.provider.test/${variant}`,
        ]),
      ),
    };
    const folder = projectFolder({
      '.env': Object.entries(own)
        .map(([key, value]) => `${key}="${value}"\n`)
        .join(''),
    });
    const result = doctor(folder);
    expect(result.stdout).toContain('No placeholder settings remain.');
    expect(result.status).toBe(0);
  });
});
