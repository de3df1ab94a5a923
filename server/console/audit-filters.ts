import * as z from '@/lib/zod';

// A control character (NUL above all: the database refuses it) makes a filter be ignored, never a 500.
export const filterText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max), z.regex(/^[^\u0000-\u001f\u007f-\u009f]*$/));

/** A filter from the URL that is left out when its value is bad, never an error. */
export const ignoredIfBad = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/**
 * A day from the URL that the database can compare: ISO (YYYY-MM-DD) and within years it stores.
 * zod's ISO date takes the year 0000, which PostgreSQL has not, and the last day of 9999, whose
 * next day (the end of a `to` filter) has five digits: both were a 500.
 */
export const filterDate = z.iso.date().check(z.refine((day: string) => day >= '1900-01-01' && day <= '2999-12-31'));

/** The page of a list: a bad or missing number is the first page. */
export const pageNumber = z.catch(z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1), 1);

/** The audit page's filters from the URL (bad values are ignored). */
export const auditFiltersSchema = z.object({
  action: ignoredIfBad(filterText(60)),
  actor: ignoredIfBad(filterText(320)),
  subjectId: ignoredIfBad(filterText(60)),
  from: ignoredIfBad(filterDate),
  to: ignoredIfBad(filterDate),
  page: pageNumber,
});
export type AuditPageFilters = z.infer<typeof auditFiltersSchema>;
