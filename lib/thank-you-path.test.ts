import { describe, expect, it } from 'vitest';
import { thankYouPath } from './thank-you-path';

describe('thankYouPath', () => {
  it('is the lead page of the token in the language the visitor used (decision 182)', () => {
    expect(thankYouPath('abc')).toBe('/thank-you/abc');
    expect(thankYouPath('abc', 'en')).toBe('/thank-you/abc');
    expect(thankYouPath('abc', 'es')).toBe('/es/thank-you/abc');
  });
});
