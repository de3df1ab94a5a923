import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUILD_TIME_KEYS,
  EnvError,
  envSchema,
  parseEnv,
  parseTrustProxy,
  settingIsOn,
  smsConfigured,
} from './env-schema';

/** The message parseEnv throws for a source, or '' when it is taken. */
function errorOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  return '';
}

/** The one line an operator reads for a single bad setting. */
const oneLine = (line: string) => `Invalid environment configuration:\n  ${line}`;

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

describe('production-only rules, as the operator reads them', () => {
  const production = { NODE_ENV: 'production' };
  // Texts are sent only when the account, the token and the sender are all set.
  const sms = { SMS_ACCOUNT_SID: 'AC123', SMS_AUTH_TOKEN: 'token', SMS_FROM: '+15125550100' };
  const smsLine =
    'SMS_API_URL: must be an https:// URL in production (texts carry phone numbers and the auth token); ' +
    'set ALLOW_INSECURE_INTEGRATIONS=true to allow http://';
  const crmLine =
    'CRM_WEBHOOK_URL: must be an https:// URL in production (the webhook carries personal data); ' +
    'set ALLOW_INSECURE_INTEGRATIONS=true to allow http://';
  const smtpTlsLine =
    'SMTP_URL: must use TLS in production (smtps://, or smtp:// with ?requireTLS=true for STARTTLS); ' +
    'set ALLOW_INSECURE_INTEGRATIONS=true to allow mail without TLS';

  it('refuses an http:// SMS gateway in production once texts are configured, naming the setting', () => {
    expect(errorOf({ ...production, ...sms, SMS_API_URL: 'http://sms.example.com' })).toBe(oneLine(smsLine));
  });

  it('takes an https:// SMS gateway, a gateway on this machine, or any gateway when allowed', () => {
    expect(errorOf({ ...production, ...sms, SMS_API_URL: 'https://sms.example.com' })).toBe('');
    expect(errorOf({ ...production, ...sms, SMS_API_URL: 'http://127.0.0.1:4010' })).toBe('');
    expect(
      errorOf({ ...production, ...sms, SMS_API_URL: 'http://sms.example.com', ALLOW_INSECURE_INTEGRATIONS: 'yes' }),
    ).toBe('');
    expect(errorOf({ ...sms, SMS_API_URL: 'http://sms.example.com' })).toBe('');
  });

  it('ignores an http:// SMS gateway while any of account, token or sender is missing (no texts are sent)', () => {
    for (const missing of ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const) {
      expect(errorOf({ ...production, ...sms, [missing]: '', SMS_API_URL: 'http://sms.example.com' }), missing).toBe(
        '',
      );
    }
  });

  it('counts IPv6 loopback, localhost and all of 127/8 as this machine, but not a DNS name that looks like one', () => {
    for (const url of ['http://[::1]:4000/hook', 'http://localhost:4000/hook', 'http://127.1.2.30/hook']) {
      expect(errorOf({ ...production, CRM_WEBHOOK_URL: url }), url).toBe('');
    }
    for (const url of ['http://127.0.0.1.nip.io/hook', 'http://10.0.0.1/hook', 'http://[::2]/hook']) {
      expect(errorOf({ ...production, CRM_WEBHOOK_URL: url }), url).toBe(oneLine(crmLine));
    }
  });

  it('refuses an SMTP_URL that is not a valid URL, with its own line', () => {
    expect(errorOf({ ...production, SMTP_URL: 'smtp://mail server' })).toBe(
      oneLine('SMTP_URL: must be a valid smtp:// or smtps:// URL'),
    );
  });

  it('refuses SMTP without TLS with the exact line, and takes mail to this machine over IPv6', () => {
    expect(errorOf({ ...production, SMTP_URL: 'smtp://mail.example.com:587' })).toBe(oneLine(smtpTlsLine));
    expect(errorOf({ ...production, SMTP_URL: 'smtp://[::1]:25' })).toBe('');
  });

  it('lists every refusal under one heading, one indented line each, in a fixed order', () => {
    expect(
      errorOf({
        ...production,
        ...sms,
        CRM_WEBHOOK_URL: 'http://crm.example.com/hook',
        SMS_API_URL: 'http://sms.example.com',
        SMTP_URL: 'smtp://mail.example.com',
      }),
    ).toBe(`Invalid environment configuration:\n  ${crmLine}\n  ${smsLine}\n  ${smtpTlsLine}`);
  });

  it('reports every bad setting of the schema at once, one indented line each', () => {
    expect(errorOf({ GA4_MEASUREMENT_ID: 'UA-12345', META_PIXEL_ID: 'px' })).toBe(
      'Invalid environment configuration:\n' +
        '  GA4_MEASUREMENT_ID: must look like G-XXXXXXX\n' +
        '  META_PIXEL_ID: must be the numeric pixel id',
    );
  });
});

