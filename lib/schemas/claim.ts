import * as z from '@/lib/zod';
import { checkboxField, droppedWhenInvalid, emailField, phoneField, requiredText } from './common';

// The choices and limits live here with the rules: the form gets its choices from its page (a server
// component), so zod still reaches the browser only when the visitor first uses the form (decision 165).
// Their words (what a visitor and the agency read for each) are content/submissions/claim.ts's.
export const CLAIM_TYPES = ['health', 'life', 'disability'] as const;
export const URGENCIES = ['low', 'medium', 'high', 'emergency'] as const;
export const DESCRIPTION_MAX = 5000;

/** The product specification, section 5 "Claim": the rules and their exact messages. Files are checked apart. */
export const claimSchema = z.object({
  agent: z.pipe(
    z.optional(
      z
        .string({ error: 'Please enter the agent name as text' })
        .check(z.trim(), z.maxLength(100, 'Please keep this under 100 characters')),
    ),
    z.transform((value: string | undefined) => value || 'N/A'),
  ),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField('Please enter a valid email address'),
  phone: phoneField('Please enter a valid phone number'),
  claimType: z._default(z.enum(CLAIM_TYPES, { error: 'Please choose health, life or disability' }), 'health'),
  description: z
    .string({ error: 'Please provide a detailed description' })
    .check(
      z.trim(),
      z.minLength(10, 'Please provide a detailed description'),
      z.maxLength(DESCRIPTION_MAX, `Please keep the description under ${DESCRIPTION_MAX} characters`),
    ),
  urgency: z._default(z.enum(URGENCIES, { error: 'Please choose low, medium, high or emergency' }), 'medium'),
  consent: checkboxField,
  pageUrl: droppedWhenInvalid(2000),
});

export type ClaimInput = z.input<typeof claimSchema>;
export type Claim = z.output<typeof claimSchema>;
