'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { localeOr } from '@/lib/i18n/locale';
import { runSubmissionAction } from '../http/guarded-submission';
import { resultsPath } from './links';
import { homeAssessmentSubmission } from './submission';

/**
 * The home assessment without JavaScript: the guarded path, then the results page in the language
 * the form was in (its posted `language`, decision 182; anything else is English).
 */
export async function submitHomeAssessmentAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOr(formData.get('language'));
  return runSubmissionAction(homeAssessmentSubmission, formData, {
    onSuccess: (created) => redirect(resultsPath(created.assessmentId, locale)),
  });
}
