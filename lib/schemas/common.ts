import { z } from '@/lib/zod';

/** A required text field: missing, wrong type or blank all give the field's one message. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max} characters`);
}

export function emailField(message = 'Please enter a valid email address') {
  return z.string({ error: message }).trim().max(254, message).pipe(z.email({ error: message }));
}

/** SPEC.md section 9: a phone number has at least 10 characters. */
export function phoneField(message = 'Please enter a valid phone number') {
  return z.string({ error: message }).trim().min(10, message).max(30, message);
}

/** A checkbox: 'on' from an HTML form, true from JSON; anything else is unchecked. */
export const checkboxField = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === 'yes');

/** Field messages from a failed parse: { field: [messages] } (first path segment only). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** A FormData's text fields as a plain object (files are left out). */
export function formDataToObject(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.startsWith('$ACTION')) values[key] = value;
  }
  return values;
}
