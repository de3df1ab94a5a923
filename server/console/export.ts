import 'server-only';
import { sql } from 'drizzle-orm';
import { ITEM_STATUS_LABELS, ITEM_TYPE_LABELS } from '@/content/console';
import { spreadsheetTimeInZone } from '@/lib/agency-time';
import { getDb, resultRows } from '../db/client';
import { recordAudit, type Actor } from './audit';
import { agencyTimeZone } from './clock';
import { csvDocument } from './csv';
import { inboxFiltersSchema, listInboxForExport, type InboxRecordItem } from './inbox';
import { csvColumns, csvValues } from './item-fields';
import { ITEM_TYPES } from '@/lib/fields/console-item';
import { listAgents } from './workflow';

/** How many notes each item has, by "type:id". */
async function noteCounts(): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = resultRows(
    await db.execute(
      sql`select subject_type, subject_id, count(*)::int as n from item_notes group by subject_type, subject_id`,
    ),
  );
  return new Map(rows.map((row) => [`${row.subject_type}:${row.subject_id}`, Number(row.n)]));
}

/** What each item's consent record says (the newest, should a subject have several), by "type:id". */
async function consentByItem(): Promise<Map<string, { checked: boolean; statement: string | null; version: string }>> {
  const db = await getDb();
  const rows = resultRows(
    await db.execute(
      sql`select distinct on (subject_type, subject_id) subject_type, subject_id, checkbox_checked, contact_statement,
            disclosure_version
          from consent_records order by subject_type, subject_id, created_at desc`,
    ),
  );
  return new Map(
    rows.map((row) => [
      `${row.subject_type}:${row.subject_id}`,
      {
        checked: Boolean(row.checkbox_checked),
        statement: row.contact_statement === null ? null : String(row.contact_statement),
        version: String(row.disclosure_version),
      },
    ]),
  );
}

/**
 * The inbox with the current filters as a CSV download; the export itself is audited. Every field
 * the item page shows is a column (content/console.ts ITEM_COLUMNS, read by server/console/item-fields.ts;
 * a claim's description excepted), then the consent record as the item page shows it (the checkbox,
 * what it means for calls and texts, the wording's version: a call list is built from these), whether
 * the person opted out, the desk's status, the assignee's e-mail and the number of notes. One type:
 * that type's fields; every type: the fields of all types side by side, empty where a type has none.
 */
export async function exportInbox(actor: Actor, query: Record<string, string>): Promise<Response> {
  const filters = inboxFiltersSchema.parse(
    Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')),
  );
  const items = await listInboxForExport(filters, { operatorId: actor.operatorId });
  await recordAudit(actor, {
    action: 'export',
    subjectType: filters.type ?? 'all',
    detail: { filters: { ...filters, after: undefined, before: undefined }, rows: items.length },
  });
  const [agents, notes, consents] = await Promise.all([
    listAgents().then((rows) => new Map(rows.map((agent) => [agent.id, agent.email]))),
    noteCounts(),
    consentByItem(),
  ]);
  const timeZone = agencyTimeZone();
  const fieldKeys = filters.type
    ? csvColumns(filters.type)
    : [...new Set(ITEM_TYPES.flatMap((type) => csvColumns(type)))];
  // A comment gives no consent to be called (its form asks for none): a comments-only export has no such columns.
  const withConsent = filters.type !== 'comment';
  const header = [
    ...(filters.type ? [] : ['type']),
    'id',
    'received',
    'received_utc',
    ...fieldKeys,
    ...(withConsent ? ['consent_checkbox', 'consent_calls_and_texts', 'consent_wording_version'] : []),
    'do_not_contact',
    'opt_out_reference',
    'status',
    'assigned_to',
    'note_count',
  ];
  const rowOf = (item: InboxRecordItem) => {
    const values = csvValues(item.type, item.record);
    const consent = consents.get(`${item.type}:${item.id}`);
    return [
      ...(filters.type ? [] : [ITEM_TYPE_LABELS[item.type]]),
      item.id,
      spreadsheetTimeInZone(item.createdAt, timeZone),
      item.createdAt,
      ...fieldKeys.map((key) => values[key] ?? null),
      ...(withConsent
        ? [
            consent ? (consent.checked ? 'ticked' : 'not ticked') : null,
            consent?.statement ?? null,
            consent?.version ?? null,
          ]
        : []),
      item.doNotContact ? 'yes' : 'no',
      item.doNotContact?.reference ?? null,
      ITEM_STATUS_LABELS[item.status],
      item.assignedTo ? (agents.get(item.assignedTo) ?? item.assignedTo) : null,
      notes.get(`${item.type}:${item.id}`) ?? 0,
    ];
  };
  const body = csvDocument(header, items.map(rowOf));
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filters.type ?? 'all'}-${stamp}.csv"`,
      'Cache-Control': 'no-store, private',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
