import type { IncomingMessage } from 'node:http';
import { rememberedLocale } from '../../lib/i18n/language-cookie.ts';
import { localeOfPath } from '../../lib/i18n/locale.ts';
import { twinPath } from '../../lib/i18n/twin-path.ts';

/**
 * Where a visitor who chose a language with the switch goes when a page of the other language is
 * asked for (decision 182): the same page in the chosen language, when it has a twin. Only the
 * cookie the switch sets decides, never Accept-Language: a search engine or someone opening a
 * shared link without having chosen gets what the address names. Page loads only (GET and HEAD).
 */
export function rememberedLanguageRedirect(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const chosen = rememberedLocale(req.headers.cookie);
  if (!chosen) return null;
  const [pathname, query] = splitTarget(req.url ?? '/');
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/') || pathname.startsWith('/console')) return null;
  if (localeOfPath(pathname) === chosen) return null;
  const target = twinPath(pathname, chosen);
  // No twin: the page stays in its language rather than sending the visitor to a home page.
  if (target === twinPath('/', chosen) && pathname !== '/' && pathname !== '/es') return null;
  return query ? `${target}?${query}` : target;
}

function splitTarget(target: string): [string, string] {
  const index = target.indexOf('?');
  return index < 0 ? [target, ''] : [target.slice(0, index), target.slice(index + 1)];
}
