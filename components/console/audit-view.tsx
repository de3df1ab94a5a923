import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { auditActionWords, ITEM_STATUS_LABELS, ITEM_TYPE_LABELS, outboxMessageName } from '@/content/console';
import { consoleItemPath, ITEM_TYPES, type ItemStatus, type ItemType } from '@/lib/fields/console-item';
import { AUDIT_PAGE_SIZE } from '@/server/console/audit';
import type { AuditPageFilters } from '@/server/console/audit-filters';
import type { AuditRow } from '@/server/db/schema';
import { formatInZone } from '@/lib/agency-time';
import { agencyTimeZone } from '@/server/console/clock';
import { FilterForm } from './filter-form';
import { TableBox } from './table-box';
import { Time } from './time';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Keys of an entry's detail that hold an account id: shown as the account's e-mail. */
const ACCOUNT_KEYS = new Set(['assignedTo', 'operatorId']);

/**
 * An entry's detail in words ("assigned to: ann@example.com; rows: 3"), accounts by e-mail, not id
 * (issue 23). An id whose account is gone stays as it is.
 */
export function detailText(
  detail: Record<string, unknown>,
  emails: ReadonlyMap<string, string>,
  timeZone = agencyTimeZone(),
): string {
  // A retried message by the name Deliveries gives it, rather than its channel and topic codes.
  if (typeof detail.channel === 'string' && typeof detail.topic === 'string') {
    const { channel, topic, ...rest } = detail;
    const others = detailText(rest, emails, timeZone);
    return [`message: ${outboxMessageName(channel, topic)}`, others].filter(Boolean).join('; ');
  }
  const valueText = (key: string, value: unknown): string => {
    if (key === 'status' && typeof value === 'string' && Object.hasOwn(ITEM_STATUS_LABELS, value))
      return ITEM_STATUS_LABELS[value as ItemStatus];
    // A time (a refused sign-ins' window) in the agency's zone, as every time of the console.
    if (typeof value === 'string' && ISO_TIME.test(value)) return formatInZone(new Date(value), timeZone);
    if (ACCOUNT_KEYS.has(key))
      return value
        ? typeof detail[`${key}Email`] === 'string'
          ? String(detail[`${key}Email`])
          : (emails.get(String(value)) ?? String(value))
        : 'nobody';
    if (value !== null && typeof value === 'object') {
      return Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== undefined && inner !== null && inner !== '')
        .map(([innerKey, inner]) => `${innerKey}=${typeof inner === 'object' ? JSON.stringify(inner) : String(inner)}`)
        .join(', ');
    }
    return String(value);
  };
  const label = (key: string) => (key === 'assignedTo' ? 'assigned to' : key.replace(/([A-Z])/g, ' $1').toLowerCase());
  return Object.entries(detail)
    .filter(
      ([key, value]) =>
        value !== undefined && !(key.endsWith('Email') && ACCOUNT_KEYS.has(key.slice(0, -'Email'.length))),
    )
    .map(([key, value]) => `${label(key)}: ${valueText(key, value)}`)
    .join('; ');
}

/** What an entry is about, in words, and the item's page when it is an item of the console. */
export function auditRecord(
  row: Pick<AuditRow, 'subjectType' | 'subjectId'>,
  emails: ReadonlyMap<string, string>,
  titles: ReadonlyMap<string, string> = new Map(),
): { text: string; href?: string } {
  const { subjectType: type, subjectId: id } = row;
  if (!type) return { text: '' };
  const itemType = ITEM_TYPES.find((candidate) => candidate === type) as ItemType | undefined;
  if (itemType && id) {
    // By its page's title while it exists ("Claim CLM-..."); by id once deleted (no page to link to).
    const title = titles.get(`${itemType}:${id}`);
    return title
      ? { text: title, href: consoleItemPath(itemType, id) }
      : { text: `${ITEM_TYPE_LABELS[itemType]} ${id} (no longer stored)` };
  }
  if (itemType) return { text: `${ITEM_TYPE_LABELS[itemType]} (every one the filters matched)` };
  if (type === 'operator') return { text: id ? `Account ${emails.get(id) ?? id}` : 'An account' };
  if (type === 'outbox_message') return { text: `Message ${id ?? ''}`.trim() };
  if (type === 'opt_out') return { text: 'Opt-out list' };
  if (type === 'all') return { text: 'Every type (the filters matched)' };
  return { text: `${type} ${id ?? ''}`.trim() };
}

