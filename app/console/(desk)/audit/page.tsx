import type { Metadata } from 'next';
import { AuditView } from '@/components/console/audit-view';
import { listAudit } from '@/server/console/audit';
import { requireOperator } from '@/server/console/auth';
import { auditFiltersSchema } from '@/server/console/audit-filters';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperator({ admin: true });
  const raw = await searchParams;
  const filters = auditFiltersSchema.parse(Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value || undefined])));
  const { rows, total } = await listAudit({ ...filters, from: filters.from ? new Date(`${filters.from}T00:00:00Z`) : undefined, to: filters.to ? new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000) : undefined });
  return <AuditView filters={filters} rows={rows} total={total} />;
}
