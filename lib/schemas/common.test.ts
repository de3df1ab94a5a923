import { describe, expect, it } from 'vitest';
import * as z from '@/lib/zod';
import { fieldErrorsOf, formDataToObject } from '@/lib/form-data';
import { checkboxField, emailField, isUsPhoneNumber, phoneField, requiredText, zipCodeField } from './common';

/** The messages a schema gives for a value (empty when it passes). */
function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredText', () => {
  const name = requiredText('Please enter your name', 10);
  it('trims, and gives the one message for missing, wrong type or blank', () => {
    expect(name.parse('  Ana  ')).toBe('Ana');
    for (const value of [undefined, 42, '', '   ']) expect(messagesOf(name, value)).toEqual(['Please enter your name']);
  });
  it('says how long is too long, and keeps text on one line', () => {
    expect(name.parse('0123456789')).toBe('0123456789');
    expect(messagesOf(name, '01234567890')).toEqual(['Please keep this under 10 characters']);
    for (const value of ['a\tb', 'a\rb', 'a\nb'])
      expect(messagesOf(name, value)).toEqual(['Please keep this on one line']);
    expect(messagesOf(requiredText('x'), 'y'.repeat(201))).toEqual(['Please keep this under 200 characters']);
  });
});

describe('emailField', () => {
  it('trims and accepts an address; gives one message for anything else', () => {
    expect(emailField().parse(' ana@example.com ')).toBe('ana@example.com');
    for (const value of [undefined, 'ana', 'ana@', `${'a'.repeat(250)}@example.com`])
      expect(messagesOf(emailField(), value)).toEqual(['Please enter a valid email address']);
    expect(messagesOf(emailField('Bad e-mail'), 'x')).toEqual(['Bad e-mail']);
  });
});

describe('US phone numbers', () => {
  it('accepts ten digits however people write them, with or without +1 or 1', () => {
    for (const value of [
      '3055550134',
      '(305) 555-0134',
      '305.555.0134',
      '305 555 0134',
      '+1 305 555 0134',
      '+1(305)555-0134',
      '1-305-555-0134',
      '13055550134',
    ]) {
      expect(isUsPhoneNumber(value), value).toBe(true);
    }
  });
  it('refuses letters, other lengths, other country codes and overlong input', () => {
    for (const value of [
      'abcdefghij',
      '305555013',
      '30555501345',
      '23055550134',
      '+44 20 7946 0958',
      '+13055550134x',
      '305-555-0134 ext',
      '+ 1 305 555 0134',
      `${' '.repeat(21)}3055550134`,
    ]) {
      expect(isUsPhoneNumber(value), value).toBe(false);
    }
  });
  it('phoneField trims and gives its message', () => {
    expect(phoneField().parse(' (305) 555-0134 ')).toBe('(305) 555-0134');
    expect(messagesOf(phoneField(), '123')).toEqual(['Please enter a valid phone number']);
    expect(messagesOf(phoneField('Call me maybe'), undefined)).toEqual(['Call me maybe']);
  });
});

describe('zipCodeField', () => {
  it('accepts ZIP and ZIP+4, with or without the dash, trimmed', () => {
    for (const value of ['33101', '33101-1234', '331011234']) expect(zipCodeField().parse(value)).toBe(value);
    expect(zipCodeField().parse(' 33101 ')).toBe('33101');
  });
  it('says "too long" past 10 characters and "not valid" for anything else', () => {
    expect(messagesOf(zipCodeField(), '33101-12345')).toEqual(['ZIP code is too long']);
    for (const value of ['3310', '33101-123', 'abcde', 'x33101', '33101x', undefined])
      expect(messagesOf(zipCodeField(), value), String(value)).toEqual(['Please enter a valid ZIP code']);
  });
});

describe('checkboxField', () => {
  it('is checked for true, "on", "true" and "yes" only', () => {
    for (const value of [true, 'on', 'true', 'yes']) expect(checkboxField.parse(value)).toBe(true);
    for (const value of [undefined, false, 'off', 'false', '', 1]) expect(checkboxField.parse(value)).toBe(false);
  });
});

describe('fieldErrorsOf and formDataToObject', () => {
  it('groups messages by the first path segment, and puts form-wide ones under "form"', () => {
    const schema = z
      .object({
        name: z.string().check(z.minLength(2, 'short'), z.maxLength(1, 'long')),
        items: z.array(z.string({ error: 'text please' })),
      })
      .check(z.refine(() => false, 'form-wide'));
    const result = schema.safeParse({ name: 'abc', items: ['ok', 3] });
    expect(fieldErrorsOf(result.error!)).toEqual({ name: ['long'], items: ['text please'] });
    const whole = z
      .object({})
      .check(z.refine(() => false, 'form-wide'))
      .safeParse({});
    expect(fieldErrorsOf(whole.error!)).toEqual({ form: ['form-wide'] });
  });

  it("keeps a form's text fields, without files or Next.js's action fields", () => {
    const form = new FormData();
    form.append('name', 'Ana');
    form.append('$ACTION_ID_abc', '');
    form.append('$ACTION_KEY', 'k1');
    form.append('file_0', new Blob(['x']), 'x.pdf');
    expect(formDataToObject(form)).toEqual({ name: 'Ana' });
  });
});
