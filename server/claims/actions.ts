'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/lib/form-state';
import { formDataToObject } from '@/lib/schemas/common';
import { failedFormState } from '../leads/action-result';
import { submitClaim } from './submit';

/**
 * The claim form without JavaScript. Next.js has already read the form; it is turned back into a
 * multipart request so that it goes through exactly the same checks and storage as POST /api/claims.
 */
export async function submitClaimAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = formDataToObject(formData);
  const body = new FormData();
  for (const [key, value] of formData.entries()) if (!key.startsWith('$ACTION')) body.append(key, value);
  const request = new Request('http://localhost/api/claims', { method: 'POST', body });
  try {
    const { reference } = await submitClaim(request, { headers: await headers() });
    return { status: 'success', reference };
  } catch (error) {
    return failedFormState(error, values);
  }
}
