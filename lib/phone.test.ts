import { describe, expect, it } from 'vitest';
import { phoneForReading, telHref } from './phone';

describe('telHref', () => {
  it('adds the US country code to a ten-digit number', () => {
    expect(telHref('(202) 555-0142')).toBe('tel:+12025550142');
  });
  it('keeps a number that already has its country code', () => {
    expect(telHref('+1 202 555 0142')).toBe('tel:+12025550142');
  });
});

describe('phoneForReading', () => {
  it('reads ten digits as a US number, and leaves anything else as it is', () => {
    expect(phoneForReading('7875550123')).toBe('(787) 555-0123');
    expect(phoneForReading('447700900123')).toBe('447700900123');
  });
});
