import { describe, expect, it } from 'vitest';
import * as English from '@/content/terms';
import * as Spanish from './terms';

describe('the Spanish terms (decision 182)', () => {
  it('keep the sections of the English, in its order and with its ids (the page numbers them alike)', () => {
    expect(Spanish.TERMS_SECTIONS.map((section) => section.id)).toEqual(
      English.TERMS_SECTIONS.map((section) => section.id),
    );
    Spanish.TERMS_SECTIONS.forEach((section, index) =>
      expect(section.paragraphs.length, section.id).toBe(English.TERMS_SECTIONS[index]!.paragraphs.length),
    );
  });

  it('keep the {phone} and {email} placeholders where the English has them, and point to the Spanish opt-out page', () => {
    Spanish.TERMS_SECTIONS.forEach((section, index) => {
      const english = English.TERMS_SECTIONS[index]!.paragraphs.join(' ');
      const spanish = section.paragraphs.join(' ');
      for (const placeholder of ['{phone}', '{email}'])
        expect(spanish.includes(placeholder), `${section.id} ${placeholder}`).toBe(english.includes(placeholder));
    });
    const all = Spanish.TERMS_SECTIONS.flatMap((section) => section.paragraphs).join(' ');
    expect(all).toContain('(/es/opt-out)');
    expect(all).not.toContain('(/opt-out)');
  });
});
