import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, parseEnv } from './env-schema';

describe('environment', () => {
  it('works with nothing set, with fictional contact details', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SUPPORT_PHONE).toMatch(/555-01\d\d/);
    expect(env.OPT_OUT_PHONE).toMatch(/555-01\d\d/);
    expect(env.SUPPORT_EMAIL).toMatch(/@example\.com$/);
    expect(env.DATABASE_URL).toBe('');
  });

  it('leaves every survey, assessment and booking frame unset, so the built-in forms are used and nothing third-party loads', () => {
    const env = parseEnv({});
    const frames = Object.keys(env).filter((key) =>
      /^(SURVEY_URL_|ASSESSMENT_FORM_URL|FORM_EMBED_SCRIPT_URL|BOOKING_WIDGET_URL)/.test(key),
    );
    expect(frames).toHaveLength(12);
    for (const key of frames) expect(env[key as keyof typeof env], key).toBe('');
    expect(env.AGENT_CALENDARS).toEqual({});
    expect(env.EXTERNAL_SURVEY_URL).toBe('/prohealth-survey');
  });

  it('keeps checking a configured frame URL', () => {
    expect(parseEnv({ SURVEY_URL_MAIN: 'https://survey.example.org/w/1' }).SURVEY_URL_MAIN).toBe(
      'https://survey.example.org/w/1',
    );
    expect(() => parseEnv({ SURVEY_URL_MAIN: 'survey.example.org/w/1' })).toThrow(/\bSURVEY_URL_MAIN\b/);
    expect(() => parseEnv({ BOOKING_WIDGET_URL: 'javascript:alert(1)' })).toThrow(/\bBOOKING_WIDGET_URL\b/);
  });

  it.each([
    ['PORT', 'abc'],
    ['SUPPORT_EMAIL', 'not-an-address'],
    ['SUPPORT_PHONE', '12345'],
    ['PUBLIC_BASE_URL', 'localhost:3000'],
    ['GA4_MEASUREMENT_ID', 'UA-12345'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['AGENT_CALENDARS', 'alex=calendar.example.com'],
    ['AGENT_CALENDARS', 'al ex'],
    ['FILE_ENCRYPTION_KEY', 'short'],
  ])('rejects a bad %s with an error naming it', (key, value) => {
    expect(() => parseEnv({ [key]: value })).toThrow(new RegExp(`\\b${key}\\b`));
  });

  it('parses named agent calendars', () => {
    const env = parseEnv({ AGENT_CALENDARS: 'Maria=https://cal.example.com/maria, sam=/embeds/calendar?agent=sam' });
    expect(env.AGENT_CALENDARS).toEqual({ maria: 'https://cal.example.com/maria', sam: '/embeds/calendar?agent=sam' });
  });

  it('takes a bare agent name as an agent without a calendar', () => {
    expect(parseEnv({ AGENT_CALENDARS: 'alex, Jordan=, sam=https://cal.example.com/sam' }).AGENT_CALENDARS).toEqual({
      alex: '',
      jordan: '',
      sam: 'https://cal.example.com/sam',
    });
  });

  it('.env.example lists every variable', () => {
    const example = readFileSync(path.join(__dirname, '..', '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)="/gm)].map((match) => match[1]));
    const missing = Object.keys(envSchema.shape).filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });

  it('.env.example double-quotes every value, so a shell and systemd read it as the site does', () => {
    const example = readFileSync(path.join(__dirname, '..', '.env.example'), 'utf8');
    const settings = example.split('\n').filter((line) => /^[A-Z]/.test(line));
    // Inside double quotes, a shell expands $ ` \ and systemd unescapes \: none may appear.
    expect(settings.filter((line) => !/^[A-Z][A-Z0-9_]*="[^"$`\\]*"$/.test(line))).toEqual([]);
  });

  it('parses the listen address, rejecting anything else', () => {
    expect(parseEnv({}).HOST).toBe('0.0.0.0');
    expect(parseEnv({ HOST: '127.0.0.1' }).HOST).toBe('127.0.0.1');
    expect(() => parseEnv({ HOST: 'http://x/' })).toThrow(/\bHOST\b/);
  });
});

describe('insecure integrations in production (ALLOW_INSECURE_INTEGRATIONS)', () => {
  const production = { NODE_ENV: 'production' };

  it('refuses an http:// CRM webhook, naming the variable and the way out', () => {
    expect(() => parseEnv({ ...production, CRM_WEBHOOK_URL: 'http://crm.example.com/hook' })).toThrow(
      /CRM_WEBHOOK_URL: .*ALLOW_INSECURE_INTEGRATIONS=true/,
    );
    expect(parseEnv({ ...production, CRM_WEBHOOK_URL: 'https://crm.example.com/hook' }).CRM_WEBHOOK_URL).toBe(
      'https://crm.example.com/hook',
    );
  });

  it('refuses SMTP without TLS, naming the variable and the way out', () => {
    expect(() => parseEnv({ ...production, SMTP_URL: 'smtp://user:pw@mail.example.com:587' })).toThrow(
      /SMTP_URL: .*ALLOW_INSECURE_INTEGRATIONS=true/,
    );
    expect(() => parseEnv({ ...production, SMTP_URL: 'smtp://mail.example.com:587/?requireTLS=false' })).toThrow(
      /\bSMTP_URL\b/,
    );
    for (const url of [
      'smtps://user:pw@mail.example.com:465',
      'smtp://mail.example.com:587/?requireTLS=true',
      'smtp://mail.example.com:465/?secure=true',
    ]) {
      expect(parseEnv({ ...production, SMTP_URL: url }).SMTP_URL, url).toBe(url);
    }
  });

  it('names both when both are insecure', () => {
    let message = '';
    try {
      parseEnv({ ...production, CRM_WEBHOOK_URL: 'http://crm.example.com/hook', SMTP_URL: 'smtp://mail.example.com' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/\bCRM_WEBHOOK_URL\b/);
    expect(message).toMatch(/\bSMTP_URL\b/);
  });

  it('takes both when ALLOW_INSECURE_INTEGRATIONS=true', () => {
    const env = parseEnv({
      ...production,
      ALLOW_INSECURE_INTEGRATIONS: 'true',
      CRM_WEBHOOK_URL: 'http://crm.example.com/hook',
      SMTP_URL: 'smtp://mail.example.com',
    });
    expect(env.CRM_WEBHOOK_URL).toBe('http://crm.example.com/hook');
  });

  it('takes them outside production, and to this machine (a local relay, a test fake) in production', () => {
    expect(
      parseEnv({
        NODE_ENV: 'development',
        CRM_WEBHOOK_URL: 'http://crm.example.com/hook',
        SMTP_URL: 'smtp://mail.example.com',
      }).SMTP_URL,
    ).toBe('smtp://mail.example.com');
    expect(
      parseEnv({ ...production, CRM_WEBHOOK_URL: 'http://127.0.0.1:4000/hook', SMTP_URL: 'smtp://localhost:25' })
        .SMTP_URL,
    ).toBe('smtp://localhost:25');
  });
});
