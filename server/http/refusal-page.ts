/**
 * The one small page the server sends when it refuses a request before Next.js sees it (a
 * malformed address, a form post it will not read): browsers without JavaScript show it, so it
 * says what happened and how to go on. Pure (server.mjs imports it through its callers).
 */
function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

const PAGE_STYLE = 'font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5';

export function refusalPage(title: string, message: string, nextStep: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="${PAGE_STYLE}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    `<p>${escapeHtml(nextStep)} Or go to the <a href="/">home page</a>.</p></body></html>`,
  ].join('');
}
