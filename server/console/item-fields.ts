import 'server-only';
import { inArray } from 'drizzle-orm';
import { ITEM_COLUMNS, LANGUAGE_LABELS, type ItemColumn } from '@/content/console';
import { localeOr } from '@/lib/i18n/locale';
import { phoneAsRead, telHref } from '@/lib/phone';
import { getDb } from '../db/client';
import { comments, type Comment } from '../db/schema';
import { SUBMISSION_TYPES, type DefinedRecords, type DefinedType } from '../submissions/registry';
import { idFor } from '../submissions/tables';
import { itemOfOutboxKey, outboxItemKey, type ItemType } from '@/lib/fields/console-item';
import { capitalised, type FieldValue, type ItemKind, type SharedKey } from './item-kind';

/** A submission's row as the desk reads it, per type: a defined type's from its definition's console entry. */
export interface ItemRecords extends DefinedRecords {
  comment: Comment;
}
export type AnyItemRecord = ItemRecords[ItemType];

/** The columns of every type, read the same way from every table: the visitor's language (issue 26). */
const SHARED_VALUES = {
  language: (record: AnyItemRecord) => LANGUAGE_LABELS[localeOr(record.language)],
} satisfies Record<SharedKey, (record: AnyItemRecord) => FieldValue>;

/** A type's console entry over the rows the desk reads of it. */
type KindOf<T extends ItemType> = ItemKind<T, ItemRecords[T]>;

/** The entries of the types declared with `defineSubmissionType` (server/submissions/registry.ts). */
const DEFINED_KINDS = Object.fromEntries(
  Object.values(SUBMISSION_TYPES).map((definition) => [definition.type, definition.console]),
) as { [T in DefinedType]: (typeof SUBMISSION_TYPES)[T]['console'] };

/**
 * The console's one declaration of each submission type (issue 28, decision 178; the shape is
 * server/console/item-kind.ts's): a type declared with `defineSubmissionType` brings its entry in
 * its definition; comments, not on a definition, have theirs here. The
 * page, the inbox, the export and the related items all read a type through this entry.
 */
export const ITEM_KINDS: { [T in ItemType]: KindOf<T> } = {
  ...DEFINED_KINDS,
  comment: {
    load: async (ids) => (await getDb()).select().from(comments).where(inArray(comments.id, ids)),
    inbox: { name: 'author_name', reference: 'null::text', email: 'author_email', phone: 'null::text' },
    values: {
      name: (row) => row.authorName,
      email: (row) => row.authorEmail,
      article: (row) => row.blogPostUrl,
      visibility: (row) => capitalised(row.visibility),
      content: (row) => row.content,
    },
    title: (row) => `Comment by ${row.authorName}`,
    summary: (_text, row) => {
      const content = row.content.length > 100 ? `${row.content.slice(0, 99)}…` : row.content;
      return row.visibility === 'published' ? content : `[${row.visibility}] ${content}`;
    },
    contact: (row) => ({ email: row.authorEmail, phone: null }),
  },
};

/** A type's entry with its record type widened to any type's, for the code that goes over every type. */
const kindOf = (type: ItemType) => ITEM_KINDS[type] as unknown as KindOf<ItemType>;

const columnsOf = (type: ItemType) => ITEM_COLUMNS[type] as readonly ItemColumn[];
type ValueOf = (record: AnyItemRecord) => FieldValue;
const valueOf = (type: ItemType, key: string, record: AnyItemRecord): FieldValue =>
  (key in SHARED_VALUES ? SHARED_VALUES[key as SharedKey] : (kindOf(type).values as Record<string, ValueOf>)[key]!)(
    record,
  );

function textOf(value: FieldValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'object') return `$${value.usd.toLocaleString('en-US')}`;
  return value.trim();
}

