import * as z from '@/lib/zod';
import { US_STATE_NAMES } from '@/lib/us-states';
import { checkboxField, droppedWhenInvalid, emailField, phoneField, requiredText, zipCodeField } from './common';

// The choices and limits live here with the rules: the form gets its choices from its page (a server
// component), so zod still reaches the browser only when the visitor first uses the form (decision 165).
export const EMPLOYEE_COUNTS = ['1-5', '6-10', '11-25', '26-50', '51-100', '101-250', '251-500', '500+'] as const;
export const SUBSIDIZE_OPTIONS = ['yes', 'no'] as const;
export const ADDITIONAL_DETAILS_MAX = 2000;

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