describe('smsConfigured', () => {
  it('is on only when the account, the token and the sender are all set', () => {
    const all = { SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+15125550100' };
    expect(smsConfigured(all)).toBe(true);
    expect(smsConfigured({ ...all, SMS_ACCOUNT_SID: '' })).toBe(false);
    expect(smsConfigured({ ...all, SMS_AUTH_TOKEN: '' })).toBe(false);
    expect(smsConfigured({ ...all, SMS_FROM: '' })).toBe(false);
    expect(smsConfigured(parseEnv({}))).toBe(false);
  });
});

describe('yes/no settings', () => {
  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    [' YES ', true],
    ['True', true],
    ['false', false],
    ['0', false],
    ['no', false],
    [' No ', false],
    ['', false],
  ])('settingIsOn(%j) is %s', (value, on) => {
    expect(settingIsOn(value)).toBe(on);
  });

  it('settingIsOn treats an unset or unknown word as off rather than throwing', () => {
    expect(settingIsOn(undefined)).toBe(false);
    expect(settingIsOn('on')).toBe(false);
    expect(settingIsOn('enabled')).toBe(false);
  });

  it('parseEnv takes each spelling and refuses an unknown word, naming the setting', () => {
    for (const [value, on] of [
      ['true', true],
      ['1', true],
      ['yes', true],
      ['false', false],
      ['0', false],
      ['no', false],
    ] as const) {
      expect(parseEnv({ SERVE_EMBED_STAND_INS: value }).SERVE_EMBED_STAND_INS, value).toBe(on);
      expect(parseEnv({ CONSOLE_REQUIRE_MFA: value }).CONSOLE_REQUIRE_MFA, value).toBe(on);
    }
    expect(errorOf({ CONSOLE_REQUIRE_MFA: 'on' })).toMatch(
      /^Invalid environment configuration:\n {2}CONSOLE_REQUIRE_MFA: /,
    );
    // As settingIsOn reads them: an operator's `TRUE` or ` Yes` stopped the start with "Invalid option".
    for (const [value, on] of [
      ['TRUE', true],
      [' Yes', true],
      ['No ', false],
    ] as const) {
      expect(parseEnv({ CONSOLE_REQUIRE_MFA: value }).CONSOLE_REQUIRE_MFA, value).toBe(on);
      expect(settingIsOn(value), value).toBe(on);
    }
  });

  it('defaults the second factor on and the test switches off', () => {
    const env = parseEnv({});
    expect(env.CONSOLE_REQUIRE_MFA).toBe(true);
    expect(env.SERVE_EMBED_STAND_INS).toBe(false);
    expect(env.CONSOLE_TEST_CLOCK).toBe(false);
    expect(env.ALLOW_INSECURE_INTEGRATIONS).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it.each(['', 'false', 'no', '0', ' FALSE ', 'No', ', ,'])('%j means no proxy', (raw) => {
    expect(parseTrustProxy(raw)).toEqual({ kind: 'hops', hops: 0 });
  });

  it.each(['true', 'yes', ' TRUE ', 'Yes', '1'])('%j means one proxy', (raw) => {
    expect(parseTrustProxy(raw)).toEqual({ kind: 'hops', hops: 1 });
  });

  it('takes up to 10 proxies and refuses 11 with the limit in the message', () => {
    expect(parseTrustProxy('10')).toEqual({ kind: 'hops', hops: 10 });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(() => parseTrustProxy('11')).toThrow(/^at most 10 proxies$/);
  });

  it('takes a comma list of addresses and ranges, with spaces and a stray comma', () => {
    expect(parseTrustProxy(' 10.0.0.1, 192.168.0.0/16 ,, ::1, fd00::/8, ')).toEqual({
      kind: 'addresses',
      ranges: ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8'],
    });
  });

  it('allows prefix 0 up to /32 for IPv4 and up to /128 for IPv6', () => {
    for (const range of ['0.0.0.0/0', '10.0.0.1/32', '::/0', '2001:db8::/64', '::1/128']) {
      expect(parseTrustProxy(range), range).toEqual({ kind: 'addresses', ranges: [range] });
    }
  });

  it.each(['10.0.0.0/33', '::1/129', '10.0.0.0/', '10.0.0.0/x8', '10.0.0.0/+8', '10.0.0.0/1e1', '10.0.0.0/ 8'])(
    'refuses the range %j, naming it',
    (range) => {
      expect(() => parseTrustProxy(range)).toThrow(`"${range.trim()}" is not an IP address or CIDR range`);
    },
  );

  it('names the bad entry of a list', () => {
    expect(() => parseTrustProxy('10.0.0.1, proxy.example.com')).toThrow(
      /^"proxy\.example\.com" is not an IP address or CIDR range$/,
    );
  });

  it('parseEnv refuses a bad TRUST_PROXY with the rule and the reason, and defaults to no proxy', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'hops', hops: 0 });
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toEqual({ kind: 'addresses', ranges: ['127.0.0.1'] });
    expect(errorOf({ TRUST_PROXY: '11' })).toBe(
      oneLine(
        'TRUST_PROXY: must be a number of proxies (true = 1, false = 0) or a comma list of their IP addresses or ' +
          'CIDR ranges: at most 10 proxies',
      ),
    );
  });
});