/** A link for a contact detail or an address: mailto:, tel: (lib/phone.ts `telHref`), or the web address itself. */
function hrefOf(key: string, text: string): string | undefined {
  if (key === 'email' && text.includes('@')) return `mailto:${text}`;
  if (key === 'phone') return telHref(text);
  if (['page_url', 'article', 'results_url'].includes(key) && /^https?:\/\//i.test(text)) return text;
  return undefined;
}

export interface ShownField {
  key: string;
  label: string;
  text: string;
  href?: string;
}

/** The item page's rows: every field the page shows, in order, empty ones left out. */
export function pageFields(type: ItemType, record: AnyItemRecord): ShownField[] {
  return columnsOf(type)
    .filter((column) => column.page !== false)
    .flatMap((column) => {
      const text = textOf(valueOf(type, column.key, record));
      // A number shown as staff read it; its link and the CSV keep what was typed.
      const shown = column.key === 'phone' ? phoneAsRead(text) : text;
      return text ? [{ key: column.key, label: column.label, text: shown, href: hrefOf(column.key, text) }] : [];
    });
}

/** The inbox's cells when the type filter picks one type: readable text by key. */
export function tableCells(type: ItemType, record: AnyItemRecord): Record<string, string> {
  return Object.fromEntries(
    columnsOf(type)
      .filter((column) => column.table !== false)
      .map((column) => [column.key, textOf(valueOf(type, column.key, record))]),
  );
}

/** The export's columns of a type: every field but those kept out of exports (a claim's description). */
export function csvColumns(type: ItemType): string[] {
  return columnsOf(type)
    .filter((column) => column.csv !== false)
    .map((column) => column.key);
}

/** The export's values by key: numbers and dollars as numbers, the rest as the page shows it. */
export function csvValues(type: ItemType, record: AnyItemRecord): Record<string, string | number | null> {
  return Object.fromEntries(
    csvColumns(type).map((key) => {
      const value = valueOf(type, key, record);
      return [
        key,
        value === null || value === undefined
          ? null
          : typeof value === 'object'
            ? value.usd
            : typeof value === 'number'
              ? value
              : value.trim(),
      ];
    }),
  );
}

/** A few words for the mixed inbox: claim type and urgency, company size, best time or coverage, the chosen plan... */
export function summaryOf(type: ItemType, record: AnyItemRecord): string {
  return kindOf(type).summary((key) => textOf(valueOf(type, key, record)), record);
}

/** The item page's title: "Claim CLM-...", "Call-back request LEAD-...", "Comment by ...". */
export function titleOf(type: ItemType, record: AnyItemRecord): string {
  return kindOf(type).title(record);
}

/** The contact details of a record, for the opt-out check and the person's other submissions. */
export function contactOf(type: ItemType, record: AnyItemRecord): { email: string | null; phone: string | null } {
  const { contact } = kindOf(type);
  if (contact) return contact(record);
  const row = record as { email: string; phone: string };
  return { email: row.email, phone: row.phone };
}

/** The rows of these ids of one type (for a page of the inbox, an export, or one item). */
export async function loadRecords<T extends ItemType>(type: T, ids: string[]): Promise<Map<string, ItemRecords[T]>> {
  const kind = kindOf(type);
  const wanted = ids.filter((id) => idFor(type, id) !== null);
  const found = new Map<string, ItemRecords[T]>();
  if (wanted.length === 0) return found;
  for (const record of await kind.load(wanted)) found.set(String(record.id), record as ItemRecords[T]);
  return found;
}

/** An item as its page names it ("Claim CLM-...", "Comment by Ana"): what Deliveries and the audit log link to. */
export interface NamedItem {
  type: ItemType;
  id: string;
  title: string;
}

/**
 * The items these '<type>:<id>' keys name (outbox messages' `item`, audit entries' subject), loaded
 * a type at a time (one query per type on the page); a key of no item, or of one since deleted, is absent.
 */
export async function itemsByKey(keys: (string | null)[]): Promise<Map<string, NamedItem>> {
  const wanted = new Map<ItemType, Set<string>>();
  for (const item of keys.map(itemOfOutboxKey)) {
    if (item) wanted.set(item.type, (wanted.get(item.type) ?? new Set()).add(item.id));
  }
  const found = new Map<string, NamedItem>();
  for (const [type, ids] of wanted) {
    for (const [id, record] of await loadRecords(type, [...ids])) {
      found.set(outboxItemKey(type, id), { type, id, title: titleOf(type, record) });
    }
  }
  return found;
}
