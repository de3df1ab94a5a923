import { describe, expect, it } from 'vitest';
import { fillTemplate, localizeMessage, matchesMessageList, placeholdersOf, templatePattern } from './messages';

const CATALOGUE = {
  'First name is required': 'El nombre es obligatorio',
  '"{name}" is larger than {maxFileMb} MB. Each file can be at most {maxFileMb} MB.':
    '"{name}" pesa más de {maxFileMb} MB. Cada archivo puede pesar {maxFileMb} MB como máximo.',
  'Please wait (1.5) minutes, or call us at {phone}.': 'Espere (1.5) minutos o llámenos al {phone}.',
};

describe('localizeMessage (decision 182)', () => {
  it('answers a fixed message with its translation', () => {
    expect(localizeMessage('First name is required', CATALOGUE)).toBe('El nombre es obligatorio');
  });

  it('leaves a message as it is without a catalogue (English pages) or when the catalogue does not know it', () => {
    expect(localizeMessage('First name is required', null)).toBe('First name is required');
    expect(localizeMessage('Something new', CATALOGUE)).toBe('Something new');
  });

  it("carries a template's values into the translation", () => {
    expect(localizeMessage('"scan (1).pdf" is larger than 10 MB. Each file can be at most 10 MB.', CATALOGUE)).toBe(
      '"scan (1).pdf" pesa más de 10 MB. Cada archivo puede pesar 10 MB como máximo.',
    );
    expect(localizeMessage('Please wait (1.5) minutes, or call us at (202) 555-0100.', CATALOGUE)).toBe(
      'Espere (1.5) minutos o llámenos al (202) 555-0100.',
    );
  });

  it("takes the template's text literally and wants a repeated value to be the same", () => {
    expect(localizeMessage('Please wait (115) minutes, or call us at 1.', CATALOGUE)).toBe(
      'Please wait (115) minutes, or call us at 1.',
    );
    expect(localizeMessage('"a.pdf" is larger than 10 MB. Each file can be at most 12 MB.', CATALOGUE)).toBe(
      '"a.pdf" is larger than 10 MB. Each file can be at most 12 MB.',
    );
  });

  it('names the placeholders of a template once each, and has no pattern for a fixed message', () => {
    expect(placeholdersOf('{a} and {b} and {a}')).toEqual(['a', 'b']);
    expect(templatePattern('No placeholder here')).toBeNull();
  });

  it('recognises a message of a list as it is or by a template', () => {
    const list = ['Fixed.', 'Call {phone}.'];
    expect(matchesMessageList('Fixed.', list)).toBe(true);
    expect(matchesMessageList('Call 555.', list)).toBe(true);
    expect(matchesMessageList('Call.', list)).toBe(false);
    expect(matchesMessageList('Fixed', list)).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('puts each value in its place, every time it is named, and leaves an unknown placeholder', () => {
    expect(fillTemplate('{count} files, {count} added, {other}', { count: 3 })).toBe('3 files, 3 added, {other}');
  });
});
