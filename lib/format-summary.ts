/**
 * The deterministic summary formatter: plain text with light markdown in, well-formed HTML out.
 * The server uses it when no model is configured or the model fails, and the browser uses it as
 * the spec's local fallback when /api/format-summary cannot be reached.
 *
 * Safe by construction: every character of the input is HTML-escaped first, and the only markup
 * in the output is the handful of tags added here (no attributes at all).
 *
 * - a heading ("## Key Points", "**Key Points**" or "Key Points:" alone on a line) becomes an <h3>,
 *   and the lines under it, up to a blank line, become a bullet list;
 * - "- ", "* ", "• " and "1. " lines become list items;
 * - other lines become paragraphs (a blank line separates them);
 * - **bold** becomes <strong>, *italic* or _italic_ becomes <em>.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// Stryker disable next-line Regex: equivalent: one space or several after the hashes, the heading text is trimmed
// (decision 170)
const HEADING_MARKDOWN = /^#{1,6}\s+(.+?)\s*#*$/;
const HEADING_BOLD_LINE = /^\*\*([^*]{1,80})\*\*:?$/;
const HEADING_COLON = /^([A-Z][^.!?:]{0,60}):$/;
const BULLET = /^(?:[-*•‣▪]|\d{1,2}[.)])\s+(.+)$/;

function inline(escaped: string): string {
  return escaped
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]+?)(?<=\S)\*(?![*\w])/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1<em>$2</em>');
}

function headingText(line: string): string | null {
  const match = HEADING_MARKDOWN.exec(line) ?? HEADING_BOLD_LINE.exec(line) ?? HEADING_COLON.exec(line);
  return match ? match[1]!.trim() : null;
}

export function formatSummary(content: string): string {
  const lines = content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());
  const out: string[] = [];
  let list: string[] | null = null;
  let paragraph: string[] = [];
  let underHeading = false;

  const closeList = () => {
    if (list) out.push(`<ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    list = null;
  };
  const closeParagraph = () => {
    if (paragraph.length > 0) out.push(`<p>${paragraph.join('<br>')}</p>`);
    paragraph = [];
  };

  for (const line of lines) {
    if (!line) {
      closeParagraph();
      closeList();
      underHeading = false;
      continue;
    }
    const heading = headingText(line);
    if (heading) {
      closeParagraph();
      closeList();
      out.push(`<h3>${inline(escapeHtml(heading))}</h3>`);
      underHeading = true;
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet || underHeading) {
      closeParagraph();
      list ??= [];
      list.push(inline(escapeHtml(bullet ? bullet[1]! : line)));
      continue;
    }
    closeList();
    paragraph.push(inline(escapeHtml(line)));
  }
  closeParagraph();
  closeList();
  return out.join('');
}
