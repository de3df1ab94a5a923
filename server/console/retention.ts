import 'server-only';
import { and, count, inArray, lt, ne, not, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { auditLog, claimAttachments, mailSuppressions, outboxMessages } from '../db/schema';
import { beingWorked } from './being-worked';
import { getEnv } from '../env';
import { describeError, log } from '../log';
import { DatabaseDocumentStore } from '../storage/database-store';
import { getFileStore } from '../storage/store';
import { recordAudit } from './audit';
import { now } from './clock';
import { purgeSuspectedSpam } from '../spam/suspected';
import { SUBMISSION_TABLES } from '../submissions/tables';
import { ITEM_TYPES, type ItemType } from '@/lib/fields/console-item';

/** What personal fields become once their retention has passed. */
export const REMOVED = '[removed]';
const DAY_MS = 86_400_000;

export interface RetentionReport {
  documentDays: number;
  submissionDays: number | 'off';
  documents: number;
  /** Per submission table (server/submissions/tables.ts): rows whose personal fields were (or would be) blanked. */
  submissions: Record<string, number>;
  /** Sent (or given-up) e-mails and webhooks whose contents (names, addresses, texts) were removed. */
  outboxMessages: number;
  spamDays: number;
  /** Suspected spam nobody marked genuine, deleted with its held messages (server/spam/suspected.ts). */
  suspectedSpam: number;
}

/** What a sent message's contents become once the submission retention has passed. */
export const REMOVED_PAYLOAD = { removed: 'retention' } as const;

/**
 * Deletes claim documents older than RETENTION_DAYS_CLAIM_DOCUMENTS (file and row), and, when
 * RETENTION_DAYS_SUBMISSIONS is set, blanks the personal fields of older submissions (the rows,
 * references and dates stay for the books). With `dryRun` it only counts. A real run is audited.
 */
export async function runRetention({ dryRun }: { dryRun: boolean }): Promise<RetentionReport> {
  const env = getEnv();
  const db = await getDb();
  const documentCutoff = new Date(now().getTime() - env.RETENTION_DAYS_CLAIM_DOCUMENTS * DAY_MS);
  const oldDocuments = await db
    .select({ id: claimAttachments.id, storageKey: claimAttachments.storageKey })
    .from(claimAttachments)
    .where(
      and(
        lt(claimAttachments.createdAt, documentCutoff),
        not(beingWorked('claim', claimAttachments.claimId, documentCutoff)),
      ),
    );

  const submissionDays = env.RETENTION_DAYS_SUBMISSIONS;
  const cutoff = submissionDays === 'off' ? null : new Date(now().getTime() - submissionDays * DAY_MS);
  // Rows past the cutoff whose personal fields are still there.
  const submissions: RetentionReport['submissions'] = {};
  const pastRetention = (type: ItemType, at: Date) => {
    const { id, createdAt, retentionMarker } = SUBMISSION_TABLES[type];
    return and(lt(createdAt, at), ne(retentionMarker, REMOVED), not(beingWorked(type, id, at)));
  };
  for (const type of ITEM_TYPES) {
    const { table, name } = SUBMISSION_TABLES[type];
    if (!cutoff) {
      submissions[name] = 0;
      continue;
    }
    const [row] = await db.select({ n: count() }).from(table).where(pastRetention(type, cutoff));
    submissions[name] = Number(row?.n ?? 0);
  }
  // The outbox keeps each e-mail and webhook as it left (contact details, a note, a comment): past
  // the same age, messages no longer waiting keep their topic, state and dates, not their contents.
  const oldMessages = and(
    lt(outboxMessages.createdAt, cutoff ?? new Date(0)),
    ne(outboxMessages.status, 'pending'),
    sql`${outboxMessages.payload} <> ${JSON.stringify(REMOVED_PAYLOAD)}::jsonb`,
  );
  const [messages] = cutoff
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxMessages)
        .where(oldMessages)
    : [{ n: 0 }];
  // Suspected spam goes by SPAM_RETENTION_DAYS, or earlier with the other submissions: never kept
  // (with its held messages, whole) past the date an ordinary submission loses its personal fields.
  const spamDays =
    submissionDays === 'off' ? env.SPAM_RETENTION_DAYS : Math.min(env.SPAM_RETENTION_DAYS, submissionDays);
  const spam = await purgeSuspectedSpam(spamDays, dryRun);
  const report: RetentionReport = {
    documentDays: env.RETENTION_DAYS_CLAIM_DOCUMENTS,
    submissionDays,
    documents: oldDocuments.length,
    submissions,
    outboxMessages: Number(messages?.n ?? 0),
    spamDays,
    suspectedSpam: Object.values(spam).reduce((sum, n) => sum + n, 0),
  };
  if (dryRun) return report;

  const store = getFileStore();
  if (oldDocuments.length > 0) {
    for (const document of oldDocuments) await store.delete(document.storageKey);
    await db.delete(claimAttachments).where(
      inArray(
        claimAttachments.id,
        oldDocuments.map((document) => document.id),
      ),
    );
  }
  // Documents no claim took (a crash between the upload and the claim's transaction).
  if (store instanceof DatabaseDocumentStore) {
    const orphans = await store.sweepOrphans(new Date(now().getTime() - DAY_MS));
    if (orphans > 0) log.info('retention removed unclaimed documents', { orphans });
  }
  if (cutoff) {
    await db.transaction(async (tx) => {
      for (const type of ITEM_TYPES) {
        const { table, retentionBlank } = SUBMISSION_TABLES[type];
        await tx.update(table).set(retentionBlank(REMOVED)).where(pastRetention(type, cutoff));
      }
      await tx.update(outboxMessages).set({ payload: REMOVED_PAYLOAD, recipientKey: null }).where(oldMessages);
      // A record of a confirmation not sent (opted out, or over the daily limit) names its
      // recipient; the opt-out itself is kept in opt_outs, so these go with the submissions.
      await tx.delete(mailSuppressions).where(lt(mailSuppressions.createdAt, cutoff));
    });
  }
  await recordAudit(
    { operatorId: null, actor: 'system:retention', ipAddress: 'local' },
    { action: 'retention.run', detail: { ...report } },
  );
  return report;
}

