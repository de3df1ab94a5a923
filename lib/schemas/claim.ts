import * as z from 'zod/mini';
import { checkboxField, droppedWhenInvalid, emailField, phoneField, requiredText } from './common';

export const CLAIM_TYPES = ['health', 'life', 'disability'] as const;
export const CLAIM_TYPE_LABELS: Record<(typeof CLAIM_TYPES)[number], string> = {
  health: 'Health Insurance',
  life: 'Life Insurance',
  disability: 'Disability Insurance',
};
export const URGENCIES = ['low', 'medium', 'high', 'emergency'] as const;
export const URGENCY_LABELS: Record<(typeof URGENCIES)[number], string> = {
  low: 'Low - General inquiry',
  medium: 'Medium - Standard processing',
  high: 'High - Time sensitive',
  emergency: 'Emergency - Immediate attention',
};

/** What the attachment picker accepts (the product specification, "File upload"); the server checks the bytes. */
export const CLAIM_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,.doc,.docx';
export const DESCRIPTION_MAX = 5000;

/** The product specification, section 5 "Claim": the rules and their exact messages. Files are checked apart. */
export const claimSchema = z.object({
  agent: z.pipe(
    z.optional(z.string({ error: 'Please enter the agent name as text' }).check(z.trim(), z.maxLength(100, 'Please keep this under 100 characters'))),
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
