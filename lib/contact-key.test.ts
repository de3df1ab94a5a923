import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './contact-key';

describe('contact keys', () => {
  it('compares e-mail addresses without case or surrounding spaces', () => {
    expect(emailKey(' Dana@Acme.Example ')).toBe('dana@acme.example');
    expect(emailKey(undefined)).toBe('');
    // What the retention job leaves is no one's address.
    expect(emailKey('[removed]')).toBe('');
  });

  it('reduces a US phone number to its ten digits however it was written', () => {
    for (const written of ['(512) 555-0100', '512.555.0100', '+1 512 555 0100', '15125550100'])
      expect(phoneKey(written)).toBe('5125550100');
    expect(phoneKey('555-0100')).toBe('');
    expect(phoneKey('+64 9 123 4567')).toBe('');
    expect(phoneKey('+1 512 555 0100')).toBe('5125550100');
    expect(phoneKey(null)).toBe('');
  });
});
