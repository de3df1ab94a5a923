import * as z from '@/lib/zod';
import { OPT_OUT_MESSAGES, OPT_OUT_REASON_MAX } from '@/lib/fields/opt-out';
import { isUsPhoneNumber, unixLineBreaks } from './common';

const emailCheck = z.email();

/** An optional text field: trimmed, missing becomes '' (the record keeps one shape). */
function optionalText(message: string, ...checks: Parameters<ReturnType<typeof z.string>['check']>) {
  return z.pipe(
    z.optional(z.string({ error: message }).check(z.trim(), ...checks)),
    z.transform((value: string | undefined) => value ?? ''),
  );
}

/**
 * An opt-out (decision 124): an e-mail address and/or a phone number (at least one), and an
 * optional reason in the visitor's own words ("stop calling me" counts as much as any form of words).
 * On zod's mini build like every schema the browser runs (decision 160).
 */
export const optOutSchema = z
  .object({
    email: optionalText(
      OPT_OUT_MESSAGES.email,
      z.maxLength(254, OPT_OUT_MESSAGES.email),
      z.refine((value: string) => value === '' || emailCheck.safeParse(value).success, OPT_OUT_MESSAGES.email),
    ),
    phone: optionalText(
      OPT_OUT_MESSAGES.phone,
      z.refine((value: string) => value === '' || isUsPhoneNumber(value), OPT_OUT_MESSAGES.phone),
    ),
    reason: optionalText(
      OPT_OUT_MESSAGES.reason,
      unixLineBreaks,
      z.maxLength(OPT_OUT_REASON_MAX, OPT_OUT_MESSAGES.reason),
    ),
    pageUrl: z.catch(z.optional(z.string().check(z.maxLength(2000))), undefined),
  })
  .check(
    z.refine((value) => Boolean(value.email || value.phone), { message: OPT_OUT_MESSAGES.either, path: ['email'] }),
  );

export type OptOutInput = z.input<typeof optOutSchema>;
export type OptOutRequest = z.output<typeof optOutSchema>;
