'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { runSubmissionAction } from '../http/guarded-submission';
import { assessmentFormSubmission, callbackFormSubmission } from './submit';

/** The built-in assessment without JavaScript: the guarded path, then the thank-you screen with its suggestion. */
export async function submitAssessmentAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runSubmissionAction(assessmentFormSubmission, formData, {
    onSuccess: (lead) => redirect(lead.thankYouUrl),
  });
}

/** The call-back request without JavaScript: the guarded path, then the on-page confirmation with the reference. */
export async function submitCallbackAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runSubmissionAction(callbackFormSubmission, formData);
}
