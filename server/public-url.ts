import 'server-only';
import { getEnv } from './env';

/**
 * An absolute link to a page of the site, for the agency's e-mails and webhooks and the
 * set-password link of `npm run operator` (issue 23: a relative link cannot be clicked in a mail
 * client). On PUBLIC_BASE_URL; while it is unset, on this server as it listens
 * (http://localhost:PORT), so the link at least names the right port: production start-up and
 * `npm run doctor` list an unset or local PUBLIC_BASE_URL as a placeholder (decision 010).
 */
/** Whether the site is served over https (PUBLIC_BASE_URL): its cookies are then Secure. */
export function isSecureSite(): boolean {
  return getEnv().PUBLIC_BASE_URL.toLowerCase().startsWith('https://');
}

export function publicUrl(path: string, rawEnv: Record<string, string | undefined> = process.env): string {
  const env = getEnv();
  const configured = (rawEnv.PUBLIC_BASE_URL ?? '').trim() !== '';
  const base = configured ? env.PUBLIC_BASE_URL : `http://localhost:${env.PORT}`;
  return `${base.replace(/\/+$/, '')}${path}`;
}
