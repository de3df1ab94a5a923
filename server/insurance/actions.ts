'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { runSubmissionAction } from '../http/guarded-submission';
import { homeAssessmentSubmission } from './submission';

/** The home assessment without JavaScript: the guarded path, then the results page. */
export async function submitHomeAssessmentAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runSubmissionAction(homeAssessmentSubmission, formData, {
    onSuccess: (created) => redirect(`/results/${created.assessmentId}`),
  });
}
