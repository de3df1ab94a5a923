import { describe, expect, it } from 'vitest';
import {
  hasSpanishTwin,
  linkInLanguage,
  pagePatternsInEveryLanguage,
  surveyLinkInLanguage,
  twinPath,
} from './twin-path';

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

describe('surveyLinkInLanguage', () => {
  it("sends a Spanish page's survey button to the Spanish assessment when the survey is an English-only page here", () => {
    expect(surveyLinkInLanguage('/prohealth-survey', 'es')).toBe('/es/assessment');
    expect(surveyLinkInLanguage('/prohealth-survey?utm_source=x', 'es')).toBe('/es/assessment');
    expect(surveyLinkInLanguage('/assessment', 'es')).toBe('/es/assessment');
  });

  it("keeps another site's survey, and every survey address on an English page", () => {
    expect(surveyLinkInLanguage('https://survey.example.com/start', 'es')).toBe('https://survey.example.com/start');
    expect(surveyLinkInLanguage('//evil.example/x', 'es')).toBe('//evil.example/x');
    expect(surveyLinkInLanguage('/prohealth-survey', 'en')).toBe('/prohealth-survey');
  });
});

describe('twinPath, the language switch (decision 182)', () => {
  it("keeps a visitor's own page across languages, its dynamic part included", () => {
    expect(twinPath('/results/4815162342', 'es')).toBe('/es/results/4815162342');
    expect(twinPath('/es/results/4815162342/confirmed', 'en')).toBe('/results/4815162342/confirmed');
    expect(twinPath('/es/claims', 'en')).toBe('/claims');
  });

  it("sends a page without a twin to the other language's home, and a dynamic part must not be empty", () => {
    expect(twinPath('/prohealth-survey', 'es')).toBe('/es');
    expect(twinPath('/console', 'es')).toBe('/es');
    expect(hasSpanishTwin('/results/')).toBe(false);
    expect(twinPath('/results/', 'es')).toBe('/es');
  });

  it('names every page in each language it exists in, and no Spanish page the registry lacks', () => {
    const patterns = pagePatternsInEveryLanguage();
    expect(patterns).toEqual(
      expect.arrayContaining(['/results/[assessmentId]', '/es/results/[assessmentId]', '/prohealth-survey']),
    );
    expect(patterns).not.toContain('/es/prohealth-survey');
  });
});
