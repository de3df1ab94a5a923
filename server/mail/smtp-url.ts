import 'server-only';

/** SMTP connection settings as nodemailer takes them (the subset an SMTP_URL can carry). */
export interface SmtpUrlOptions {
  secure: boolean;
  host?: string;
  port?: number;
  auth?: { user: string; pass: string };
  tls?: Record<string, string | number | boolean>;
  [option: string]: unknown;
}

/**
 * SMTP_URL read with the WHATWG URL parser, into the options nodemailer would read from it
 * (smtp:// or smtps://, user and password, `?requireTLS=true`, `?tls.rejectUnauthorized=false`...).
 * Handing nodemailer the string made it call Node's url.parse, deprecated (DEP0169), whose warning
 * the production server printed as an error line (in the build nodemailer is bundled, so Node does
 * not see the call as a dependency's).
 */
export function smtpUrlOptions(smtpUrl: string): SmtpUrlOptions {
  const url = new URL(smtpUrl);
  const options: SmtpUrlOptions = { secure: url.protocol === 'smtps:' };
  if (url.hostname) options.host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (url.port) options.port = Number(url.port);
  if (url.username || url.password)
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  for (const [key, raw] of url.searchParams) {
    // As nodemailer reads a value: anything numeric is a number (an empty one is 0), then true and false.
    const value = !Number.isNaN(Number(raw)) ? Number(raw) : raw === 'true' ? true : raw === 'false' ? false : raw;
    if (key.startsWith('tls.')) {
      options.tls ??= {};
      if (!(key.slice(4) in options.tls)) options.tls[key.slice(4)] = value;
    } else if (!key.includes('.') && !(key in options)) {
      options[key] = value;
    }
  }
  return options;
}

/**
 * How long a mail server may keep the outbox waiting: nodemailer's defaults are 2 minutes to
 * connect and 10 minutes of silence, during which one unanswering server holds a delivery (and the
 * worker's turn) that the outbox would rather fail and retry. A value in SMTP_URL's query wins.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The transport's settings: the bounded waits, then everything SMTP_URL says. */
export function smtpTransportOptions(smtpUrl: string): SmtpUrlOptions {
  return { ...SMTP_TIMEOUTS, ...smtpUrlOptions(smtpUrl) };
}
