'use server';

import type { FormState } from '@/lib/form-state';
import { formDataToObject } from '@/lib/form-data';
import { postedForm, UNREADABLE_FORM } from '../forms/posted-form';
import { runSubmissionAction } from '../http/guarded-submission';
import { optOutSubmission, type OptOutSource } from './submit';

/** The /opt-out page without JavaScript: the same guarded path as POST /api/opt-out. */
export async function submitOptOutAction(previous: FormState, posted: FormData): Promise<FormState> {
  const formData = postedForm(previous, posted);
  if (!formData) return UNREADABLE_FORM;
  return runSubmissionAction(optOutSubmission, formData, {
    read: async () => ({ fields: formDataToObject(formData), extra: 'website_no_js' as OptOutSource }),
  });
}
