import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { mailSuppressions, outboxMessages, type OutboxMessage } from '../db/schema';
import { getEnv } from '../env';
import { describeError, log } from '../log';
import { outboxMessageId } from '../mail/message-id';
import { sendMail } from '../mail/transport';
import { isOptedOut } from '../opt-out/registry';
import { openSealedFields } from '../storage/sealed-text';
import type { EmailMessage, WebhookMessage } from './enqueue';
import { deliverWebhook } from './webhook';

/** How long a worker holds a message it is delivering; after that another worker may take it. */
const LEASE_SECONDS = 120;
const BATCH_SIZE = 10;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Exponential backoff with jitter: base, 2x, 4x, ... capped at an hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  const exponential = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}

/**
 * Takes due messages for this worker: `FOR UPDATE SKIP LOCKED` makes two workers (two server
 * processes on one PostgreSQL) take disjoint rows, and the lease (`locked_until`) hands a message
 * back if its worker dies mid-delivery. The try is counted when it is taken.
 */
async function claimDueMessages(): Promise<OutboxMessage[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    update outbox_messages set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from outbox_messages
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit ${BATCH_SIZE}
      for update skip locked
    )
    returning id, channel, topic, idempotency_key, payload, attempts, created_at, recipient_key`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return rows.map((row) => ({
    id: String(row.id),
    channel: String(row.channel),
    topic: String(row.topic),
    idempotencyKey: String(row.idempotency_key),
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as unknown,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at as string),
    recipientKey: row.recipient_key == null ? null : String(row.recipient_key),
  })) as OutboxMessage[];
}

/** The opt-out's own confirmation is the one e-mail an opted-out address may still receive (decision 124). */
const OPT_OUT_CONFIRMATION_TOPIC = 'opt_out.confirmation';

/**
 * A visitor's e-mail whose address opted out after it was queued: it is not sent (checked again
 * here, as it leaves, decision 124). Returns true when the message was set aside.
 */
async function suppressedAtDelivery(message: OutboxMessage): Promise<boolean> {
  if (message.channel !== 'email' || !message.recipientKey || message.topic === OPT_OUT_CONFIRMATION_TOPIC) return false;
  const db = await getDb();
  if (!(await isOptedOut(db, { email: message.recipientKey }))) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(outboxMessages)
      .set({ status: 'suppressed', lockedUntil: null, lastError: 'not sent: the recipient opted out' })
      .where(eq(outboxMessages.id, message.id));
    await tx.insert(mailSuppressions).values({ recipient: message.recipientKey!, topic: message.topic, reason: 'opted_out' });
  });
  log.info('outbox e-mail suppressed, recipient opted out', { id: message.id, topic: message.topic });
  return true;
}

async function deliver(message: OutboxMessage): Promise<void> {
  const env = getEnv();
  if (message.channel === 'email') {
    const mail = message.payload as EmailMessage;
    await sendMail({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, messageId: outboxMessageId(message.idempotencyKey, env.MAIL_FROM) });
  } else if (message.channel === 'webhook') {
    const hook = message.payload as WebhookMessage;
    const data = openSealedFields(hook.data);
    // Every webhook about a person says, as it leaves, whether that person asked not to be contacted.
    const contact = hook.contact ?? { email: data.email, phone: data.phone };
    const doNotContact = await isOptedOut(await getDb(), contact);
    await deliverWebhook({ idempotencyKey: message.idempotencyKey, event: hook.event, data: { ...data, doNotContact }, createdAt: message.createdAt });
  } else {
    throw new Error(`unknown channel ${message.channel}`);
  }
}

/** An error text without addresses (SMTP errors quote the recipient). */
function safeError(error: unknown): string {
  return describeError(error).error.replace(/[^\s<>@]+@[^\s<>@]+/g, '[address]').slice(0, 500);
}

/** Delivers every message that is due now, once; returns how many were delivered and failed. */
export async function runOutboxOnce(): Promise<{ delivered: number; failed: number }> {
  const env = getEnv();
  const db = await getDb();
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimDueMessages();
    if (batch.length === 0) break;
    for (const message of batch) {
      try {
        if (await suppressedAtDelivery(message)) continue;
        await deliver(message);
        await db
          .update(outboxMessages)
          .set({ status: 'delivered', deliveredAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(outboxMessages.id, message.id));
        delivered += 1;
        log.info('outbox delivered', { id: message.id, topic: message.topic, channel: message.channel, attempts: message.attempts });
      } catch (error) {
        failed += 1;
        const dead = message.attempts >= env.OUTBOX_MAX_ATTEMPTS;
        const lastError = safeError(error);
        await db
          .update(outboxMessages)
          .set({
            status: dead ? 'dead' : 'pending',
            lockedUntil: null,
            lastError,
            nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts, env.OUTBOX_BASE_DELAY_MS)),
          })
          .where(eq(outboxMessages.id, message.id));
        (dead ? log.error : log.warn)(dead ? 'outbox message dead' : 'outbox delivery failed, will retry', {
          id: message.id,
          topic: message.topic,
          channel: message.channel,
          attempts: message.attempts,
          error: lastError,
        });
      }
    }
    if (batch.length < BATCH_SIZE) break;
  }
  return { delivered, failed };
}

interface WorkerState {
  timer?: NodeJS.Timeout;
  running?: Promise<unknown>;
  stopped: boolean;
  again: boolean;
}
const globalForWorker = globalThis as unknown as { outboxWorker?: WorkerState };

function tick(state: WorkerState): void {
  if (state.stopped) return;
  if (state.running) {
    state.again = true;
    return;
  }
  clearTimeout(state.timer);
  state.running = runOutboxOnce()
    .catch((error: unknown) => log.error('outbox run failed', describeError(error)))
    .finally(() => {
      state.running = undefined;
      if (state.stopped) return;
      const delay = state.again ? 0 : getEnv().OUTBOX_POLL_MS;
      state.again = false;
      state.timer = setTimeout(() => tick(state), delay);
      state.timer.unref();
    });
}

/**
 * Starts delivering in this process: a poll every OUTBOX_POLL_MS (which also resumes whatever was
 * pending before a restart), plus an immediate run after each submission (`wakeOutbox`).
 * Returns the stop function, which waits for the delivery in progress.
 */
export function startOutboxWorker(): () => Promise<void> {
  if (globalForWorker.outboxWorker && !globalForWorker.outboxWorker.stopped) return () => stopOutboxWorker();
  const state: WorkerState = { stopped: false, again: false };
  globalForWorker.outboxWorker = state;
  tick(state);
  log.info('outbox worker started', { pollMs: getEnv().OUTBOX_POLL_MS });
  return () => stopOutboxWorker();
}

async function stopOutboxWorker(): Promise<void> {
  const state = globalForWorker.outboxWorker;
  if (!state) return;
  state.stopped = true;
  clearTimeout(state.timer);
  await state.running;
}

/** Asks the running worker to deliver now (after a submission committed); no-op without one. */
export function wakeOutbox(): void {
  const state = globalForWorker.outboxWorker;
  if (state && !state.stopped) tick(state);
}
