'use server';

import type { FormState } from '@/lib/form-state';
import { NO_SUCH_ACTION } from '../http/form-post-guard';
import { runSubmissionAction } from '../http/guarded-submission';
import { postedForm, UNREADABLE_FORM } from '../forms/posted-form';
import { formOf, type FormKey } from './registry';

/**
 * Every defined type's form without JavaScript (decision 178): the same guarded path as its API
 * route, with the form's schema and answer (server/submissions/registry.ts). A form binds it to
 * its key, `submitForm.bind(null, 'business_inquiry')`: a bound argument travels to the browser and
 * back, so it is a plain key, looked up here, never an object. A key no form has (a forged post)
 * is the visitor's mistake: refused with a message, nothing stored, never a 500.
 */
export async function submitForm(key: FormKey, previous: FormState, posted: FormData): Promise<FormState> {
  const form = formOf(key);
  if (!form) return { status: 'error', message: NO_SUCH_ACTION };
  const formData = postedForm(previous, posted);
  if (!formData) return UNREADABLE_FORM;
  const { path, onSuccess } = form;
  return runSubmissionAction(path, formData, {
    onSuccess: onSuccess && ((result) => onSuccess(result, formData)),
  });
}
