import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import * as z from '@/lib/zod';
import { getDb, resultRows } from '../db/client';
import { SUBMISSION_TABLES } from '../submissions/tables';
import { emailKey, phoneKey } from '@/lib/contact-key';
import { localeOr, type Locale } from '@/lib/i18n/locale';
import { agencyTimeZone } from './clock';
import { firstOptOutSql, phoneKeySql, type OptOutMatch } from './do-not-contact';
import { ITEM_KINDS, loadRecords, summaryOf, tableCells, type AnyItemRecord } from './item-fields';
import { ITEM_STATUSES, ITEM_TYPES, itemTypeFromSlug, type ItemStatus, type ItemType } from '@/lib/fields/console-item';
import { filterDate, filterText, ignoredIfBad } from './audit-filters';

export const INBOX_PAGE_SIZE = 50;

/**
 * A place in the inbox's order (`after=` and `before=` in the URL): the received time to the
 * microsecond, then the type and the id, which order items received in the same microsecond. The
 * inbox pages by place, not by number: staff who set the first page's fifty New leads to Contacted
 * and then asked for page 2 of New were shown leads 101-150, and fifty were never listed; and a lead
 * arriving while they read moved every page down by one, showing one twice.
 */
interface InboxPlace {
  at: string;
  type: ItemType;
  id: string;
}

const PLACE = /^(\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z)~([a-z_]{1,40})~([0-9A-Za-z-]{1,64})$/;

/** The place a URL names, or undefined when it names none the database can compare. */
function placeOf(text: string | undefined): InboxPlace | undefined {
  const [, at, type, id] = (text && PLACE.exec(text)) || [];
  if (!at || !id || !filterDate.safeParse(at.slice(0, 10)).success) return undefined;
  const itemType = ITEM_TYPES.find((known) => known === type);
  return itemType ? { at, type: itemType, id } : undefined;
}

const inboxPlace = z.string().check(z.refine((text: string) => placeOf(text) !== undefined));

/** The place of a listed row, as `after=`/`before=` carry it. */
const placeText = (row: Record<string, unknown>) => `${String(row.place_at)}~${String(row.type)}~${String(row.id)}`;

/** Rows after a place in the inbox's order (older, or as old and later by type and id), or before it. */
function beyond(place: InboxPlace, side: 'after' | 'before'): SQL {
  const at = sql`${place.at}::timestamptz`;
  return side === 'after'
    ? sql`(items.created_at < ${at} or (items.created_at = ${at} and (items.type, items.id) > (${place.type}, ${place.id})))`
    : sql`(items.created_at > ${at} or (items.created_at = ${at} and (items.type, items.id) < (${place.type}, ${place.id})))`;
}

/** The inbox's filters, read from the URL (bad values are ignored, never an error). */
export const inboxFiltersSchema = z.object({
  /** A type by its name or by the slug its item pages use ('business-inquiry'). */
  type: ignoredIfBad(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' ? (itemTypeFromSlug(value) ?? value) : value)),
      z.enum(ITEM_TYPES),
    ),
  ),
  status: ignoredIfBad(z.enum(ITEM_STATUSES)),
  /** An operator id, 'me' (whoever is signed in) or 'unassigned'. */
  agent: ignoredIfBad(z.union([z.literal('unassigned'), z.literal('me'), z.uuid()])),
  from: ignoredIfBad(filterDate),
  to: ignoredIfBad(filterDate),
  q: ignoredIfBad(filterText(200)),
  /** 'spam': the suspected-spam list (issue 24), which the ordinary inbox leaves out. */
  view: ignoredIfBad(z.literal('spam')),
  /** The page that starts after this place (Next page) or ends before it (Previous page). */
  after: ignoredIfBad(inboxPlace),
  before: ignoredIfBad(inboxPlace),
});
export type InboxFilters = z.infer<typeof inboxFiltersSchema>;

/** Who is looking: 'me' in the filters is this operator. */
export interface InboxViewer {
  operatorId: string | null;
}

