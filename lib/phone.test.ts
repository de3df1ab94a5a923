import { describe, expect, it } from 'vitest';
import { phoneAsRead, phoneForReading, telHref } from './phone';

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

describe('phoneAsRead', () => {
  it('shows every way of typing a US number the same, and anything else as typed', () => {
    for (const typed of ['2105550144', '(210) 555-0144', '+1 210.555.0144', '1-210-555-0144']) {
      expect(phoneAsRead(typed), typed).toBe('(210) 555-0144');
    }
    expect(phoneAsRead('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneAsRead(' 210-555-0144 x12 ')).toBe('210-555-0144 x12');
  });
});
