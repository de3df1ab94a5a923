import { describe, expect, it } from 'vitest';
import * as EnglishFaq from '@/content/faq';
import * as English from '@/content/home';
import * as SpanishFaq from './faq';
import * as Spanish from './home';

/** Every internal link of a text module, in order. */
function links(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (key === 'href' ? [item as string] : links(item)));
  }
  return [];
}

describe('the Spanish home texts (decision 182)', () => {
  it('link to the same pages as the English ones (the sections pick the twins)', () => {
    for (const [english, spanish] of [
      [English.COVERAGE_OPTIONS, Spanish.COVERAGE_OPTIONS],
      [English.MORE_WAYS, Spanish.MORE_WAYS],
      [EnglishFaq.FAQ, SpanishFaq.FAQ],
    ] as const) {
      expect(links(english).length).toBeGreaterThan(0);
      expect(links(spanish)).toEqual(links(english));
    }
  });

  it('keep the FAQ questions in the same order under the same ids (the page anchors)', () => {
    expect(SpanishFaq.FAQ.map((item) => item.id)).toEqual(EnglishFaq.FAQ.map((item) => item.id));
  });
});
