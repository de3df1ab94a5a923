import { describe, expect, it } from 'vitest';
import { optionsPdfHref } from './options-pdf-href';

describe('the options PDF link', () => {
  it('asks for the page language and the chosen plan, and nothing for an English page without a choice', () => {
    expect(optionsPdfHref(123456, { locale: 'en' })).toBe('/api/insurance/options/123456/pdf');
    expect(optionsPdfHref('123456', { locale: 'es' })).toBe('/api/insurance/options/123456/pdf?lang=es');
    expect(optionsPdfHref('123456', { plan: 'ins_2', locale: 'es' })).toBe(
      '/api/insurance/options/123456/pdf?plan=ins_2&lang=es',
    );
  });
});
