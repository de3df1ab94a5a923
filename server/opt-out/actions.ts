'use server';

import type { FormState } from '@/lib/form-state';
import { formDataToObject } from '@/lib/form-data';
import { runSubmissionAction } from '../http/guarded-submission';
import { optOutSubmission, type OptOutSource } from './submit';

/** The /opt-out page without JavaScript: the same guarded path as POST /api/opt-out. */
export async function submitOptOutAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runSubmissionAction(optOutSubmission, formData, {
    read: async () => ({ fields: formDataToObject(formData), extra: 'website_no_js' as OptOutSource }),
  });
}
