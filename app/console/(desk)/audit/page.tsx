import type { Metadata } from 'next';
import { AuditView } from '@/components/console/audit-view';
import { listAudit } from '@/server/console/audit';
import { requireOperator } from '@/server/console/auth';
import { auditFiltersSchema } from '@/server/console/audit-filters';
import { idOfReference } from '@/server/console/inbox';
import { itemsByKey } from '@/server/console/item-fields';
import { listAgents } from '@/server/console/workflow';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireOperator({ admin: true });
  const raw = await searchParams;
  const filters = auditFiltersSchema.parse(
    Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value || undefined]),
    ),
  );
  const [{ rows, total }, accounts] = await Promise.all([
    listAudit({
      ...filters,
      // Staff know an item by its reference (CLM-...); the log names it by id.
      subjectId: filters.subjectId && ((await idOfReference(filters.subjectId)) ?? filters.subjectId),
    }),
    listAgents(),
  ]);
  // Accounts by e-mail, not id (issue 23); items by their page's title ("Claim CLM-...").
  const emails = new Map(accounts.map((account) => [account.id, account.email]));
  const items = await itemsByKey(
    rows.map((row) => (row.subjectType && row.subjectId ? `${row.subjectType}:${row.subjectId}` : null)),
  );
  const titles = new Map([...items].map(([key, item]) => [key, item.title]));
  return <AuditView filters={filters} rows={rows} total={total} emails={emails} titles={titles} />;
}
