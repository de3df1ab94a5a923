import { z } from 'zod';

// A control character (NUL above all: the database refuses it) makes a filter be ignored, never a 500.
const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/);

/** The audit page's filters from the URL (bad values are ignored). */
export const auditFiltersSchema = z.object({
  action: filterText(60).optional().catch(undefined),
  actor: filterText(320).optional().catch(undefined),
  subjectId: filterText(60).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AuditPageFilters = z.infer<typeof auditFiltersSchema>;