describe('text, list and URL settings', () => {
  it('checks the time zone with Intl', () => {
    expect(parseEnv({}).AGENCY_TIME_ZONE).toBe('America/New_York');
    expect(parseEnv({ AGENCY_TIME_ZONE: ' America/Chicago ' }).AGENCY_TIME_ZONE).toBe('America/Chicago');
    expect(parseEnv({ AGENCY_TIME_ZONE: 'UTC' }).AGENCY_TIME_ZONE).toBe('UTC');
    const message = 'AGENCY_TIME_ZONE: must be an IANA time zone such as America/New_York or America/Chicago';
    expect(errorOf({ AGENCY_TIME_ZONE: 'America/Chicag' })).toBe(oneLine(message));
    // Spaces only are not "unset": they would reach Intl as an empty zone.
    expect(errorOf({ AGENCY_TIME_ZONE: '  ' })).toBe(oneLine(message));
  });

  it('trims agent calendar entries around the = and skips empty entries', () => {
    expect(parseEnv({ AGENT_CALENDARS: 'Maria = https://cal.example.com/maria , , sam' }).AGENT_CALENDARS).toEqual({
      maria: 'https://cal.example.com/maria',
      sam: '',
    });
    expect(parseEnv({ AGENT_CALENDARS: 'alex=http://cal.example.com/a' }).AGENT_CALENDARS).toEqual({
      alex: 'http://cal.example.com/a',
    });
  });

  it('refuses an agent calendar that is not a path or an http(s) URL, naming the entry', () => {
    expect(errorOf({ AGENT_CALENDARS: 'sam=/ok, alex=cal.example.com/http://x' })).toBe(
      oneLine(
        'AGENT_CALENDARS: bad entry "alex=cal.example.com/http://x" ' +
          '(expected name=url or name, name letters and digits only)',
      ),
    );
    expect(errorOf({ AGENT_CALENDARS: 'al-ex=/cal' })).toMatch(/AGENT_CALENDARS: bad entry "al-ex=\/cal"/);
    // Another site's address written as a path (browsers read `//host` and `/\host` as a host), a URL
    // without a host, one with a space: each was taken for a calendar.
    for (const url of ['//evil.example.net/x', '/\\evil.example.net/x', 'https://', 'https://cal.example.com/a b']) {
      expect(errorOf({ AGENT_CALENDARS: `sam=${url}` }), url).toMatch(
        /^Invalid environment configuration:\n {2}AGENT_CALENDARS: bad entry/,
      );
    }
  });

  it("refuses an agent listed twice, in any case: the second would silently replace the first's calendar", () => {
    expect(errorOf({ AGENT_CALENDARS: 'alex=/a, Alex=/b' })).toBe(oneLine('AGENT_CALENDARS: "Alex" is listed twice'));
    // A name that is also an object's own word is an ordinary name.
    expect(parseEnv({ AGENT_CALENDARS: 'constructor=/c' }).AGENT_CALENDARS).toEqual({ constructor: '/c' });
  });

  it.each(['//evil.example.net/survey', '/\\evil.example.net/survey'])(
    "refuses another site's address written as a path for a frame (%s)",
    (url) => {
      expect(errorOf({ EXTERNAL_SURVEY_URL: url })).toBe(
        oneLine('EXTERNAL_SURVEY_URL: must be an absolute http(s) URL or a path starting with /'),
      );
    },
  );

  it('parses state licences, trimming and upper-casing the state', () => {
    expect(parseEnv({ AGENCY_STATE_LICENSES: 'tx:1234567, CA : 0A12345,' }).AGENCY_STATE_LICENSES).toEqual([
      { state: 'TX', number: '1234567' },
      { state: 'CA', number: '0A12345' },
    ]);
    expect(parseEnv({}).AGENCY_STATE_LICENSES).toEqual([]);
  });

  it.each(['TEX:1234567', 'TX:123 4567', 'TX:1234567!', 'TX', 'TX:123456789012345678901'])(
    'refuses the state licence %j with the expected form',
    (entry) => {
      expect(errorOf({ AGENCY_STATE_LICENSES: entry })).toBe(
        oneLine(`AGENCY_STATE_LICENSES: bad entry "${entry}" (expected ST:number, e.g. TX:1234567)`),
      );
    },
  );

  it('gives extra CSP hosts back as https:// hosts, split on commas or spaces, without duplicates', () => {
    expect(
      parseEnv({ CSP_EXTRA_HOSTS: 'CDN.example.com, *.example.net  https://a.example.org:8443/ cdn.example.com' })
        .CSP_EXTRA_HOSTS,
    ).toEqual(['https://cdn.example.com', 'https://*.example.net', 'https://a.example.org:8443']);
    expect(parseEnv({}).CSP_EXTRA_HOSTS).toEqual([]);
  });

  it.each([
    'http://cdn.example.com',
    '*',
    "'unsafe-eval'",
    'cdn.example.com/path',
    'cdn.example.com:123456',
    // Five digits, but past the last port: browsers would drop the source.
    'cdn.example.com:99999',
    'cdn.example.com:0',
    'cdn.example.com:x1',
  ])('refuses the CSP host %j, naming it', (entry) => {
    expect(errorOf({ CSP_EXTRA_HOSTS: `ok.example.com ${entry}` })).toBe(
      oneLine(
        `CSP_EXTRA_HOSTS: bad entry "${entry}" (expected an https host such as cdn.example.com, *.example.com or ` +
          'https://cdn.example.com)',
      ),
    );
  });

  it('needs at least 10 digits in a phone number, whatever the punctuation', () => {
    expect(parseEnv({ SUPPORT_PHONE: '(512) 555-0100' }).SUPPORT_PHONE).toBe('(512) 555-0100');
    expect(errorOf({ SUPPORT_PHONE: '(512) 555-010' })).toBe(oneLine('SUPPORT_PHONE: must contain at least 10 digits'));
  });

  // Every page links the number (tel:): one no link can dial would be a dead "Call us".
  it('takes a phone number a link can dial: a US one, or one written with + and its country code', () => {
    expect(parseEnv({ OPT_OUT_PHONE: '+44 20 7946 0958' }).OPT_OUT_PHONE).toBe('+44 20 7946 0958');
    expect(errorOf({ OPT_OUT_PHONE: '442079460958' })).toBe(
      oneLine('OPT_OUT_PHONE: must be a US number, or written with + and its country code'),
    );
  });

  it('refuses an e-mail address with its message', () => {
    expect(errorOf({ SUPPORT_EMAIL: 'help' })).toBe(oneLine('SUPPORT_EMAIL: must be an e-mail address'));
  });

  it('needs a scheme and a host in an absolute URL', () => {
    const message = 'PUBLIC_BASE_URL: must be an absolute http(s) URL';
    expect(errorOf({ PUBLIC_BASE_URL: 'xhttps://example.com' })).toBe(oneLine(message));
    expect(errorOf({ PUBLIC_BASE_URL: 'https:///path' })).toBe(oneLine(message));
    expect(parseEnv({ PUBLIC_BASE_URL: ' http://example.com ' }).PUBLIC_BASE_URL).toBe('http://example.com');
  });

  it('takes a frame URL as an http(s) URL without spaces or a path, and refuses the rest with its message', () => {
    const message = 'TERMS_URL: must be an absolute http(s) URL or a path starting with /';
    expect(parseEnv({ TERMS_URL: 'http://example.com/terms' }).TERMS_URL).toBe('http://example.com/terms');
    expect(errorOf({ TERMS_URL: 'xhttps://example.com/terms' })).toBe(oneLine(message));
    expect(errorOf({ TERMS_URL: 'https://example.com/our terms' })).toBe(oneLine(message));
  });

  it.each([
    ['HOST', 'host/name'],
    ['GA4_MEASUREMENT_ID', 'xG-ABC123'],
    ['GA4_MEASUREMENT_ID', 'G-ABC123x'],
    ['GTM_CONTAINER_ID', 'GTM-ABC-1'],
    ['META_PIXEL_ID', 'x1234567'],
    ['META_PIXEL_ID', '1234567x'],
    ['DATABASE_URL', 'jdbc:postgresql://db/site'],
    ['REDIS_URL', 'xredis://cache'],
    ['SMTP_URL', 'xsmtp://mail.example.com'],
    ['SMS_ACCOUNT_SID', 'AC12-34'],
    ['SMS_FROM', 'x+15125550100'],
    ['SMS_FROM', '+15125550100x'],
    ['SMS_FROM', '+05125550100'],
    ['FILE_ENCRYPTION_KEY', `x${'A'.repeat(43)}=`],
    ['FILE_ENCRYPTION_KEY', `${'A'.repeat(43)}=x`],
    ['AGENCY_NPN', 'x123'],
    ['AGENCY_NPN', '123x'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses %s=%j as a whole, not for a matching part', (key, value) => {
    expect(errorOf({ [key]: value })).toMatch(new RegExp(`^Invalid environment configuration:\\n {2}${key}: .+$`));
  });

  it.each([
    ['HOST', 'HOST: must be an IP address or a host name (0.0.0.0, 127.0.0.1, ::1)', 'a b'],
    ['GTM_CONTAINER_ID', 'GTM_CONTAINER_ID: must look like GTM-XXXXXX', 'UA-1'],
    ['DATABASE_URL', 'DATABASE_URL: must be a postgres:// URL', 'mysql://db'],
    ['REDIS_URL', 'REDIS_URL: must be a redis:// URL', 'memcached://cache'],
    ['SMTP_URL', 'SMTP_URL: must be an smtp:// or smtps:// URL', 'mail.example.com'],
    ['SMS_ACCOUNT_SID', 'SMS_ACCOUNT_SID: must be letters and digits only (e.g. AC...)', 'AC 12'],
    ['SMS_FROM', 'SMS_FROM: must be a number in E.164 form, e.g. +15125550100', '5125550100'],
    ['FILE_ENCRYPTION_KEY', 'FILE_ENCRYPTION_KEY: must be 32 bytes in base64 (openssl rand -base64 32)', 'short'],
    ['AGENCY_NPN', 'AGENCY_NPN: must be the National Producer Number (digits)', 'N123'],
    ['AGENCY_ADDRESS', 'AGENCY_ADDRESS: must be at most 200 characters', 'x'.repeat(201)],
    [
      'RETENTION_DAYS_AUDIT',
      'RETENTION_DAYS_AUDIT: must be at least 365 (the database keeps a year of audit rows whatever is asked)',
      '364',
    ],
  ])('refuses a bad %s with its own message', (key, line, value) => {
    expect(errorOf({ [key]: value })).toBe(oneLine(line));
  });

  it.each([
    ['GA4_MEASUREMENT_ID', 'G-ABC123'],
    ['GTM_CONTAINER_ID', 'GTM-ABC123'],
    ['META_PIXEL_ID', '123456'],
    ['DATABASE_URL', 'postgresql://db/site'],
    ['REDIS_URL', 'rediss://cache:6380'],
    ['SMS_ACCOUNT_SID', 'AC0123456789abcdef'],
    ['SMS_FROM', '+15125550100'],
    ['FILE_ENCRYPTION_KEY', `${'A'.repeat(43)}=`],
    ['AGENCY_NPN', '1234567890'],
    ['LOG_LEVEL', 'debug'],
    ['LOG_LEVEL', 'info'],
    ['LOG_LEVEL', 'warn'],
    ['LOG_LEVEL', 'error'],
    ['LOG_LEVEL', 'silent'],
    ['COMMENTS_MODERATION', 'pre'],
    ['COMMENTS_MODERATION', 'post'],
    ['NODE_ENV', 'test'],
  ])('takes %s=%j', (key, value) => {
    expect(parseEnv({ [key]: value })[key as keyof ReturnType<typeof parseEnv>]).toBe(value);
  });

  it.each(['0x50', '8e1', '80.0', '+80', '0b1010000', '8 0'])(
    'refuses PORT=%j: a port is written in decimal digits, not read as another number',
    (raw) => {
      expect(errorOf({ PORT: raw })).toBe(oneLine('PORT: must be a whole number over zero'));
    },
  );

  it('takes whole numbers with spaces around them and refuses zero with the same message', () => {
    expect(parseEnv({ PORT: ' 8080 ', OUTBOX_POLL_MS: '250' })).toMatchObject({ PORT: 8080, OUTBOX_POLL_MS: 250 });
    expect(errorOf({ UPLOAD_MAX_FILES: '0' })).toBe(oneLine('UPLOAD_MAX_FILES: must be a whole number over zero'));
  });

  it.each(['OUTBOX_MAX_ATTEMPTS', 'RETENTION_DAYS_SUBMISSIONS'] as const)(
    '%s takes off in any case and a number, and refuses other words',
    (key) => {
      for (const raw of ['off', 'OFF', ' Off ']) expect(parseEnv({ [key]: raw })[key]).toBe('off');
      expect(parseEnv({ [key]: '30' })[key]).toBe(30);
      expect(errorOf({ [key]: 'never' })).toMatch(new RegExp(`^Invalid environment configuration:\\n {2}${key}: .+$`));
    },
  );

  it('fills the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      CAREERS_EMAIL: 'careers@example.com',
      BOOKING_WIDGET_ID: 'local-booking',
      BOOKING_PAGE_URL: '/booking',
      TERMS_URL: '/terms-and-conditions',
      MEDICAID_URL: 'https://www.medicaid.gov/about-us/beneficiary-resources/index.html',
      MARKETPLACE_URL: 'https://www.healthcare.gov/',
      SURVEY_URL_MAIN: '',
      CRM_WEBHOOK_URL: '',
      NEWS_CSV_URL: '',
      GA4_MEASUREMENT_ID: '',
      SMTP_URL: '',
      DATA_DIR: './data',
      MAIL_FROM: 'InsuranceMatch <no-reply@example.com>',
      CRM_WEBHOOK_SECRET: '',
      SMS_API_URL: 'https://api.twilio.com',
      SMS_ACCOUNT_SID: '',
      SMS_AUTH_TOKEN: '',
      OUTBOX_MAX_ATTEMPTS: 'off',
      NEWS_SHEET_ID: '',
      GOOGLE_API_KEY: '',
      SHEETS_API_BASE_URL: 'https://sheets.googleapis.com',
      FORMAT_SUMMARY_API_KEY: '',
      FORMAT_SUMMARY_MODEL: 'gpt-4o-mini',
      SURVEY_WEBHOOK_SECRET: '',
      AGENCY_ADDRESS: '',
      RATES_FILE: '',
      COMMENTS_MODERATION: 'post',
      RETENTION_DAYS_SUBMISSIONS: 'off',
    });
  });
});

describe('BUILD_TIME_KEYS', () => {
  it('lists the settings baked into pages and leaves out the ones only the running server reads', () => {
    expect(BUILD_TIME_KEYS).toEqual(expect.arrayContaining(['SUPPORT_PHONE', 'UPLOAD_MAX_FILE_MB', 'CSP_EXTRA_HOSTS']));
    for (const key of ['PORT', 'TRUST_PROXY', 'SMTP_URL', 'CRM_WEBHOOK_URL', 'OUTBOX_POLL_MS', 'CONSOLE_REQUIRE_MFA']) {
      expect(BUILD_TIME_KEYS, key).not.toContain(key);
    }
  });
});
