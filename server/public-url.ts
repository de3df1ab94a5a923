import 'server-only';
import { getEnv } from './env';

/**
 * A link to a page of the site for the agency's e-mails and webhooks: absolute on
 * PUBLIC_BASE_URL, or the bare path in production while PUBLIC_BASE_URL is unset (the default
 * points at localhost, a link no one can open; `npm run doctor` lists the setting).
 */
export function publicUrl(path: string, rawEnv: Record<string, string | undefined> = process.env): string {
  const env = getEnv();
  const configured = (rawEnv.PUBLIC_BASE_URL ?? '').trim() !== '';
  if (!configured && env.NODE_ENV === 'production') return path;
  return `${env.PUBLIC_BASE_URL.replace(/\/+$/, '')}${path}`;
}
