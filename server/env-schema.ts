/**
 * Every setting of the site, as environment variables with a working local default.
 *
 * This module is pure (no `server-only`, no I/O) so that `next.config.ts` can validate the
 * environment at build time and fail the build with the variable's name; the running server
 * reads settings through `server/env.ts`. Keep `.env.example` in step with this file (a unit
 * test checks that every key here is listed there).
 */
import * as z from '../lib/zod.ts';
import './zod-messages.ts';
import { isIP } from 'node:net';
import { telHref } from '../lib/phone.ts';

/** Refuses a value from inside a transform (zod mini's transform context has no addIssue). */
function refuse(ctx: z.core.ParsePayload, message: string): typeof z.NEVER {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/**
 * A path on this site: one slash, then not a second one or a backslash, which browsers read as
 * `//host`, another site's address (`//evil.example/x`, `/\evil.example/x`).
 */
const isSitePath = (value: string) => /^\/(?![/\\])\S*$/.test(value);
/** An absolute http(s) URL with a host and no space, as a frame or a link takes it. */
const isWebUrl = (value: string) => /^https?:\/\/[^\s/]\S*$/i.test(value) && URL.canParse(value);

/** A URL for a frame or script: absolute http(s), or a path on this site (the local defaults). */
const embedUrl = z.string().check(
  z.trim(),
  z.refine((value) => isSitePath(value) || isWebUrl(value), {
    message: 'must be an absolute http(s) URL or a path starting with /',
  }),
);

/** A frame or script URL where empty means "not configured: use the site's own form". */
const optionalEmbedUrl = z._default(z.union([z.literal(''), embedUrl]), '');

const absoluteUrl = z.string().check(
  z.trim(),
  z.refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
    message: 'must be an absolute http(s) URL',
  }),
);
const optionalAbsoluteUrl = z._default(z.union([z.literal(''), absoluteUrl]), '');
const phone = z.string().check(
  z.trim(),
  z.refine((value) => value.replace(/\D/g, '').length >= 10, { message: 'must contain at least 10 digits' }),
  // Every page links it (tel:): a number no link can dial is a mistake of the configuration.
  z.refine((value) => value.replace(/\D/g, '').length < 10 || telHref(value) !== undefined, {
    message: 'must be a US number, or written with + and its country code',
  }),
);
const email = z.string().check(z.trim(), z.email({ message: 'must be an e-mail address' }));
/** A whole number over zero written in decimal digits: `0x50`, `1e3` and `5.0` are refused, not read as 80, 1000, 5. */
const positiveInt = z.pipe(
  z.string().check(z.trim(), z.regex(/^\d+$/, 'must be a whole number over zero')),
  z.coerce.number<string>().check(z.int(), z.positive({ message: 'must be a whole number over zero' })),
);
/** `off` in any case (`OFF`, ` Off `), or the setting's number. */
const offOr = (number: typeof positiveInt) =>
  z._default(z.union([z.pipe(text(z.toLowerCase()), z.literal('off')), number]), 'off');
/** A text setting, trimmed, with its checks. */
const text = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);
/** Empty (not set) or a value matching the pattern. */
const emptyOr = (pattern: RegExp, message: string) =>
  z._default(z.union([z.literal(''), text(z.regex(pattern, message))]), '');
/** Yes or no, in any case and with spaces around it (`TRUE`, ` yes`, `0`); empty is no. */
const bool = z.pipe(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])),
  z.transform((value) => value === 'true' || value === '1' || value === 'yes'),
);

/** A yes/no setting read on its own (outside parseEnv), with the same spellings parseEnv accepts. */
export function settingIsOn(value: string | undefined): boolean {
  const parsed = bool.safeParse(value ?? '');
  return parsed.success && parsed.data;
}

/** `name=url` pairs (or a bare `name`: no calendar) separated by commas: the named agents' calendar schedulers. */
const agentCalendars = z.pipe(
  text(),
  z.transform((value: string, ctx) => {
    const agents: Record<string, string> = {};
    for (const pair of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name = '', url = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
      // A name without a URL is an agent without a calendar: their pages offer a call-back request.
      if (!/^[a-z0-9]+$/i.test(name) || (url && !isSitePath(url) && !isWebUrl(url))) {
        return refuse(ctx, `bad entry "${pair}" (expected name=url or name, name letters and digits only)`);
      }
      // Names are read in any case: a second `Alex` would silently replace the first one's calendar.
      if (Object.hasOwn(agents, name.toLowerCase())) return refuse(ctx, `"${name}" is listed twice`);
      agents[name.toLowerCase()] = url;
    }
    return agents;
  }),
);

