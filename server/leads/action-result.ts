import 'server-only';
import type { FormState } from '@/lib/form-state';
import { HttpError } from '../http/errors';

/**
 * Turns a failed submission into the form state a server action answers (JavaScript off): the
 * field messages, the reason, and the entered values so the visitor does not type them again.
 */
export function failedFormState(error: unknown, values: Record<string, string>): FormState {
  if (!(error instanceof HttpError)) throw error;
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => key !== 'website'));
  return {
    status: 'error',
    message: error.message,
    fieldErrors: (error.body.fieldErrors as Record<string, string[]> | undefined) ?? {},
    values: kept,
  };
}
