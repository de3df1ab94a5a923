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

/**
 * The call-back request without JavaScript: the guarded path, then the on-page confirmation with
 * the reference, the window picked (its words: "in the morning, between 8 AM and 12 PM ET") and whether an e-mail
 * confirms it.
 */
export async function submitCallbackAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runSubmissionAction(callbackFormSubmission, formData, {
    onSuccess: (lead) => ({
      status: 'success',
      reference: lead.reference,
      values: { bestTime: String(formData.get('bestTime') ?? ''), emailed: lead.confirmationEmailed ? 'yes' : 'no' },
    }),
  });
}