/** `ST:number` pairs separated by commas, e.g. `TX:1234567,CA:0A12345`: the agency's state licences. */
const stateLicenses = z.pipe(
  text(),
  z.transform((value: string, ctx) => {
    const licenses: { state: string; number: string }[] = [];
    for (const pair of value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^([A-Za-z]{2})\s*:\s*([A-Za-z0-9-]{1,20})$/.exec(pair);
      if (!match) return refuse(ctx, `bad entry "${pair}" (expected ST:number, e.g. TX:1234567)`);
      licenses.push({ state: match[1]!.toUpperCase(), number: match[2]! });
    }
    return licenses;
  }),
);

/**
 * The proxies in front of the server (docs/decisions/102; server/http/trusted-proxies.ts reads X-Forwarded-For with
 * it).
 */
export type TrustProxy = { kind: 'hops'; hops: number } | { kind: 'addresses'; ranges: string[] };

const NO_PROXY: TrustProxy = { kind: 'hops', hops: 0 };
const MAX_HOPS = 10;

/** Parses `TRUST_PROXY`: a number of proxies (true = 1, false/empty = 0) or a comma list of IPs/CIDRs. */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return NO_PROXY;
  if (value === 'true' || value === 'yes') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`at most ${MAX_HOPS} proxies`);
    return { kind: 'hops', hops };
  }
  const ranges = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const range of ranges) {
    if (!parseRange(range)) throw new Error(`"${range}" is not an IP address or CIDR range`);
  }
  if (!ranges.length) return NO_PROXY;
  return { kind: 'addresses', ranges };
}

function parseRange(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText] = range.split('/');
  const version = isIP(address);
  if (!version) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}
/**
 * Extra CSP hosts, separated by commas or spaces: `host`, `*.host` or `https://host` (an optional
 * port), each given back as `https://host`. Anything else (a scheme other than https, a path, a
 * quote, a keyword such as 'unsafe-eval', a bare *) is refused: it would widen the policy silently.
 */
const cspHosts = z.pipe(
  text(),
  z.transform((value: string, ctx) => {
    const hosts: string[] = [];
    for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
      const match =
        /^(?:https:\/\/)?((?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?)\/?$/i.exec(
          entry,
        );
      const port = match ? Number(/:(\d+)$/.exec(match[1]!)?.[1] ?? 443) : 0;
      if (!match || port < 1 || port > 65535) {
        return refuse(
          ctx,
          `bad entry "${entry}" (expected an https host such as cdn.example.com, *.example.com or https://cdn.example.com)`,
        );
      }
      hosts.push(`https://${match[1]!.toLowerCase()}`);
    }
    return [...new Set(hosts)];
  }),
);

