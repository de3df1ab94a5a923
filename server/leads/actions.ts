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
 * the reference and the window picked (its words: "in the morning, between 8 AM and 12 PM ET").
 */
export async function submitCallbackAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const state = await runSubmissionAction(callbackFormSubmission, formData);
  return state.status === 'success'
    ? { ...state, values: { bestTime: String(formData.get('bestTime') ?? '') } }
    : state;
}
