/**
 * Which settings are still on a local placeholder: the fictional defaults that make a fresh
 * install run (555-01xx numbers, example.com, the development stand-ins under /embeds, the example
 * rating table...) but must never reach visitors of the real site. Production start-up logs one
 * warning per entry and `npm run doctor` lists them (docs/decisions/010).
 *
 * Pure (no `server-only`, no I/O; its one import names the file) so plain Node scripts can import it.
 */
import { settingIsOn, type Env } from '../env-schema.ts';

export interface Placeholder {
  setting: string;
  reason: string;
}

/** Path prefix of the development-only stand-ins for third-party frames and scripts. */
export const STAND_IN_PREFIX = '/embeds/';

/** A frame or script URL that points at one of this site's development stand-ins. */
export function isLocalStandIn(url: string): boolean {
  return url.startsWith(STAND_IN_PREFIX);
}

/**
 * The stand-ins are served by `npm run dev` only; the production build answers 404 for them,
 * unless SERVE_EMBED_STAND_INS is on (a test build playing a site with hosted embeds configured;
 * read with the same spellings as every yes/no setting: true, 1, yes).
 */
export function standInsServed(): boolean {
  return process.env.NODE_ENV === 'development' || settingIsOn(process.env.SERVE_EMBED_STAND_INS);
}

/** 555-0100 to 555-0199 are reserved for fiction: nobody answers them. */
const isFictionalPhone = (value: string) => /555\D?01\d\d$/.test(value.replace(/[^\d-]/g, ''));
/** example.com/.net/.org (and their subdomains) are reserved for documentation (RFC 2606). */
const isExampleAddress = (value: string) => /@([a-z0-9-]+\.)*example\.(com|net|org)\b/i.test(value);
const isExampleProfile = (value: string) => {
  const { hostname, pathname } = new URL(value);
  return (
    /(^|\.)example\.(com|net|org)$/i.test(hostname) ||
    pathname.split('/').some((segment) => /^@?example$/i.test(segment))
  );
};
const isLocalHost = (value: string) => /^(localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i.test(new URL(value).hostname);

const PHONES = ['SUPPORT_PHONE', 'OPT_OUT_PHONE'] as const;
const ADDRESSES = ['SUPPORT_EMAIL', 'CAREERS_EMAIL', 'AGENCY_NOTIFY_EMAIL', 'MAIL_FROM'] as const;
const SOCIAL = ['SOCIAL_FACEBOOK_URL', 'SOCIAL_INSTAGRAM_URL', 'SOCIAL_LINKEDIN_URL', 'SOCIAL_YOUTUBE_URL'] as const;

/** Every setting of `env` still on a local placeholder, each with the reason in one line. */
export function listPlaceholders(env: Env): Placeholder[] {
  const found: Placeholder[] = [];
  const add = (setting: string, reason: string) => found.push({ setting, reason });

  for (const key of PHONES) {
    if (isFictionalPhone(env[key]))
      add(key, `${env[key]} is a fictional 555-01xx number: visitors who call it reach nobody`);
  }
  for (const key of ADDRESSES) {
    if (isExampleAddress(env[key]))
      add(key, `${env[key]} is an example.com address: nothing sent to or from it arrives`);
  }
  for (const key of SOCIAL) {
    if (isExampleProfile(env[key])) add(key, `${env[key]} is an example profile, not the agency's`);
  }
  if (isLocalHost(env.PUBLIC_BASE_URL)) {
    add('PUBLIC_BASE_URL', `${env.PUBLIC_BASE_URL}: canonical links, the sitemap and e-mails point at this machine`);
  }
  if (!env.SMTP_URL)
    add('SMTP_URL', 'unset: e-mails are written to DATA_DIR/mail-outbox as files, nobody receives them');

  // Any URL setting still on a development stand-in (404 in production).
  for (const [key, value] of Object.entries(env)) {
    if (typeof value === 'string' && isLocalStandIn(value))
      add(key, `${value} is a development stand-in: production answers it with 404`);
  }
  const demoAgents = Object.entries(env.AGENT_CALENDARS).filter(([, url]) => isLocalStandIn(url));
  if (demoAgents.length > 0) {
    add(
      'AGENT_CALENDARS',
      `demo agents ${demoAgents.map(([name]) => name).join(', ')} book into development stand-ins, not real calendars`,
    );
  }

  if (env.SERVE_EMBED_STAND_INS)
    add('SERVE_EMBED_STAND_INS', 'true: the /embeds stand-ins are served, a setting for test builds only');
  if (!env.CONSOLE_REQUIRE_MFA)
    add(
      'CONSOLE_REQUIRE_MFA',
      'false: console accounts sign in with a password alone, a setting for development and tests only',
    );
  if (env.CONSOLE_TEST_CLOCK)
    add(
      'CONSOLE_TEST_CLOCK',
      "true: the console's clock (session expiry) follows a file in DATA_DIR, a setting for the console's browser tests only",
    );
  if (!env.RATES_FILE)
    add('RATES_FILE', 'unset: home-insurance prices come from the example rating table, its carriers are examples');
  if (!env.AGENCY_NPN) add('AGENCY_NPN', "unset: the agency's National Producer Number is not shown");
  if (!env.AGENCY_ADDRESS) add('AGENCY_ADDRESS', "unset: the agency's business address is not shown");
  return found;
}

/**
 * Whether a frame or script URL can be shown to visitors: a configured URL that is not a
 * stand-in, or a stand-in where they are served. Where it cannot (unset, or a stand-in the build
 * answers 404 for), pages show the site's own form instead (docs/decisions/091).
 */
export function embedAvailable(url: string): boolean {
  if (!url) return false;
  return !isLocalStandIn(url) || standInsServed();
}