/** Whether Intl knows the zone ("America/New_York", "UTC"); a typo would otherwise fail on the first console page. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value !== '';
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(positiveInt.check(z.lte(65535)), 3000),
  // Address the server listens on: every interface for local use; 127.0.0.1 behind a reverse proxy.
  HOST: z._default(
    text(z.regex(/^[A-Za-z0-9.:-]+$/, 'must be an IP address or a host name (0.0.0.0, 127.0.0.1, ::1)')),
    '0.0.0.0',
  ),
  LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  PUBLIC_BASE_URL: z._default(absoluteUrl, 'http://localhost:3000'),
  // The proxies in front: how many (true = 1, false = none) or their addresses/CIDRs (docs/decisions/102).
  TRUST_PROXY: z.pipe(
    z._default(z.string(), 'false'),
    z.transform((value: string, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        return refuse(
          ctx,
          `must be a number of proxies (true = 1, false = 0) or a comma list of their IP addresses or CIDR ranges: ${(error as Error).message}`,
        );
      }
    }),
  ),
  // Time allowed on SIGTERM for requests in flight, and again for the outbox and the database to close
  SHUTDOWN_TIMEOUT_MS: z._default(positiveInt.check(z.lte(600_000)), 15_000),
  // Multiplies every per-client rate limit (1 = as designed); raised only by load and cluster tests
  RATE_LIMIT_SCALE: z._default(positiveInt.check(z.lte(100_000)), 1),

  // Contact details (fictional defaults: 555-01xx numbers and example.com addresses)
  SUPPORT_PHONE: z._default(phone, '(202) 555-0142'),
  SUPPORT_EMAIL: z._default(email, 'help@example.com'),
  CAREERS_EMAIL: z._default(email, 'careers@example.com'),
  OPT_OUT_PHONE: z._default(phone, '(202) 555-0187'),
  SOCIAL_FACEBOOK_URL: z._default(absoluteUrl, 'https://www.facebook.com/example'),
  SOCIAL_INSTAGRAM_URL: z._default(absoluteUrl, 'https://www.instagram.com/example'),
  SOCIAL_LINKEDIN_URL: z._default(absoluteUrl, 'https://www.linkedin.com/company/example'),
  SOCIAL_YOUTUBE_URL: z._default(absoluteUrl, 'https://www.youtube.com/@example'),

  // External pages and embeds. Survey, assessment and booking frames default to empty: the site's
  // own assessment and call-back forms are used (docs/decisions/091), so a default install makes no
  // request to any third-party host and every visitor journey ends in a stored lead.
  EXTERNAL_SURVEY_URL: z._default(embedUrl, '/prohealth-survey'),
  SURVEY_URL_MAIN: optionalEmbedUrl,
  SURVEY_URL_M2: optionalEmbedUrl,
  SURVEY_URL_M3: optionalEmbedUrl,
  SURVEY_URL_M4: optionalEmbedUrl,
  SURVEY_URL_AL: optionalEmbedUrl,
  SURVEY_URL_NON_USHA: optionalEmbedUrl,
  SURVEY_URL_TIKTOK: optionalEmbedUrl,
  SURVEY_URL_REDDIT: optionalEmbedUrl,
  SURVEY_URL_REDDIT_DUPE: optionalEmbedUrl,
  ASSESSMENT_FORM_URL: optionalEmbedUrl,
  FORM_EMBED_SCRIPT_URL: optionalEmbedUrl,
  BOOKING_WIDGET_URL: optionalEmbedUrl,
  BOOKING_WIDGET_ID: z._default(text(), 'local-booking'),
  BOOKING_PAGE_URL: z._default(embedUrl, '/booking'),
  AGENT_CALENDARS: z.prefault(agentCalendars, ''),
  TERMS_URL: z._default(embedUrl, '/terms-and-conditions'),
  ABOUT_VIDEO_URL: optionalEmbedUrl,
  CONNECT_VIDEO_URL: optionalEmbedUrl,
  MEDICAID_URL: z._default(absoluteUrl, 'https://www.medicaid.gov/about-us/beneficiary-resources/index.html'),
  MARKETPLACE_URL: z._default(absoluteUrl, 'https://www.healthcare.gov/'),

  // Serve the /embeds stand-ins in a production build: for test builds that play a site with hosted embeds
  SERVE_EMBED_STAND_INS: z._default(bool, false),

  // Analytics: each is loaded only when its id is set
  GA4_MEASUREMENT_ID: emptyOr(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX'),
  GTM_CONTAINER_ID: emptyOr(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXX'),
  META_PIXEL_ID: emptyOr(/^\d{6,20}$/, 'must be the numeric pixel id'),

  // Security headers
  FRAME_ANCESTORS: z._default(text(), "'self'"),
  // Hosts of tags added through the tag manager, allowed in the CSP's script, connect, img and frame
  // sources (docs/decisions/122): https hosts only, e.g. "cdn.example.com, *.example.net"
  CSP_EXTRA_HOSTS: z.prefault(cspHosts, ''),
  // Production refuses an http:// CRM webhook and SMTP without TLS to another machine unless this is true
  ALLOW_INSECURE_INTEGRATIONS: z._default(bool, false),

  // Data
  DATA_DIR: z._default(text(z.minLength(1)), './data'),
  DATABASE_URL: emptyOr(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  REDIS_URL: emptyOr(/^rediss?:\/\//, 'must be a redis:// URL'),

  // Mail and CRM delivery (through the outbox)
  SMTP_URL: emptyOr(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z._default(text(z.minLength(3)), 'InsuranceMatch <no-reply@example.com>'),
  AGENCY_NOTIFY_EMAIL: z._default(email, 'leads@example.com'),
  // The console shows every time in the agency's zone (an IANA name), with UTC in a tooltip
  AGENCY_TIME_ZONE: z._default(
    text(z.refine(isTimeZone, 'must be an IANA time zone such as America/New_York or America/Chicago')),
    'America/New_York',
  ),
  CRM_WEBHOOK_URL: optionalAbsoluteUrl,
  CRM_WEBHOOK_SECRET: z._default(z.string(), ''),
  // Confirmation texts (decision 181): a Twilio-shaped Messages API; off while SID, token or sender is empty
  SMS_API_URL: z._default(absoluteUrl, 'https://api.twilio.com'),
  SMS_ACCOUNT_SID: z._default(text(z.regex(/^[A-Za-z0-9]*$/, 'must be letters and digits only (e.g. AC...)')), ''),
  SMS_AUTH_TOKEN: z._default(text(), ''),
  SMS_FROM: emptyOr(/^\+[1-9][0-9]{7,14}$/, 'must be a number in E.164 form, e.g. +15125550100'),
  // A message is retried (backoff capped at an hour) until it is this old, then marked dead: mail
  // servers keep trying for four to five days (RFC 5321), so should we
  OUTBOX_MAX_AGE_HOURS: z._default(positiveInt.check(z.lte(24 * 30)), 96),
  // An optional cap on tries as well ('off': only the age counts)
  OUTBOX_MAX_ATTEMPTS: offOr(positiveInt.check(z.lte(100_000))),
  OUTBOX_POLL_MS: z._default(positiveInt, 2000),
  OUTBOX_BASE_DELAY_MS: z._default(positiveInt, 5000),
  // Confirmation e-mails one address may receive in 24 hours (decision 125)
  OUTBOX_CONFIRMATIONS_PER_DAY: z._default(positiveInt.check(z.lte(100)), 3),
  // Messages one instance sends at the same time (SMTP connections are pooled up to this many)
  OUTBOX_CONCURRENCY: z._default(positiveInt.check(z.lte(32)), 4),
  // How long a worker holds a message it is delivering; a crashed instance's messages wait this long
  OUTBOX_LEASE_SECONDS: z._default(positiveInt.check(z.gte(5), z.lte(3600)), 120),

  // Forms: a submission made faster than this after the form was shown is kept as suspected spam
  // (decision 042: a weak signal, set where no person can be; the trap field is the main one)
  FORM_MIN_FILL_MS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(60_000)), 800),
  // Days suspected spam nobody marked genuine is kept before the retention job deletes it (the
  // privacy policy states it: baked into /privacy like the other retention settings)
  SPAM_RETENTION_DAYS: z._default(positiveInt.check(z.lte(3650)), 30),

  // Uploads
  FILE_ENCRYPTION_KEY: emptyOr(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)'),
  UPLOAD_MAX_FILE_MB: z._default(positiveInt.check(z.lte(100)), 10),
  UPLOAD_MAX_FILES: z._default(positiveInt.check(z.lte(50)), 10),
  UPLOAD_MAX_TOTAL_MB: z._default(positiveInt.check(z.lte(500)), 25),

  // News feed
  NEWS_SHEET_ID: z._default(text(), ''),
  GOOGLE_API_KEY: z._default(text(), ''),
  SHEETS_API_BASE_URL: z._default(absoluteUrl, 'https://sheets.googleapis.com'),
  NEWS_CSV_URL: optionalAbsoluteUrl,
  NEWS_CACHE_SECONDS: z._default(positiveInt, 600),
  FORMAT_SUMMARY_API_URL: optionalAbsoluteUrl,
  FORMAT_SUMMARY_API_KEY: z._default(z.string(), ''),
  FORMAT_SUMMARY_MODEL: z._default(text(), 'gpt-4o-mini'),
  FORMAT_SUMMARY_TIMEOUT_MS: z._default(positiveInt, 4000),

  // Home-insurance assessment webhook from an external survey
  SURVEY_WEBHOOK_SECRET: z._default(z.string(), ''),

  // The agency's licensing and address, shown in the footer and the structured data (empty: not shown)
  AGENCY_NPN: emptyOr(/^\d{1,10}$/, 'must be the National Producer Number (digits)'),
  AGENCY_STATE_LICENSES: z.prefault(stateLicenses, ''),
  AGENCY_ADDRESS: z._default(text(z.maxLength(200, 'must be at most 200 characters')), ''),

  // Home-insurance rating table (JSON file, docs/rates-file.md); empty: the shipped example table
  RATES_FILE: z._default(text(), ''),

  // Operator console
  // A second factor (TOTP) for every console account; false only for development and tests (decision 110)
  CONSOLE_REQUIRE_MFA: z._default(bool, true),
  // Tests only: the console's clock adds the milliseconds in DATA_DIR/console-test-clock-offset-ms
  CONSOLE_TEST_CLOCK: z._default(bool, false),
  COMMENTS_MODERATION: z._default(z.enum(['post', 'pre']), 'post'),
  RETENTION_DAYS_CLAIM_DOCUMENTS: z._default(positiveInt, 365),
  RETENTION_DAYS_SUBMISSIONS: offOr(positiveInt),
  // The audit log's age before `npm run retention -- audit` may delete rows (never under a year: the database refuses)
  RETENTION_DAYS_AUDIT: z._default(
    positiveInt.check(z.gte(365, 'must be at least 365 (the database keeps a year of audit rows whatever is asked)')),
    2190,
  ),
});

export type Env = z.infer<typeof envSchema>;

/**
 * The variables that are baked into prerendered HTML: a change to them needs a rebuild. The upload
 * limits count: /claims is prerendered and its file picker states and checks them. So do the
 * retention settings: the privacy policy (/privacy) states them.
 */
