import { z } from '@/lib/zod';
import { checkboxField, emailField, phoneField, requiredText } from './common';

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
  agent: z
    .string({ error: 'Please enter the agent name as text' })
    .trim()
    .max(100, 'Please keep this under 100 characters')
    .optional()
    .transform((value) => value || 'N/A'),
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailField('Please enter a valid email address'),
  phone: phoneField('Please enter a valid phone number'),
  claimType: z.enum(CLAIM_TYPES, { error: 'Please choose health, life or disability' }).default('health'),
  description: z
    .string({ error: 'Please provide a detailed description' })
    .trim()
    .min(10, 'Please provide a detailed description')
    .max(DESCRIPTION_MAX, `Please keep the description under ${DESCRIPTION_MAX} characters`),
  urgency: z.enum(URGENCIES, { error: 'Please choose low, medium, high or emergency' }).default('medium'),
  consent: checkboxField,
  pageUrl: z.string().max(2000).optional().catch(undefined),
});

export type ClaimInput = z.input<typeof claimSchema>;
export type Claim = z.output<typeof claimSchema>;