export function describeRetention(report: RetentionReport, dryRun: boolean): string {
  const verb = dryRun ? 'Would delete' : 'Deleted';
  const lines = [
    `${verb} ${report.documents} claim document(s) older than ${report.documentDays} days.`,
    `${verb} ${report.suspectedSpam} suspected-spam submission(s) older than ${report.spamDays} days.`,
  ];
  if (report.submissionDays === 'off') lines.push('Submissions: kept (RETENTION_DAYS_SUBMISSIONS=off).');
  else {
    for (const [table, n] of Object.entries(report.submissions))
      lines.push(
        `${dryRun ? 'Would remove' : 'Removed'} personal fields of ${n} ${table.replace(/_/g, ' ')} older than ${report.submissionDays} days.`,
      );
    lines.push(
      `${dryRun ? 'Would remove' : 'Removed'} the contents of ${report.outboxMessages} sent e-mail(s) and webhook(s) older than ${report.submissionDays} days.`,
    );
  }
  return lines.join('\n');
}

/** Runs retention once a day in this process (first run a minute after start). */
export function startRetentionJob(): () => void {
  const run = () =>
    runRetention({ dryRun: false })
      .then((report) =>
        log.info('retention run', {
          documents: report.documents,
          ...report.submissions,
          outbox_messages: report.outboxMessages,
          suspected_spam: report.suspectedSpam,
        }),
      )
      .catch((error: unknown) => log.error('retention run failed', describeError(error)));
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}

export interface AuditRetentionReport {
  days: number;
  before: string;
  rows: number;
}

/**
 * The audit log's retention (decision 126), applied only by `npm run retention -- audit`, never by
 * the daily job. The database refuses DELETE on audit_log (and UPDATE and TRUNCATE); the one door
 * is a setting its trigger reads, set with SET LOCAL inside this transaction only, naming the
 * cut-off: rows older than it may go, and the trigger refuses any cut-off less than 365 days ago.
 * A setting rather than dropping the trigger: nothing is ever without the trigger, not even inside
 * this transaction, and the rule (how old, which statement) stays in the database. The run writes
 * its own row (`audit.retention`) in the same transaction.
 */
export async function runAuditRetention({
  dryRun,
  actor,
}: {
  dryRun: boolean;
  actor: string;
}): Promise<AuditRetentionReport> {
  const days = getEnv().RETENTION_DAYS_AUDIT;
  const before = new Date(now().getTime() - days * DAY_MS);
  const db = await getDb();
  if (dryRun) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(lt(auditLog.at, before));
    return { days, before: before.toISOString(), rows: Number(row?.n ?? 0) };
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('insurancematch.audit_retention_before', ${before.toISOString()}, true)`);
    const deleted = await tx.delete(auditLog).where(lt(auditLog.at, before)).returning({ id: auditLog.id });
    const report = { days, before: before.toISOString(), rows: deleted.length };
    await recordAudit(
      { operatorId: null, actor, ipAddress: 'local' },
      { action: 'audit.retention', detail: { ...report } },
      tx,
    );
    return report;
  });
}

export function describeAuditRetention(report: AuditRetentionReport, dryRun: boolean): string {
  return `${dryRun ? 'Would delete' : 'Deleted'} ${report.rows} audit log row(s) older than ${report.days} days (before ${report.before}).`;
}