export const BUILD_TIME_KEYS = Object.keys(envSchema.shape).filter(
  (key) =>
    !/^(NODE_ENV|PORT|HOST|LOG_LEVEL|TRUST_PROXY|SHUTDOWN_|RATE_LIMIT_|DATA_DIR|DATABASE_URL|REDIS_URL|SMTP_URL|MAIL_FROM|AGENCY_NOTIFY_EMAIL|AGENCY_TIME_ZONE|CRM_|OUTBOX_|FILE_ENCRYPTION_KEY|GOOGLE_API_KEY|NEWS_|SHEETS_|FORMAT_SUMMARY_|SURVEY_WEBHOOK_SECRET|RATES_FILE|FORM_MIN_FILL_MS|CONSOLE_|COMMENTS_MODERATION|ALLOW_INSECURE_INTEGRATIONS)/.test(
      key,
    ),
);

export class EnvError extends Error {}

/** Parses the environment; on a bad value throws one error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "use the default", as in most dotenv tooling.
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((key) => {
      const value = source[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const insecure = insecureIntegrations(result.data);
  if (insecure.length)
    throw new EnvError(`Invalid environment configuration:\n${insecure.map((line) => `  ${line}`).join('\n')}`);
  return result.data;
}

/** A host on this machine: traffic to it never crosses a network (a local mail relay, a test's fake CRM). */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** smtps://, or smtp:// that must upgrade with STARTTLS (?requireTLS=true) or is TLS (?secure=true). */
function smtpUsesTls(url: URL): boolean {
  if (url.protocol === 'smtps:') return true;
  return url.searchParams.get('requireTLS') === 'true' || url.searchParams.get('secure') === 'true';
}

