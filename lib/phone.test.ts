import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('adds the US country code to a ten-digit number', () => {
    expect(telHref('(202) 555-0142')).toBe('tel:+12025550142');
  });
  it('keeps a number that already has its country code', () => {
    expect(telHref('+1 202 555 0142')).toBe('tel:+12025550142');
  });
});