function query(filters: AuditPageFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, page }))
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  return params.size ? `?${params}` : '';
}

/** The action in words, with the stored code the filter takes below it (the code alone when it has no words). */
function ActionCell({ action }: { action: string }) {
  const words = auditActionWords(action);
  if (!words) return <span className="font-mono text-xs">{action}</span>;
  return (
    <>
      <span className="block">{words}</span>
      <span className="block font-mono text-xs text-muted-foreground">{action}</span>
    </>
  );
}

function RecordCell({ record }: { record: { text: string; href?: string } }) {
  if (!record.href) return record.text;
  return (
    <Link href={record.href} prefetch={false} className="text-primary underline underline-offset-2">
      {record.text}
    </Link>
  );
}

/** The append-only audit log, newest first, for administrators. */
export function AuditView({
  filters,
  rows,
  total,
  emails,
  titles,
}: {
  filters: AuditPageFilters;
  rows: AuditRow[];
  total: number;
  emails: ReadonlyMap<string, string>;
  /** Items' page titles by '<type>:<id>': the entries about items that still exist. */
  titles: ReadonlyMap<string, string>;
}) {
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const fields = [
    { name: 'action', label: 'Action code starts with', type: 'text' },
    { name: 'actor', label: 'Who (e-mail)', type: 'text' },
    { name: 'subjectId', label: 'Record (reference or id)', type: 'text' },
    { name: 'from', label: 'From', type: 'date' },
    { name: 'to', label: 'To', type: 'date' },
  ] as const;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <FilterForm filters={filters} action="/console/audit" className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {fields.map((field) => (
          <div key={field.name} className="space-y-1">
            <Label htmlFor={`a-${field.name}`}>{field.label}</Label>
            <Input
              id={`a-${field.name}`}
              name={field.name}
              type={field.type}
              defaultValue={filters[field.name] ?? ''}
            />
          </div>
        ))}
        <div className="flex items-end">
          <Button type="submit">Filter</Button>
        </div>
      </FilterForm>
      <p>{total === 1 ? '1 entry' : `${total.toLocaleString('en-US')} entries`}</p>
      <TableBox label="Audit entries">
        {/* Readable columns on a phone: the table scrolls inside its box, the page never sideways. */}
        <table className="w-full min-w-3xl text-left text-sm">
          <caption className="sr-only">Audit entries, newest first</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="p-2">
                When
              </th>
              <th scope="col" className="p-2">
                Who
              </th>
              <th scope="col" className="p-2">
                What
              </th>
              <th scope="col" className="p-2">
                Record
              </th>
              <th scope="col" className="p-2">
                IP
              </th>
              <th scope="col" className="p-2">
                Detail
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b align-top">
                <td className="p-2 whitespace-nowrap">
                  <Time date={row.at} />
                </td>
                <td className="min-w-44 p-2 [overflow-wrap:anywhere]">{row.actor}</td>
                <td className="p-2">
                  <ActionCell action={row.action} />
                </td>
                <td className="min-w-44 p-2 [overflow-wrap:anywhere]">
                  <RecordCell record={auditRecord(row, emails, titles)} />
                </td>
                <td className="p-2">{row.ipAddress}</td>
                <td className="min-w-56 p-2 [overflow-wrap:anywhere]">{detailText(row.detail, emails)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-4">
          {filters.page > 1 ? (
            <Link href={`/console/audit${query(filters, filters.page - 1)}`}>Previous page</Link>
          ) : null}
          {filters.page < pages ? (
            <Link href={`/console/audit${query(filters, filters.page + 1)}`}>Next page</Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
