/**
 * Every setting of the site, as environment variables with a working local default.
 *
 * This module is pure (no `server-only`, no I/O) so that `next.config.ts` can validate the
 * environment at build time and fail the build with the variable's name; the running server
 * reads settings through `server/env.ts`. Keep `.env.example` in step with this file (a unit
 * test checks that every key here is listed there).
 */
import { z } from 'zod';

/** A URL for a frame or script: absolute http(s), or a path on this site (the local defaults). */
const embedUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value), {
    message: 'must be an absolute http(s) URL or a path starting with /',
  });

/** A frame or script URL where empty means "not configured: use the site's own form". */
const optionalEmbedUrl = z.union([z.literal(''), embedUrl]).default('');

const absoluteUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), { message: 'must be an absolute http(s) URL' });
const optionalAbsoluteUrl = z.union([z.literal(''), absoluteUrl]).default('');
const phone = z
  .string()
  .trim()
  .refine((value) => value.replace(/\D/g, '').length >= 10, { message: 'must contain at least 10 digits' });
const email = z.string().trim().email({ message: 'must be an e-mail address' });
const positiveInt = z.coerce.number().int().positive();
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `name=url` pairs (or a bare `name`: no calendar) separated by commas: the named agents' calendar schedulers. */
const agentCalendars = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const agents: Record<string, string> = {};
    for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [name = '', url = ''] = pair.split(/=(.*)/s).map((part) => part?.trim() ?? '');
      // A name without a URL is an agent without a calendar: their pages offer a call-back request.
      if (!name || !/^[a-z0-9]+$/i.test(name) || (url && !(url.startsWith('/') || /^https?:\/\//i.test(url)))) {
        ctx.addIssue({ code: 'custom', message: `bad entry "${pair}" (expected name=url or name, name letters and digits only)` });
        return z.NEVER;
      }
      agents[name.toLowerCase()] = url;
    }
    return agents;
  });

