import { z } from 'zod';

/** The audit page's filters from the URL (bad values are ignored). */
export const auditFiltersSchema = z.object({
  action: z.string().trim().max(60).optional().catch(undefined),
  actor: z.string().trim().max(320).optional().catch(undefined),
  subjectId: z.string().trim().max(60).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AuditPageFilters = z.infer<typeof auditFiltersSchema>;
