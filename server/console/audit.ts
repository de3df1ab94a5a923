import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { getDb } from '../db/client';
import type { AuditAction } from '@/content/console';
import { auditLog, type AuditRow } from '../db/schema';
import { agencyTimeZone } from './clock';
import { summariseClosedWindows } from './login-refusals';

export interface Actor {
  operatorId: string | null;
  /** The operator's e-mail, the address typed at a failed login, or `cli:<user>` for the command. */
  actor: string;
  ipAddress: string;
}

export interface AuditEvent {
  /** A code with words for the audit page (content/console.ts AUDIT_ACTION_WORDS). */
  action: AuditAction;
  subjectType?: string;
  subjectId?: string;
  detail?: Record<string, unknown>;
}

/** Appends one row. The application only ever inserts here (triggers refuse UPDATE, DELETE and TRUNCATE). */
export async function recordAudit(actor: Actor, event: AuditEvent, db?: Db | Tx): Promise<void> {
  const target = db ?? (await getDb());
  await target.insert(auditLog).values({
    operatorId: actor.operatorId,
    actor: actor.actor,
    ipAddress: actor.ipAddress,
    action: event.action,
    subjectType: event.subjectType ?? null,
    subjectId: event.subjectId ?? null,
    detail: event.detail ?? {},
  });
}

export interface AuditFilters {
  action?: string;
  actor?: string;
  subjectId?: string;
  /** Days (YYYY-MM-DD) in the agency's time zone, both whole and inclusive, as the inbox reads them. */
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(filters: AuditFilters): Promise<{ rows: AuditRow[]; total: number }> {
  // Refused sign-ins of windows closed since are counted in first (login-refusals.ts).
  await summariseClosedWindows();
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(sql`${auditLog.action} like ${`${filters.action}%`}`);
  if (filters.actor) conditions.push(eq(auditLog.actor, filters.actor.toLowerCase()));
  if (filters.subjectId) conditions.push(eq(auditLog.subjectId, filters.subjectId));
  // The agency's day, as the times on the page are shown (a UTC day began at 7 PM the evening before).
  const zone = agencyTimeZone();
  if (filters.from) conditions.push(sql`${auditLog.at} >= ${filters.from}::date::timestamp at time zone ${zone}`);
  if (filters.to) conditions.push(sql`${auditLog.at} < (${filters.to}::date + 1)::timestamp at time zone ${zone}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
