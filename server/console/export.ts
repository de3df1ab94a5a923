import 'server-only';
import { ITEM_COLUMNS, ITEM_STATUS_LABELS, ITEM_TYPE_LABELS } from '@/content/console';
import { recordAudit, type Actor } from './audit';
import { csvDocument } from './csv';
import { inboxFiltersSchema, listInboxForExport, type InboxItem } from './inbox';
import { listAgents } from './workflow';

/** The inbox with the current filters as a CSV download; the export itself is audited. */
export async function exportInbox(actor: Actor, query: Record<string, string>): Promise<Response> {
  const filters = inboxFiltersSchema.parse(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')));
  const items = await listInboxForExport(filters);
  await recordAudit(actor, { action: 'export', subjectType: filters.type ?? 'all', detail: { filters: { ...filters, page: undefined }, rows: items.length } });
  const agents = new Map((await listAgents()).map((agent) => [agent.id, agent.email]));
  const assigned = (item: InboxItem) => (item.assignedTo ? (agents.get(item.assignedTo) ?? item.assignedTo) : null);
  // One type: that type's columns (content/console.ts ITEM_COLUMNS); every type: the shared ones.
  const body = filters.type
    ? csvDocument(
        ['id', 'received', ...ITEM_COLUMNS[filters.type].map((column) => column.key), 'status', 'assigned_to'],
        items.map((item) => [item.id, item.createdAt, ...ITEM_COLUMNS[filters.type!].map((column) => item.columns[column.key]), ITEM_STATUS_LABELS[item.status], assigned(item)]),
      )
    : csvDocument(
        ['type', 'id', 'reference', 'received', 'name', 'email', 'phone', 'details', 'status', 'assigned_to'],
        items.map((item) => [ITEM_TYPE_LABELS[item.type], item.id, item.reference, item.createdAt, item.name, item.email, item.phone, item.summary, ITEM_STATUS_LABELS[item.status], assigned(item)]),
      );
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
