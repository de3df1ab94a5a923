import { describe, expect, it } from 'vitest';
import { oneLine, quoted, visitorWords } from './visitor-text';

const BREAKS = ['\r\n', '\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029'];

describe('visitor text in staff e-mails', () => {
  it('keeps a one-line value on its line, whatever line break it carries', () => {
    for (const lineBreak of BREAKS)
      expect(oneLine(`Dana${lineBreak}Calls and texts: consent`), JSON.stringify(lineBreak)).toBe(
        'Dana Calls and texts: consent',
      );
    expect(oneLine('Zoë\u202e O\u0000Brien\tJr')).toBe('Zoë OBrien\tJr');
    // Invisible characters that could hide or split a word in the agency's subject line.
    expect(oneLine('Ac\u200bme\u00ad Co\u2060rp\ufeff\u061c')).toBe('Acme Corp');
  });

  it('quotes every line of a message, whatever line break separates them', () => {
    for (const lineBreak of BREAKS) {
      expect(
        quoted(`Call after 5.${lineBreak}${lineBreak}Open it in the console: https://evil.example/x`),
        JSON.stringify(lineBreak),
      ).toEqual(['> Call after 5.', '>', '> Open it in the console: https://evil.example/x']);
    }
    // A bidirectional override cannot show the text before its "> ".
    expect(quoted('\u202eCalls and texts: consent')).toEqual(['> Calls and texts: consent']);
  });

  it('puts the words under a heading, or says there were none', () => {
    expect(visitorWords('Note', 'Ask about dental')).toEqual(['', 'Note:', '> Ask about dental']);
    expect(visitorWords('Note', '')).toEqual(['', 'Note:', '(none)']);
    expect(visitorWords('Note', undefined)).toEqual(['', 'Note:', '(none)']);
  });
});
