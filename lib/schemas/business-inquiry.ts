import * as z from '@/lib/zod';
import { US_STATE_NAMES } from '@/lib/us-states';
import { ADDITIONAL_DETAILS_MAX, EMPLOYEE_COUNTS, SUBSIDIZE_OPTIONS } from '@/lib/fields/business-inquiry';
import { checkboxField, droppedWhenInvalid, emailField, phoneField, requiredText, zipCodeField } from './common';

/** The product specification, section 5 "Business": the rules and their exact messages. */
export const businessInquirySchema = z.object({
  companyName: requiredText('Company name is required', 200),
  contactName: requiredText('Contact name is required', 100),
  email: emailField('Please enter a valid email address'),
  phone: phoneField('Please enter a valid phone number'),
  employeeCount: z.enum(EMPLOYEE_COUNTS, { error: 'Please select number of employees' }),
  state: z.enum(US_STATE_NAMES, { error: 'Please select your state' }),
  zipCode: zipCodeField(),
  subsidizePlans: z._default(z.enum(SUBSIDIZE_OPTIONS, { error: 'Please choose yes or no' }), 'yes'),
  additionalDetails: z.pipe(
    z.optional(
      z
        .string({ error: 'Please enter the details as text' })
        .check(
          z.trim(),
          z.maxLength(ADDITIONAL_DETAILS_MAX, `Please keep this under ${ADDITIONAL_DETAILS_MAX} characters`),
        ),
    ),
    z.transform((value: string | undefined) => value || ''),
  ),
  consent: checkboxField,
  pageUrl: droppedWhenInvalid(2000),
});

export type BusinessInquiryInput = z.input<typeof businessInquirySchema>;
export type BusinessInquiry = z.output<typeof businessInquirySchema>;
