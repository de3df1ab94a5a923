'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/lib/form-state';
import { formDataToObject } from '@/lib/schemas/common';
import { failedFormState } from '../leads/action-result';
import { submitBusinessInquiry } from './submit';

/** The small-business form without JavaScript: the same function as POST /api/business-inquiry. */
export async function submitBusinessInquiryAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = formDataToObject(formData);
  try {
    const { reference } = await submitBusinessInquiry(values, { headers: await headers() });
    return { status: 'success', reference };
  } catch (error) {
    return failedFormState(error, values);
  }
}
