// A claim: the choices, labels and limits its form renders and its schema checks. No zod here:
// the form loads these at once, and the schema (lib/schemas/claim.ts) only when first used (decision 165).

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