/** `ST:number` pairs separated by commas, e.g. `TX:1234567,CA:0A12345`: the agency's state licences. */
const stateLicenses = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const licenses: { state: string; number: string }[] = [];
    for (const pair of value.split(',').map((part) => part.trim()).filter(Boolean)) {
      const match = /^([A-Za-z]{2})\s*:\s*([A-Za-z0-9-]{1,20})$/.exec(pair);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `bad entry "${pair}" (expected ST:number, e.g. TX:1234567)` });
        return z.NEVER;
      }
      licenses.push({ state: match[1]!.toUpperCase(), number: match[2]! });
    }
    return licenses;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: positiveInt.max(65535).default(3000),
  // Address the server listens on: every interface for local use; 127.0.0.1 behind a reverse proxy.
  HOST: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.:-]+$/, 'must be an IP address or a host name (0.0.0.0, 127.0.0.1, ::1)')
    .default('0.0.0.0'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  PUBLIC_BASE_URL: absoluteUrl.default('http://localhost:3000'),
  TRUST_PROXY: bool.default(false),

  // Contact details (fictional defaults: 555-01xx numbers and example.com addresses)
  SUPPORT_PHONE: phone.default('(202) 555-0142'),
  SUPPORT_EMAIL: email.default('help@example.com'),
  CAREERS_EMAIL: email.default('careers@example.com'),
  OPT_OUT_PHONE: phone.default('(202) 555-0187'),
  SOCIAL_FACEBOOK_URL: absoluteUrl.default('https://www.facebook.com/example'),
  SOCIAL_INSTAGRAM_URL: absoluteUrl.default('https://www.instagram.com/example'),
  SOCIAL_LINKEDIN_URL: absoluteUrl.default('https://www.linkedin.com/company/example'),
  SOCIAL_YOUTUBE_URL: absoluteUrl.default('https://www.youtube.com/@example'),

  // External pages and embeds. Survey, assessment and booking frames default to empty: the site's
  // own assessment and call-back forms are used (docs/decisions/091), so a default install makes no
  // request to any third-party host and every visitor journey ends in a stored lead.
  EXTERNAL_SURVEY_URL: embedUrl.default('/prohealth-survey'),
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
  BOOKING_WIDGET_ID: z.string().trim().default('local-booking'),
  BOOKING_PAGE_URL: embedUrl.default('/booking'),
  AGENT_CALENDARS: agentCalendars.prefault(''),
  TERMS_URL: embedUrl.default('/terms-and-conditions'),
  ABOUT_VIDEO_URL: z.union([z.literal(''), embedUrl]).default(''),
  CONNECT_VIDEO_URL: z.union([z.literal(''), embedUrl]).default(''),
  MEDICAID_URL: absoluteUrl.default('https://www.medicaid.gov/about-us/beneficiary-resources/index.html'),
  MARKETPLACE_URL: absoluteUrl.default('https://www.healthcare.gov/'),

  // Serve the /embeds stand-ins in a production build: for test builds that play a site with hosted embeds
  SERVE_EMBED_STAND_INS: bool.default(false),

  // Analytics: each is loaded only when its id is set
  GA4_MEASUREMENT_ID: z.union([z.literal(''), z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')]).default(''),
  GTM_CONTAINER_ID: z.union([z.literal(''), z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXX')]).default(''),
  META_PIXEL_ID: z.union([z.literal(''), z.string().regex(/^\d{6,20}$/, 'must be the numeric pixel id')]).default(''),

  // Security headers
  FRAME_ANCESTORS: z.string().trim().default("'self'"),

  // Data
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: z.union([z.literal(''), z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')]).default(''),
  REDIS_URL: z.union([z.literal(''), z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')]).default(''),

  // Mail and CRM delivery (through the outbox)
  SMTP_URL: z.union([z.literal(''), z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')]).default(''),
  MAIL_FROM: z.string().trim().min(3).default('InsuranceMatch <no-reply@example.com>'),
  AGENCY_NOTIFY_EMAIL: email.default('leads@example.com'),
  CRM_WEBHOOK_URL: optionalAbsoluteUrl,
  CRM_WEBHOOK_SECRET: z.string().default(''),
  OUTBOX_MAX_ATTEMPTS: positiveInt.max(100).default(10),
  OUTBOX_POLL_MS: positiveInt.default(2000),
  OUTBOX_BASE_DELAY_MS: positiveInt.default(5000),

  // Forms: a submission made faster than this after the form was shown is treated as a bot's
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),

  // Uploads
  FILE_ENCRYPTION_KEY: z
    .union([z.literal(''), z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes in base64 (openssl rand -base64 32)')])
    .default(''),
  UPLOAD_MAX_FILE_MB: positiveInt.max(100).default(10),
  UPLOAD_MAX_FILES: positiveInt.max(50).default(10),
  UPLOAD_MAX_TOTAL_MB: positiveInt.max(500).default(25),

  // News feed
  NEWS_SHEET_ID: z.string().trim().default(''),
  GOOGLE_API_KEY: z.string().trim().default(''),
  SHEETS_API_BASE_URL: absoluteUrl.default('https://sheets.googleapis.com'),
  NEWS_CSV_URL: optionalAbsoluteUrl,
  NEWS_CACHE_SECONDS: positiveInt.default(600),
  FORMAT_SUMMARY_API_URL: optionalAbsoluteUrl,
  FORMAT_SUMMARY_API_KEY: z.string().default(''),
  FORMAT_SUMMARY_MODEL: z.string().trim().default('gpt-4o-mini'),
  FORMAT_SUMMARY_TIMEOUT_MS: positiveInt.default(4000),

  // Home-insurance assessment webhook from an external survey
  SURVEY_WEBHOOK_SECRET: z.string().default(''),

  // The agency's licensing and address, shown in the footer and the structured data (empty: not shown)
  AGENCY_NPN: z.union([z.literal(''), z.string().trim().regex(/^\d{1,10}$/, 'must be the National Producer Number (digits)')]).default(''),
  AGENCY_STATE_LICENSES: stateLicenses.prefault(''),
  AGENCY_ADDRESS: z.string().trim().max(200, 'must be at most 200 characters').default(''),

  // Home-insurance rating table (JSON file, docs/rates-file.md); empty: the shipped example table
  RATES_FILE: z.string().trim().default(''),

  // Operator console
  CONSOLE_REQUIRE_MFA: bool.default(false),
  // Tests only: the console's clock adds the milliseconds in DATA_DIR/console-test-clock-offset-ms
  CONSOLE_TEST_CLOCK: bool.default(false),
  COMMENTS_MODERATION: z.enum(['post', 'pre']).default('post'),
  RETENTION_DAYS_CLAIM_DOCUMENTS: positiveInt.default(365),
  RETENTION_DAYS_SUBMISSIONS: z.union([z.literal('off'), positiveInt]).default('off'),
});

export type Env = z.infer<typeof envSchema>;

/** The variables that are baked into prerendered HTML: a change to them needs a rebuild. */
export const BUILD_TIME_KEYS = Object.keys(envSchema.shape).filter(
  (key) =>
    !/^(NODE_ENV|PORT|HOST|LOG_LEVEL|TRUST_PROXY|DATA_DIR|DATABASE_URL|REDIS_URL|SMTP_URL|MAIL_FROM|AGENCY_NOTIFY_EMAIL|CRM_|OUTBOX_|FILE_ENCRYPTION_KEY|UPLOAD_|GOOGLE_API_KEY|NEWS_|SHEETS_|FORMAT_SUMMARY_|SURVEY_WEBHOOK_SECRET|RATES_FILE|FORM_MIN_FILL_MS|CONSOLE_|COMMENTS_MODERATION|RETENTION_)/.test(key),
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
  return result.data;
}
