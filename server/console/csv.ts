/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF lines, UTF-8 with a BOM (so Excel reads accents),
 * and cells that a spreadsheet would run as a formula (= + - @, tab, carriage return first) are
 * prefixed with an apostrophe so they open as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