export interface InboxItem {
  type: ItemType;
  id: string;
  reference: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** The language the visitor used (issue 26): every table has the column. */
  language: Locale;
  /** A few words that fit the type: claim type and urgency, company size, best time, chosen plan... */
  summary: string;
  createdAt: Date;
  status: ItemStatus;
  assignedTo: string | null;
  /** The earliest opt-out naming this e-mail or phone (before or after the submission), or null. */
  doNotContact: OptOutMatch | null;
  /**
   * The type's own columns (content/console.ts ITEM_COLUMNS shown in the table) by key, as text,
   * when the type filter picked one type; empty in the mixed view.
   */
  columns: Record<string, string>;
}

// One SELECT per type, all with the same named columns (the first branch names them, and a filter
// by type leaves only one): what the filters and the search need. The rest of each row is read by
// id afterwards (server/console/item-fields.ts), so the page, the inbox and the export read every
// field the same way. Free text (a claim's description) is sealed and never listed or searched.
const COLUMNS = [
  'type',
  'id',
  'reference',
  'name',
  'email',
  'phone',
  'language',
  'created_at',
  'suspected_spam',
] as const;
type SharedColumn = (typeof COLUMNS)[number];

/** A type's SELECT: its table (server/submissions/tables.ts) and its shared columns (ITEM_KINDS). */
function branchOf(type: ItemType): SQL {
  const { inbox } = ITEM_KINDS[type];
  const values: Record<SharedColumn, string> = {
    type: `'${type}'`,
    id: 'id::text',
    reference: inbox.reference ?? 'reference',
    name: inbox.name,
    email: inbox.email ?? 'email',
    phone: inbox.phone ?? 'phone',
    language: 'language',
    created_at: 'created_at',
    suspected_spam: 'suspected_spam',
  };
  const columns = COLUMNS.map((column) => `${values[column]} as ${column}`).join(', ');
  return sql.raw(`select ${columns} from ${SUBMISSION_TABLES[type].name}`);
}

/**
 * Names are found with or without their accents: staff type "Hernandez" for Lucía Hernández (half
 * the visitors write in Spanish). The letters of Spanish, French and Portuguese names, both cases,
 * mapped in SQL with `translate` (core PostgreSQL and PGlite, unlike the `unaccent` extension);
 * the search text loses its marks the Unicode way.
 */
const ACCENTED = 'áàâäãåéèêëíìîïóòôöõúùûüñçýÿÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝ';
const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuuncyyAAAAAAEEEEIIIIOOOOOUUUUNCY';
const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

