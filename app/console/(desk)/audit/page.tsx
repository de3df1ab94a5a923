import type { Metadata } from 'next';
import { AuditView } from '@/components/console/audit-view';
import { listAudit } from '@/server/console/audit';
import { requireOperator } from '@/server/console/auth';
import { auditFiltersSchema } from '@/server/console/audit-filters';
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
      from: filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined,
      to: filters.to ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000) : undefined,
    }),
    listAgents(),
  ]);
  // Accounts by e-mail, not id (issue 23).
  const emails = new Map(accounts.map((account) => [account.id, account.email]));
  return <AuditView filters={filters} rows={rows} total={total} emails={emails} />;
}
