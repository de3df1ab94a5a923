/**
 * Where a table of the premium tax credit estimate comes from (docs/decisions/180). Every table
 * says the plan year it is for, its source and the day its figures were taken, so the agency can
 * see at a glance which ones to renew each autumn; content/estimate/tables.test.ts fails while a
 * table's year is not PLAN_YEAR.
 */
export interface TableSource {
  /** The plan (coverage) year the figures apply to. */
  year: number;
  /** Who published the figures, and the document. */
  source: string;
  url: string;
  /** YYYY-MM-DD: the day the figures were copied into this file. */
  taken: string;
  /** What is missing or simplified, in plain words (empty when nothing is). */
  note: string;
}

/** The plan year the estimate is for: move it, and every table, to the next year each autumn. */
export const PLAN_YEAR = 2026;

/** Marketplace credits for a plan year use the poverty guidelines of the year before (content/poverty-guidelines.ts). */
export const GUIDELINE_YEAR = PLAN_YEAR - 1;
