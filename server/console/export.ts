import 'server-only';
import { ITEM_STATUS_LABELS, ITEM_TYPE_LABELS } from '@/content/console';
import { recordAudit, type Actor } from './audit';
import { csvDocument } from './csv';
import { inboxFiltersSchema, listInboxForExport } from './inbox';

/** The inbox with the current filters as a CSV download; the export itself is audited. */
export async function exportInbox(actor: Actor, query: Record<string, string>): Promise<Response> {
  const filters = inboxFiltersSchema.parse(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')));
  const items = await listInboxForExport(filters);
  await recordAudit(actor, { action: 'export', subjectType: filters.type ?? 'all', detail: { filters: { ...filters, page: undefined }, rows: items.length } });
  const body = csvDocument(
    ['type', 'id', 'reference', 'received', 'name', 'email', 'phone', 'details', 'status', 'assigned_to'],
    items.map((item) => [ITEM_TYPE_LABELS[item.type], item.id, item.reference, item.createdAt, item.name, item.email, item.phone, item.summary, ITEM_STATUS_LABELS[item.status], item.assignedTo]),
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
