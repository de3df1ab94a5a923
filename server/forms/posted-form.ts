import 'server-only';
import type { FormState } from '@/lib/form-state';
import { UNREADABLE_FORM_MESSAGE } from '../http/form-post-body';

/**
 * The form a server action was posted with, read from the arguments as they came. An action is an
 * endpoint anyone can call with any arguments (Next.js's data security guide treats them as
 * untrusted input): a hand-made post can pass none, a string or an array, and a plain
 * `$ACTION_ID_` form post passes the form where `useActionState` passes the previous state. So an
 * action takes the last form among its arguments, and without one answers the form's message
 * (`UNREADABLE_FORM`), never a 500 from reading a field of `undefined`.
 */
export function postedForm(...args: unknown[]): FormData | null {
  return args.findLast((arg): arg is FormData => arg instanceof FormData) ?? null;
}

/** A form action's answer to a post that carried no form: the form's message in its alert region. */
export const UNREADABLE_FORM: FormState = { status: 'error', message: UNREADABLE_FORM_MESSAGE };
