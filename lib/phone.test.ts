import { describe, expect, it } from 'vitest';
import { phoneAsRead, phoneForReading, telHref } from './phone';

describe('telHref', () => {
  it('adds the US country code to a ten-digit number', () => {
    expect(telHref('(202) 555-0142')).toBe('tel:+12025550142');
  });
  it('keeps a number that already has its country code', () => {
    expect(telHref('+1 202 555 0142')).toBe('tel:+12025550142');
  });
  // The console's links to call use the same rule as the site's configured numbers.
  it('links a US number however it was written, in E.164', () => {
    for (const written of ['(512) 555-0100', '512.555.0100', '+1 512 555 0100', '15125550100'])
      expect(telHref(written), written).toBe('tel:+15125550100');
  });
  it('links a foreign number written with + and its country code, and nothing that cannot be dialled', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('020 7946 0958')).toBeUndefined();
    expect(telHref('555-0100')).toBeUndefined();
    expect(telHref('+1 555 0100')).toBeUndefined();
    expect(telHref('+1 512 555 01000')).toBeUndefined();
    expect(telHref('+4412345678901234')).toBeUndefined();
    // Ten digits after a + are a foreign number, not a US one.
    expect(telHref('+64 9 123 4567')).toBe('tel:+6491234567');
    expect(phoneAsRead('+64 9 123 4567')).toBe('+64 9 123 4567');
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
