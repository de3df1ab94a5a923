import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/form-data';
import { optOutSchema } from './opt-out';
import { OPT_OUT_MESSAGES, OPT_OUT_REASON_MAX } from '@/lib/fields/opt-out';

const errorsOf = (input: unknown) => {
  const result = optOutSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('optOutSchema', () => {
  it('takes an e-mail, a phone number, or both, with an optional reason', () => {
    expect(optOutSchema.parse({ email: ' dana@acme.example ' })).toMatchObject({
      email: 'dana@acme.example',
      phone: '',
      reason: '',
    });
    expect(optOutSchema.parse({ phone: '(512) 555-0100', reason: 'Stop calling me.\nThanks' })).toMatchObject({
      email: '',
      phone: '(512) 555-0100',
    });
    expect(optOutSchema.parse({ email: 'dana@acme.example', phone: '512-555-0100', email_extra: 'x' })).toMatchObject({
      phone: '512-555-0100',
    });
  });

  it('counts a line break as one character, as the text box does: a reason the box took is not refused', () => {
    // The box allows OPT_OUT_REASON_MAX characters, a line break one; the browser posts it as CR LF.
    const lines = Array.from({ length: 10 }, () => 'x'.repeat(OPT_OUT_REASON_MAX / 10 - 1)).join('\r\n');
    expect(lines.replace(/\r\n/g, '\n')).toHaveLength(OPT_OUT_REASON_MAX - 1);
    const parsed = optOutSchema.parse({ email: 'dana@acme.example', reason: lines });
    expect(parsed.reason).toBe(lines.replace(/\r\n/g, '\n'));
    expect(errorsOf({ email: 'dana@acme.example', reason: 'x'.repeat(OPT_OUT_REASON_MAX + 1) })).toEqual({
      reason: [OPT_OUT_MESSAGES.reason],
    });
  });

  it('asks for at least one way to reach the person', () => {
    expect(errorsOf({})).toEqual({ email: [OPT_OUT_MESSAGES.either] });
    expect(errorsOf({ email: '  ', phone: '', reason: 'please stop' })).toEqual({ email: [OPT_OUT_MESSAGES.either] });
  });

  it('refuses an address or number that is not one, and an overlong reason', () => {
    expect(errorsOf({ email: 'not-an-address' })).toEqual({ email: [OPT_OUT_MESSAGES.email] });
    expect(errorsOf({ phone: '555-0100' })).toEqual({ phone: [OPT_OUT_MESSAGES.phone] });
    expect(errorsOf({ email: 'dana@acme.example', reason: 'x'.repeat(1001) })).toEqual({
      reason: [OPT_OUT_MESSAGES.reason],
    });
  });
});
