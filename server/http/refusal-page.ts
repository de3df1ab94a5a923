import { ES_MESSAGES } from '../../content/es/messages.ts';
import { HTML_LANG, localizedPath, type Locale } from '../../lib/i18n/locale.ts';
import { localizeMessage } from '../../lib/i18n/messages.ts';

/**
 * The one small page the server sends when it refuses a request before Next.js sees it (a
 * malformed address, a form post it will not read): browsers without JavaScript show it, so it
 * says what happened and how to go on, in the language of the address (decision 182; the words
 * are the visitor message catalogue's). Pure (server.mjs imports it through its callers).
 */
function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

const PAGE_STYLE = 'font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5';

const HOME_LINK: Record<Locale, (home: string) => string> = {
  en: (home) => `Or go to the <a href="${home}">home page</a>.`,
  es: (home) => `O vaya a la <a href="${home}">página de inicio</a>.`,
};

export function refusalPage(title: string, message: string, nextStep: string, locale: Locale = 'en'): string {
  const words = (text: string) => escapeHtml(locale === 'es' ? localizeMessage(text, ES_MESSAGES) : text);
  return [
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${words(title)}</title></head>`,
    `<body style="${PAGE_STYLE}"><h1>${words(title)}</h1><p>${words(message)}</p>`,
    `<p>${words(nextStep)} ${HOME_LINK[locale](localizedPath('/', locale))}</p></body></html>`,
  ].join('');
}
