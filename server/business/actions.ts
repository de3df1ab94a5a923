'use server';

import type { FormState } from '@/lib/form-state';
import { runSubmissionAction } from '../http/guarded-submission';
import { businessInquirySubmission } from './submit';

/** The small-business form without JavaScript: the same guarded path as POST /api/business-inquiry. */
export async function submitBusinessInquiryAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return runSubmissionAction(businessInquirySubmission, formData);
}