/** Whether the site sends texts: an SMS provider's account, token and sender are all set (decision 181). */
export function smsConfigured(env: Pick<Env, 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM'>): boolean {
  return Boolean(env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM);
}

/**
 * In production, the CRM webhook and the mail server carry visitors' personal data: an http://
 * webhook or SMTP without TLS to another machine is refused unless ALLOW_INSECURE_INTEGRATIONS=true
 * (docs/decisions/122). One line per refused variable, naming it and the way out.
 */
export function insecureIntegrations(env: Env): string[] {
  if (env.NODE_ENV !== 'production' || env.ALLOW_INSECURE_INTEGRATIONS) return [];
  const lines: string[] = [];
  if (env.CRM_WEBHOOK_URL) {
    const url = new URL(env.CRM_WEBHOOK_URL);
    if (url.protocol !== 'https:' && !isLoopback(url.hostname)) {
      lines.push(
        'CRM_WEBHOOK_URL: must be an https:// URL in production (the webhook carries personal data); set ALLOW_INSECURE_INTEGRATIONS=true to allow http://',
      );
    }
  }
  if (smsConfigured(env)) {
    const url = new URL(env.SMS_API_URL);
    if (url.protocol !== 'https:' && !isLoopback(url.hostname)) {
      lines.push(
        'SMS_API_URL: must be an https:// URL in production (texts carry phone numbers and the auth token); set ALLOW_INSECURE_INTEGRATIONS=true to allow http://',
      );
    }
  }
  if (env.SMTP_URL) {
    let url: URL | null = null;
    try {
      url = new URL(env.SMTP_URL);
    } catch {
      lines.push('SMTP_URL: must be a valid smtp:// or smtps:// URL');
    }
    if (url && !smtpUsesTls(url) && !isLoopback(url.hostname)) {
      lines.push(
        'SMTP_URL: must use TLS in production (smtps://, or smtp:// with ?requireTLS=true for STARTTLS); set ALLOW_INSECURE_INTEGRATIONS=true to allow mail without TLS',
      );
    }
  }
  return lines;
}
