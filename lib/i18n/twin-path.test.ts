import { describe, expect, it } from 'vitest';
import { linkInLanguage } from './twin-path';

describe('linkInLanguage (decision 182)', () => {
  it('sends the link of a Spanish page to the twin the registry has, keeping the anchor and query', () => {
    expect(linkInLanguage('/contact', 'es')).toBe('/es/contact');
    expect(linkInLanguage('/', 'es')).toBe('/es');
    expect(linkInLanguage('/#faq', 'es')).toBe('/es#faq');
    expect(linkInLanguage('/contact?topic=claims', 'es')).toBe('/es/contact?topic=claims');
  });

  it('leaves a page without a twin, another site and English pages as they are', () => {
    expect(linkInLanguage('/prohealth-survey', 'es')).toBe('/prohealth-survey');
    expect(linkInLanguage('https://survey.example.com/start', 'es')).toBe('https://survey.example.com/start');
    expect(linkInLanguage('//evil.example/contact', 'es')).toBe('//evil.example/contact');
    expect(linkInLanguage('/contact', 'en')).toBe('/contact');
  });
});
