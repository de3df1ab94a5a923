import { describe, expect, it } from 'vitest';
import { rememberedLanguageRedirect } from './remembered-language';

const request = (url: string, cookie?: string, method = 'GET') => ({ method, url, headers: cookie ? { cookie } : {} });

describe('the remembered choice of language (decision 182)', () => {
  it('sends a visitor who chose Spanish to the Spanish twin of an English page, keeping the query', () => {
    expect(rememberedLanguageRedirect(request('/', 'language=es'))).toBe('/es');
    expect(rememberedLanguageRedirect(request('/?utm_source=x', 'theme=dark; language=es'))).toBe('/es?utm_source=x');
    expect(rememberedLanguageRedirect(request('/claims?ref=mail', 'language=es'))).toBe('/es/claims?ref=mail');
    // A HEAD (a link preview, a check) is sent the same way as the page load.
    expect(rememberedLanguageRedirect(request('/claims', 'language=es', 'HEAD'))).toBe('/es/claims');
  });

  it('sends a visitor who chose English back from a Spanish page', () => {
    expect(rememberedLanguageRedirect(request('/es', 'language=en'))).toBe('/');
    expect(rememberedLanguageRedirect(request('/es/claims', 'language=en'))).toBe('/claims');
  });

  it('never redirects without the cookie the switch sets, whatever the browser prefers', () => {
    expect(
      rememberedLanguageRedirect({ method: 'GET', url: '/', headers: { 'accept-language': 'es-US,es' } }),
    ).toBeNull();
  });

  it('leaves pages in the chosen language, posts, the API and the console alone', () => {
    expect(rememberedLanguageRedirect(request('/es', 'language=es'))).toBeNull();
    expect(rememberedLanguageRedirect(request('/', 'language=es', 'POST'))).toBeNull();
    expect(rememberedLanguageRedirect(request('/api/health', 'language=es'))).toBeNull();
    expect(rememberedLanguageRedirect(request('/console', 'language=es'))).toBeNull();
  });

  it('keeps a page that has no twin in its language rather than sending the visitor home', () => {
    expect(rememberedLanguageRedirect(request('/prohealth-survey-m3', 'language=es'))).toBeNull();
  });
});
