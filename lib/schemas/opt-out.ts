import { z } from '@/lib/zod';
import { isUsPhoneNumber } from './common';

export const OPT_OUT_REASON_MAX = 1000;

export const OPT_OUT_MESSAGES = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  either: 'Please enter your email address or phone number (or both).',
  reason: `Please keep this under ${OPT_OUT_REASON_MAX} characters`,
} as const;

const emailCheck = z.email();

/**
 * An opt-out (decision 124): an e-mail address and/or a phone number (at least one), and an
 * optional reason in the visitor's own words ("stop calling me" counts as much as any form of words).
 */
export const optOutSchema = z
  .object({
    email: z
      .string({ error: OPT_OUT_MESSAGES.email })
      .trim()
      .max(254, OPT_OUT_MESSAGES.email)
      .optional()
      .transform((value) => value ?? '')
      .refine((value) => value === '' || emailCheck.safeParse(value).success, OPT_OUT_MESSAGES.email),
    phone: z
      .string({ error: OPT_OUT_MESSAGES.phone })
      .trim()
      .optional()
      .transform((value) => value ?? '')
      .refine((value) => value === '' || isUsPhoneNumber(value), OPT_OUT_MESSAGES.phone),
    reason: z
      .string({ error: OPT_OUT_MESSAGES.reason })
      .trim()
      .max(OPT_OUT_REASON_MAX, OPT_OUT_MESSAGES.reason)
      .optional()
      .transform((value) => value ?? ''),
    pageUrl: z.string().max(2000).optional().catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: OPT_OUT_MESSAGES.either });
  });

export type OptOutInput = z.input<typeof optOutSchema>;
export type OptOutRequest = z.output<typeof optOutSchema>;
