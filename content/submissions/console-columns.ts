/** The shape of a console column, shared by every type's words (content/submissions/<type>.ts). */
export interface ItemColumn {
  /** The CSV header and the key of the value (the type's console entry computes it). */
  key: string;
  /** The label on the item page and the inbox's column heading. */
  label: string;
  /** false: not a column of the inbox's table (long values it has no room for); on the page and in the CSV. */
  table?: false;
  /** false: not a row of the item page's fields (the page shows it elsewhere, e.g. the documents). */
  page?: false;
  /** false: never in the CSV export (a claim's description stays on the item page, decision 111). */
  csv?: false;
  /** The cell that links to the item's page. */
  link?: true;
}

/** Every type's column of the visitor's language (server/db/schema/language.ts), read the same way for all. */
export const LANGUAGE_COLUMN = { key: 'language', label: 'Language' } as const;
