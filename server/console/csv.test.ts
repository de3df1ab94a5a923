import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('CSV export cells', () => {
  it('prefixes every cell a spreadsheet would evaluate, so it opens as text', () => {
    for (const dangerous of ['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(dangerous).replace(/^"/, '').startsWith("'"), dangerous).toBe(true);
    }
    expect(csvCell('Maria Lopez')).toBe('Maria Lopez');
    expect(csvCell('(305) 555-0134')).toBe('(305) 555-0134');
  });

  it('writes an empty field as an empty cell and a time as ISO 8601, never "null"', () => {
    expect(csvDocument(['a', 'b', 'c'], [[null, undefined, new Date('2026-11-28T12:00:00Z')]])).toBe(
      '\uFEFFa,b,c\r\n,,2026-11-28T12:00:00.000Z\r\n',
    );
    expect(csvCell(0)).toBe('0');
    expect(csvCell(false)).toBe('false');
  });

  it('quotes commas, quotes and line breaks, and starts with a BOM', () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    const document = csvDocument(['name', 'note'], [['José', 'line1\nline2']]);
    expect(document.startsWith('\uFEFFname,note\r\n')).toBe(true);
    expect(document).toContain('José,"line1\nline2"\r\n');
  });
});
