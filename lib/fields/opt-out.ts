// An opt-out: the choices, labels and limits its form renders and its schema checks. No zod here:
// the form loads these at once, and the schema (lib/schemas/opt-out.ts) only when first used (decision 165).

export const OPT_OUT_REASON_MAX = 1000;

export const OPT_OUT_MESSAGES = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  either: 'Please enter your email address or phone number (or both).',
  reason: `Please keep this under ${OPT_OUT_REASON_MAX} characters`,
} as const;
