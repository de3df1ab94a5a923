import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../db/client';
import { ITEM_COLUMNS, type ItemColumnKey } from '@/content/console';
import { ITEM_STATUSES, ITEM_TYPES, type ItemStatus, type ItemType } from './item-types';

export const INBOX_PAGE_SIZE = 50;

/** The inbox's filters, read from the URL (bad values are ignored, never an error). */
export const inboxFiltersSchema = z.object({
  type: z.enum(ITEM_TYPES).optional().catch(undefined),
  status: z.enum(ITEM_STATUSES).optional().catch(undefined),
  /** An operator id, or 'unassigned'. */
  agent: z.union([z.literal('unassigned'), z.uuid()]).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  /** 'spam': the suspected-spam list (issue 24), which the ordinary inbox leaves out. */
  view: z.literal('spam').optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type InboxFilters = z.infer<typeof inboxFiltersSchema>;

export interface InboxItem {
  type: ItemType;
  id: string;
  reference: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** A few words that fit the type: claim type and urgency, company size, chosen plan... */
  summary: string;
  createdAt: Date;
  status: ItemStatus;
  assignedTo: string | null;
  /**
   * The type's own columns (content/console.ts ITEM_COLUMNS) by key, when the type filter picked
   * one type; empty in the mixed view.
   */
  columns: Record<string, string | number | null>;
}

// One SELECT per type, all with the same named columns (the first branch names them, and a filter
// by type leaves only one). Free text (a claim's description) is sealed and never listed or searched.
const COLUMNS = ['type', 'id', 'reference', 'name', 'email', 'phone', 'summary', 'created_at', 'suspected_spam'] as const;
type SharedColumn = (typeof COLUMNS)[number];

/**
 * The SQL of each type's own columns (content/console.ts ITEM_COLUMNS), selected only when the type
 * filter picks that type, so the branches of the mixed view keep one shape. Values are text or
 * integers, ready for a table cell or a CSV cell.
 */
type ExtraColumns = { [T in ItemType]: Record<Exclude<ItemColumnKey<T>, SharedColumn>, string> };
const EXTRA_COLUMNS: ExtraColumns = {
  claim: {
    claim_type: 'claim_type',
    urgency: 'urgency',
    agent: 'agent',
    documents: '(select count(*) from claim_attachments a where a.claim_id = claims.id)::int',
  },
  business_inquiry: {
    company: 'company_name',
    contact: 'contact_name',
    employees: 'employee_count',
    state: 'state',
    zip_code: 'zip_code',
    subsidize_plans: 'subsidize_plans',
  },
  lead: {
    kind: 'kind',
    state: 'state',
    zip_code: 'zip_code',
    household_size: 'household_size',
    yearly_income: 'yearly_income',
    ages: "array_to_string(array(select jsonb_array_elements_text(coalesce(ages, '[]'::jsonb))), ', ')",
    coverage: "array_to_string(array(select jsonb_array_elements_text(coverage)), ', ')",
    best_time: 'best_time',
    page_url: 'page_url',
  },
  home_assessment: {
    state: 'h.state',
    zip_code: 'h.zip_code',
    dwelling_coverage: 'h.dwelling_coverage',
    deductible: 'h.preferred_deductible',
    selected_plan: 's.insurance_id',
    source: 'h.source',
  },
  comment: {
    article: 'blog_post_url',
    visibility: 'visibility',
    content: 'content',
  },
};

function branch<T extends ItemType>(type: T, values: Record<SharedColumn, string>, from: string, withExtras: boolean): SQL {
  const extras = withExtras ? Object.entries(EXTRA_COLUMNS[type] as Record<string, string>).map(([key, expression]) => `, ${expression} as x_${key}`) : [];
  return sql.raw(`select ${COLUMNS.map((column) => `${values[column]} as ${column}`).join(', ')}${extras.join('')} from ${from}`);
}

const BRANCHES: Record<ItemType, (withExtras: boolean) => SQL> = {
  claim: (withExtras) =>
    branch(
      'claim',
      { type: "'claim'", id: 'id::text', reference: 'reference', name: "first_name || ' ' || last_name", email: 'email', phone: 'phone', summary: "claim_type || ', urgency ' || urgency", created_at: 'created_at', suspected_spam: 'suspected_spam' },
      'claims',
      withExtras,
    ),
  business_inquiry: (withExtras) =>
    branch(
      'business_inquiry',
      { type: "'business_inquiry'", id: 'id::text', reference: 'reference', name: "contact_name || ' (' || company_name || ')'", email: 'email', phone: 'phone', summary: "employee_count || ' employees, ' || state", created_at: 'created_at', suspected_spam: 'suspected_spam' },
      'business_inquiries',
      withExtras,
    ),
  lead: (withExtras) =>
    branch(
      'lead',
      {
        type: "'lead'",
        id: 'id::text',
        reference: 'reference',
        name: 'name',
        email: 'email',
        phone: 'phone',
        summary: "coalesce(array_to_string(array(select jsonb_array_elements_text(coverage)), ', '), '') || coalesce(' ' || state, '')",
        created_at: 'created_at',
        suspected_spam: 'suspected_spam',
      },
      'leads',
      withExtras,
    ),
  home_assessment: (withExtras) =>
    branch(
      'home_assessment',
      {
        type: "'home_assessment'",
        id: 'h.id::text',
        reference: 'null::text',
        name: 'h.full_name',
        email: 'h.email',
        phone: 'h.phone',
        summary: "h.state || ' ' || h.zip_code || coalesce(', selected ' || s.insurance_id, '')",
        created_at: 'h.created_at',
        suspected_spam: 'h.suspected_spam',
      },
      'home_assessments h left join home_insurance_selections s on s.assessment_id = h.id',
      withExtras,
    ),
  comment: (withExtras) =>
    branch(
      'comment',
      {
        type: "'comment'",
        id: 'id::text',
        reference: 'null::text',
        name: 'author_name',
        email: 'author_email',
        phone: 'null::text',
        summary: "(case when visibility <> 'published' then '[' || visibility || '] ' else '' end) || left(content, 100)",
        created_at: 'created_at',
        suspected_spam: 'suspected_spam',
      },
      'comments',
      withExtras,
    ),
};

function whereOf(filters: InboxFilters): SQL {
  // Suspected spam has its own list (view=spam) and stays out of the ordinary inbox and export.
  const conditions: SQL[] = [filters.view === 'spam' ? sql`items.suspected_spam is not null` : sql`items.suspected_spam is null`];
  if (filters.status) conditions.push(sql`coalesce(w.status, 'new') = ${filters.status}`);
  if (filters.agent === 'unassigned') conditions.push(sql`w.assigned_to is null`);
  else if (filters.agent) conditions.push(sql`w.assigned_to = ${filters.agent}`);
  if (filters.from) conditions.push(sql`items.created_at >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`items.created_at < ${filters.to}::date + 1`);
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const digits = filters.q.replace(/\D/g, '');
    conditions.push(sql`(items.name ilike ${pattern} or items.email ilike ${pattern} or items.reference ilike ${pattern} or items.id = ${filters.q}
      ${digits.length >= 4 ? sql`or regexp_replace(items.phone, '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`);
  }
  return sql.join(conditions, sql` and `);
}

function fromOf(filters: InboxFilters): SQL {
  // One type: its own columns too; every type: the shared columns only (one union shape).
  const branches = filters.type ? [BRANCHES[filters.type](true)] : ITEM_TYPES.map((type) => BRANCHES[type](false));
  return sql`(${sql.join(branches, sql` union all `)}) items
    left join item_workflow w on w.subject_type = items.type and w.subject_id = items.id`;
}

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** The most rows one export holds. */
export const EXPORT_LIMIT = 50_000;

function selectItems(filters: InboxFilters, limit: number, offset: number): SQL {
  return sql`select items.*, coalesce(w.status, 'new') as status, w.assigned_to from ${fromOf(filters)} where ${whereOf(filters)}
    order by items.created_at desc, items.id limit ${limit} offset ${offset}`;
}

/** One page of the inbox, newest first, and how many items match. */
export async function listInbox(filters: InboxFilters): Promise<{ items: InboxItem[]; total: number }> {
  const db = await getDb();
  const [page, counted] = await Promise.all([
    db.execute(selectItems(filters, INBOX_PAGE_SIZE, (filters.page - 1) * INBOX_PAGE_SIZE)),
    db.execute(sql`select count(*)::int as n from ${fromOf(filters)} where ${whereOf(filters)}`),
  ]);
  return { items: rowsOf(page).map(itemOf), total: Number(rowsOf(counted)[0]?.n ?? 0) };
}

/** Every matching item (up to EXPORT_LIMIT), for the CSV export. */
export async function listInboxForExport(filters: InboxFilters): Promise<InboxItem[]> {
  const db = await getDb();
  return rowsOf(await db.execute(selectItems(filters, EXPORT_LIMIT, 0))).map(itemOf);
}

function itemOf(row: Record<string, unknown>): InboxItem {
  const type = row.type as ItemType;
  const columns: InboxItem['columns'] = {};
  if ('x_' + Object.keys(EXTRA_COLUMNS[type])[0] in row) {
    for (const { key } of ITEM_COLUMNS[type]) {
      const value = key in EXTRA_COLUMNS[type] ? row[`x_${key}`] : row[key];
      columns[key] = value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);
    }
  }
  return {
      type: row.type as ItemType,
      id: String(row.id),
      reference: (row.reference as string | null) ?? null,
      name: String(row.name ?? ''),
      email: (row.email as string | null) ?? null,
      phone: (row.phone as string | null) ?? null,
      summary: String(row.summary ?? ''),
      createdAt: new Date(row.created_at as string),
      status: row.status as ItemStatus,
      assignedTo: (row.assigned_to as string | null) ?? null,
      columns,
  };
}
