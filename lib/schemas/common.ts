import * as z from '@/lib/zod';

/**
 * A name or other one-line text keeps to one line: a line break there would show in the console and
 * the agency's e-mail as a second line the person never wrote ("Ana\nBcc: ...").
 */
export function oneLine() {
  return z.refine<string>((value) => !/[\t\r\n]/.test(value), 'Please keep this on one line');
}

/** A required one-line text field: missing, wrong type or blank all give the field's one message. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `Please keep this under ${max} characters`), oneLine());
}

export function emailField(message = 'Please enter a valid email address') {
  return z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, message)), z.email({ error: message }));
}

/**
 * A US phone number: ten digits, written with spaces, dashes, dots or parentheses as people do,
 * optionally after +1 or 1. The product specification asks for "at least 10 characters"; ten
 * digits is what that rule is for ("abcdefghij" has ten characters and is no number).
 */
export function isUsPhoneNumber(value: string): boolean {
  if (value.length > 30 || !/^[\d\s().+-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (value.includes('+') && !/^\+1[\s.-]?[\d(]/.test(value.trim())) return false;
  return national.length === 10;
}

export function phoneField(message = 'Please enter a valid phone number') {
  return z.string({ error: message }).check(z.trim(), z.refine(isUsPhoneNumber, message));
}

/** The one ZIP rule (the specification's messages): 5 to 10 characters, ZIP or ZIP+4. */
export function zipCodeField() {
  const invalid = 'Please enter a valid ZIP code';
  // One message per problem: too long says so; anything else that is not a ZIP is "not valid".
  return z.string({ error: invalid }).check(
    z.trim(),
    z.superRefine((value: string, ctx) => {
      if (value.length > 10) ctx.addIssue({ code: 'custom', message: 'ZIP code is too long' });
      else if (!/^\d{5}(-?\d{4})?$/.test(value)) ctx.addIssue({ code: 'custom', message: invalid });
    }),
  );
}

/** A checkbox: 'on' from an HTML form, true from JSON; anything else is unchecked. */
export const checkboxField = z.pipe(
  z.optional(z.unknown()),
  z.transform((value: unknown) => value === true || value === 'on' || value === 'true' || value === 'yes'),
);

/** An optional text field whose value is dropped, not refused, when it is not acceptable. */
export function droppedWhenInvalid(max: number) {
  return z.catch(z.optional(z.string().check(z.maxLength(max))), undefined);
}

/**
 * A text box's line breaks as the box counts them: a browser posts each as CR LF (two characters)
 * but counts it as one against the box's `maxLength`, so a text the box took was refused over the
 * same limit. Put before the length check; also stores one kind of line break.
 */
export const unixLineBreaks = z.overwrite((value: string) => value.replace(/\r\n?/g, '\n'));
