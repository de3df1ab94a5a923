import 'server-only';
import type { ItemColumnKey } from '@/content/console';
import type { ItemType } from '@/lib/fields/console-item';

/**
 * The shape of a type's console entry and the small helpers its values use (issue 28, decision
 * 178). A submission type's definition declares its entry (server/submissions/definition.ts
 * `console`), so this module imports nothing of the console's own code: the definitions import it,
 * and server/console/item-fields.ts, which renders, imports the definitions.
 */

/** Dollars: "$52,000" on the page, 52000 in the CSV. */
export interface Money {
  usd: number;
}
export type FieldValue = string | number | Money | null | undefined;

/** The columns every type has, read the same way from every table (server/console/item-fields.ts). */
export type SharedKey = 'language';

/**
 * How the console reads one type, `Row` being a row as the desk reads it: how its rows are read,
 * what the inbox's UNION ALL selects from its table, how each column's value is read (keys typed
 * against content/console.ts ITEM_COLUMNS, whose words each type's content/submissions/<type>.ts holds), its
 * item page's title and the inbox's summary. The page, the inbox, the export and the related
 * items all read a type through this entry.
 */
export interface ItemKind<T extends ItemType, Row> {
  /** The rows of these ids (ids of another shape are left out before, server/submissions/tables.ts `idFor`). */
  load(ids: string[]): Promise<Row[]>;
  /**
   * The inbox's shared columns as SQL expressions over the type's table (server/submissions/tables.ts):
   * `name` always; `reference`, `email` and `phone` when the columns are not named so.
   */
  inbox: { name: string; reference?: string; email?: string; phone?: string };
  /**
   * Each column's value; the columns every type shares (`SharedKey`) are read for all types at once.
   * A number is a quantity and reads with separators ("1,800"); a year, a code or an id is text
   * (`String(row.yearBuilt)`), or it reads "1,995".
   */
  values: Record<Exclude<ItemColumnKey<T>, SharedKey>, (record: Row) => FieldValue>;
  /** The item page's title. */
  title(record: Row): string;
  /** A few words for the mixed inbox, from the readable values (`text(key)`) and the record. */
  summary(text: (key: ItemColumnKey<T>) => string, record: Row): string;
  /** The contact details, for the opt-out check and the person's other submissions (default: email, phone). */
  contact?(record: Row): { email: string | null; phone: string | null };
}

export const usd = (value: number | null | undefined): Money | null =>
  value === null || value === undefined ? null : { usd: value };
export const list = (values: readonly (string | number)[] | null | undefined) =>
  values && values.length > 0 ? values.join(', ') : null;
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const yesNo = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value);
export const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');
