import 'server-only';
import { and, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { loginRefusals } from '../db/schema';
import { recordAudit } from './audit';
import { now } from './clock';
import { auditedAddress, throttleAddress } from './login-identity';
import { THROTTLE_WINDOW_MINUTES } from './login-throttle';

const WINDOW_MS = THROTTLE_WINDOW_MINUTES * 60_000;
/** Counters older than this are deleted (their counts are in the audit log by then). */
const KEEP_DAYS = 30;

export interface Refusal {
  /** The address as typed (it is normalised and cut to 64 characters here). */
  typed: string;
  ipAddress: string;
  /** 'password', 'unknown account', 'code', 'throttled: account' ... */
  reason: string;
  /** When the refusal was for the whole client address (its budget spent), every typed address counts as one. */
  wholeAddress?: boolean;
  operatorId?: string | null;
}

/**
 * Counts a refused sign-in (decision 112): one counter per throttle window, typed address and
 * client address. The audit log gets a row when a window is first refused (`login.refused`, count
 * 1) and, once that window has closed with more refusals, one more with the count
 * (`login.refused.count`): 600 wrong passwords from one place add two rows, not 600. Once an
 * address has spent its budget, what it types next is counted under '*', so typing new addresses
 * does not make new rows either.
 */
export async function countRefusal(refusal: Refusal): Promise<void> {
  const db = await getDb();
  const at = now().getTime();
  const windowStart = new Date(at - (at % WINDOW_MS));
  const account = refusal.wholeAddress ? '*' : auditedAddress(refusal.typed);
  const ipAddress = throttleAddress(refusal.ipAddress);
  const [row] = await db
    .insert(loginRefusals)
    .values({ windowStart, account, ipAddress, firstReason: refusal.reason })
    .onConflictDoUpdate({
      target: [loginRefusals.windowStart, loginRefusals.account, loginRefusals.ipAddress],
      set: { count: sql`${loginRefusals.count} + 1` },
    })
    .returning({ count: loginRefusals.count });
  if (row?.count === 1) {
    await recordAudit(
      { operatorId: refusal.operatorId ?? null, actor: account, ipAddress },
      {
        action: 'login.refused',
        subjectType: 'operator',
        subjectId: refusal.operatorId ?? undefined,
        detail: { reason: refusal.reason, window: windowStart.toISOString(), count: 1 },
      },
    );
  }
  await summariseClosedWindows();
}

/**
 * Writes the count of every closed window refused more than once, once (the counter row is marked
 * in the same statement that reads it, so two processes never both write it). Runs after each
 * refusal and before the audit page is read.
 */
export async function summariseClosedWindows(): Promise<void> {
  const db = await getDb();
  const closedBefore = new Date(now().getTime() - WINDOW_MS);
  await db.transaction(async (tx) => {
    const closed = await tx
      .update(loginRefusals)
      .set({ summarisedAt: now() })
      .where(and(isNull(loginRefusals.summarisedAt), lt(loginRefusals.windowStart, closedBefore)))
      .returning();
    for (const window of closed.filter((row) => row.count > 1)) {
      await recordAudit(
        { operatorId: null, actor: window.account, ipAddress: window.ipAddress },
        {
          action: 'login.refused.count',
          subjectType: 'operator',
          detail: { reason: window.firstReason, window: window.windowStart.toISOString(), count: window.count },
        },
        tx,
      );
    }
  });
  await db
    .delete(loginRefusals)
    .where(lt(loginRefusals.windowStart, new Date(now().getTime() - KEEP_DAYS * 86_400_000)));
}
