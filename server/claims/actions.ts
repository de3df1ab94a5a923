'use server';

import type { FormState } from '@/lib/form-state';
import { runSubmissionAction } from '../http/guarded-submission';
import { claimSubmission, claimUploadReader } from './submit';

/**
 * The claim form without JavaScript. Next.js has already read the form; it is turned back into a
 * multipart request so that it goes through exactly the same reader, checks and storage as
 * POST /api/claims.
 */
export async function submitClaimAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const body = new FormData();
  for (const [key, value] of formData.entries()) if (!key.startsWith('$ACTION')) body.append(key, value);
  const request = new Request('http://localhost/api/claims', { method: 'POST', body });
  return runSubmissionAction(claimSubmission, formData, { read: claimUploadReader(request) });
}
