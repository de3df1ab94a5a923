import * as z from '@/lib/zod';
import { leadFromFormFields } from '@/lib/fields/lead';
import { builtInAssessmentSchema, callbackSchema } from './lead';

/** The built-in assessment's fields as the browser has them (live validation, server action). */
export const assessmentFormSchema = z.pipe(z.transform(leadFromFormFields), builtInAssessmentSchema);

/** The call-back request's fields as the browser has them. */
export const callbackFormSchema = z.pipe(z.transform(leadFromFormFields), callbackSchema);