function whereOf(filters: InboxFilters, viewer: InboxViewer): SQL {
  // Suspected spam has its own list (view=spam) and stays out of the ordinary inbox and export.
  const conditions: SQL[] = [
    filters.view === 'spam' ? sql`items.suspected_spam is not null` : sql`items.suspected_spam is null`,
  ];
  if (filters.status) conditions.push(sql`coalesce(w.status, 'new') = ${filters.status}`);
  if (filters.agent === 'unassigned') conditions.push(sql`w.assigned_to is null`);
  else if (filters.agent === 'me')
    conditions.push(viewer.operatorId ? sql`w.assigned_to = ${viewer.operatorId}` : sql`false`);
  else if (filters.agent) conditions.push(sql`w.assigned_to = ${filters.agent}`);
  // A day is the agency's day (the times the inbox shows are in AGENCY_TIME_ZONE): it starts at midnight there.
  const zone = agencyTimeZone();
  if (filters.from) conditions.push(sql`items.created_at >= ${filters.from}::date::timestamp at time zone ${zone}`);
  if (filters.to) conditions.push(sql`items.created_at < (${filters.to}::date + 1)::timestamp at time zone ${zone}`);
  if (filters.q) {
    const pattern = `%${withoutAccents(filters.q).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = filters.q.replace(/\D/g, '');
    conditions.push(sql`(translate(items.name, ${ACCENTED}, ${UNACCENTED}) ilike ${pattern} or items.email ilike ${pattern}
      or items.reference ilike ${pattern} or items.id = ${filters.q}
      ${digits.length >= 4 ? sql`or regexp_replace(items.phone, '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`);
  }
  return sql.join(conditions, sql` and `);
}

function fromOf(type: ItemType | undefined): SQL {
  const branches = (type ? [type] : ITEM_TYPES).map(branchOf);
  return sql`(${sql.join(branches, sql` union all `)}) items
    left join item_workflow w on w.subject_type = items.type and w.subject_id = items.id`;
}

/** The most rows one export holds. */
export const EXPORT_LIMIT = 50_000;

/** The order of every list of items: newest first, then by type and id (what a place names). */
const NEWEST_FIRST = sql.raw('created_at desc, type, id');
const OLDEST_FIRST = sql.raw('created_at, type desc, id desc');

function selectItems(type: ItemType | undefined, where: SQL, limit: number, order = NEWEST_FIRST): SQL {
  // The page first, then its opt-outs: the lateral lookup runs for the listed rows only.
  return sql`select page.*, oo.reference as opt_out_reference, oo.created_at as opted_out_at from (
      select items.*, coalesce(w.status, 'new') as status, w.assigned_to,
        to_char(items.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as place_at
      from ${fromOf(type)} where ${where} order by ${order} limit ${limit}
    ) page left join lateral ${firstOptOutSql(sql`page.email`, sql`page.phone`)} oo on true
    order by ${order}`;
}

/** A listed item with its full row, read the way the item page reads it. */
export interface InboxRecordItem extends Omit<InboxItem, 'columns' | 'summary'> {
  record: AnyItemRecord;
}

/** The rows of each type, read by id in batches; an item deleted in between is left out. */
async function withRecords(rows: Record<string, unknown>[]): Promise<InboxRecordItem[]> {
  const items = rows.map(baseOf);
  const records = new Map<string, AnyItemRecord>();
  for (const type of ITEM_TYPES) {
    const ids = items.filter((item) => item.type === type).map((item) => item.id);
    for (let start = 0; start < ids.length; start += 5_000) {
      for (const [id, record] of await loadRecords(type, ids.slice(start, start + 5_000)))
        records.set(`${type}:${id}`, record);
    }
  }
  return items.flatMap((item) => {
    const record = records.get(`${item.type}:${item.id}`);
    return record ? [{ ...item, record }] : [];
  });
}

/** One page of the inbox, newest first, how many items match, and the places of the pages beside it. */
export interface InboxPage {
  items: InboxItem[];
  total: number;
  /** How many matching items come before this page (the first row is number `before + 1`). */
  before: number;
  /** `before=` of the previous page and `after=` of the next, when there is one. */
  previous?: string;
  next?: string;
}

export async function listInbox(filters: InboxFilters, viewer: InboxViewer = { operatorId: null }): Promise<InboxPage> {
  const db = await getDb();
  const where = whereOf(filters, viewer);
  const from = fromOf(filters.type);
  // The page and its counts from one snapshot: staff working the inbox change it between the two
  // reads, and "230 items, 51-100 shown" must be true of the rows beside it.
  const { rows, total, before } = await db.transaction(
    async (tx) => {
      let rows: Record<string, unknown>[] = [];
      const newer = placeOf(filters.before);
      if (newer) {
        // The page that ends before the place: read oldest first from it, then turned round. Fewer than
        // a page there means the first page, which is read whole instead.
        rows = resultRows(
          await tx.execute(
            selectItems(filters.type, sql`${where} and ${beyond(newer, 'before')}`, INBOX_PAGE_SIZE + 1, OLDEST_FIRST),
          ),
        );
        rows = rows.length > INBOX_PAGE_SIZE ? rows.slice(0, INBOX_PAGE_SIZE).reverse() : [];
      }
      if (!rows.length) {
        const older = newer ? undefined : placeOf(filters.after);
        const condition = older ? sql`${where} and ${beyond(older, 'after')}` : where;
        rows = resultRows(await tx.execute(selectItems(filters.type, condition, INBOX_PAGE_SIZE)));
      }
      // Counted from the page's first row; a page past the last one has every item before it.
      const first = rows[0] ? placeOf(placeText(rows[0])) : undefined;
      const counted = resultRows(
        await tx.execute(sql`select count(*)::int as n,
          ${first ? sql`count(*) filter (where ${beyond(first, 'before')})::int` : sql`0`} as before
          from ${from} where ${where}`),
      )[0];
      const total = Number(counted?.n ?? 0);
      return { rows, total, before: first ? Number(counted?.before ?? 0) : total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const items = (await withRecords(rows)).map(({ record, ...item }) => ({
    ...item,
    summary: summaryOf(item.type, record),
    columns: filters.type ? tableCells(item.type, record) : {},
  }));
  const last = rows.at(-1);
  return {
    items,
    total,
    before,
    previous: rows[0] && before > 0 ? placeText(rows[0]) : undefined,
    next: last && before + rows.length < total ? placeText(last) : undefined,
  };
}

/**
 * How many suspected-spam items still have the status New: held submissions nobody has opened and judged
 * (a person's false positive among them waits there unannounced), which the inbox's link to the list counts.
 */
export async function countNewSuspectedSpam(): Promise<number> {
  return countMatching(inboxFiltersSchema.parse({ view: 'spam', status: 'new' }));
}

/** How many items these filters match, on every page of their list. */
export async function countMatching(
  filters: InboxFilters,
  viewer: InboxViewer = { operatorId: null },
): Promise<number> {
  const db = await getDb();
  const counted = await db.execute(
    sql`select count(*)::int as n from ${fromOf(filters.type)} where ${whereOf(filters, viewer)}`,
  );
  return Number(resultRows(counted)[0]?.n ?? 0);
}

/**
 * How many items the same filters match among suspected spam, when the ordinary inbox shows none:
 * a search for a held submission's reference or name otherwise said only that nothing matches,
 * and an inbox whose every submission was held said "No submissions yet".
 */
export async function countHeldMatches(filters: InboxFilters, total: number, viewer: InboxViewer): Promise<number> {
  if (total > 0 || filters.view === 'spam') return 0;
  return countMatching({ ...filters, view: 'spam' }, viewer);
}

/** Every matching item (up to EXPORT_LIMIT) with its row, for the CSV export. */
export async function listInboxForExport(
  filters: InboxFilters,
  viewer: InboxViewer = { operatorId: null },
): Promise<InboxRecordItem[]> {
  const db = await getDb();
  return withRecords(resultRows(await db.execute(selectItems(filters.type, whereOf(filters, viewer), EXPORT_LIMIT))));
}

/**
 * The same person's other submissions (issue 23): every item of any type with the same e-mail or
 * the same phone (compared as the opt-outs compare them), newest first, without this one.
 */
export async function listRelated(
  type: ItemType,
  id: string,
  contact: { email: string | null; phone: string | null },
  limit = 50,
): Promise<InboxItem[]> {
  const email = emailKey(contact.email);
  const phone = phoneKey(contact.phone);
  if (!email && !phone) return [];
  const matches: SQL[] = [];
  if (email) matches.push(sql`lower(trim(items.email)) = ${email}`);
  if (phone) matches.push(sql`${phoneKeySql(sql`items.phone`)} = ${phone}`);
  const where = sql`(${sql.join(matches, sql` or `)}) and not (items.type = ${type} and items.id = ${id})`;
  const db = await getDb();
  const rows = await withRecords(resultRows(await db.execute(selectItems(undefined, where, limit))));
  return rows.map(({ record, ...item }) => ({ ...item, summary: summaryOf(item.type, record), columns: {} }));
}

function baseOf(row: Record<string, unknown>): Omit<InboxItem, 'columns' | 'summary'> {
  return {
    type: row.type as ItemType,
    id: String(row.id),
    reference: (row.reference as string | null) ?? null,
    name: String(row.name ?? ''),
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    language: localeOr(row.language),
    createdAt: new Date(row.created_at as string),
    status: row.status as ItemStatus,
    assignedTo: (row.assigned_to as string | null) ?? null,
    doNotContact: row.opt_out_reference
      ? { reference: String(row.opt_out_reference), createdAt: new Date(row.opted_out_at as string) }
      : null,
  };
}

/**
 * The id of the item with this reference ("CLM-7K2M-..."), in the inbox or among suspected spam;
 * undefined when no item has it. Found by the inbox's own search, then matched whole.
 */
export async function idOfReference(reference: string): Promise<string | undefined> {
  const wanted = reference.trim().toUpperCase();
  if (!/^[A-Z]+-[A-Z0-9-]+$/.test(wanted)) return undefined;
  for (const view of [undefined, 'spam'] as const) {
    const { items } = await listInbox(inboxFiltersSchema.parse({ q: wanted, view }));
    const found = items.find((item) => item.reference?.toUpperCase() === wanted);
    if (found) return found.id;
  }
  return undefined;
}
