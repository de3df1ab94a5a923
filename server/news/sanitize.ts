import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML a formatted summary may contain: text structure, no attributes, so no link, image,
 * style or event handler can come out, whatever the sheet or a model returns. Script and style
 * elements are dropped with their content; other unknown tags are dropped and their text kept.
 */
export const SUMMARY_ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h3', 'h4', 'blockquote'];

export function sanitizeSummaryHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: SUMMARY_ALLOWED_TAGS,
    allowedAttributes: {},
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title', 'head'],
  }).trim();
}
