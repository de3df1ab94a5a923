// A small-business inquiry: the choices, labels and limits its form renders and its schema checks. No zod here:
// the form loads these at once, and the schema (lib/schemas/business-inquiry.ts) only when first used (decision 165).

export const EMPLOYEE_COUNTS = ['1-5', '6-10', '11-25', '26-50', '51-100', '101-250', '251-500', '500+'] as const;
export const SUBSIDIZE_OPTIONS = ['yes', 'no'] as const;
export const ADDITIONAL_DETAILS_MAX = 2000;
