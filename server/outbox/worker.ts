import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb, resultRows } from '../db/client';
import { mailSuppressions, outboxMessages, type OutboxMessage } from '../db/schema';
import type { Env } from '../env-schema';
import { getEnv } from '../env';
import { describeError, log } from '../log';
import { withDoNotContactNotice } from '../mail/do-not-contact-notice';
import { outboxMessageId } from '../mail/message-id';
import { sendMail } from '../mail/transport';
import { isOptedOut } from '../opt-out/registry';
import { openSealedFields } from '../storage/sealed-text';
import { FEDERAL_SENDING_HOURS } from '@/content/sms-sending-hours';
import { quietHoursHold, sendingWindowsFor, type SendingWindow } from '@/lib/quiet-hours';
import { sendSms } from '../sms/provider';
import type { EmailMessage, SmsMessage, WebhookMessage } from './enqueue';
import { deliverWebhook } from './webhook';

const BATCH_SIZE = 10;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Exponential backoff with jitter: base, 2x, 4x, ... capped at an hour (so a four-day window is ~100 tries). */
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
  // How long this worker holds what it takes (OUTBOX_LEASE_SECONDS); after that another may take it.
  const LEASE_SECONDS = getEnv().OUTBOX_LEASE_SECONDS;
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
  const rows = resultRows<Record<string, unknown>>(result);
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
 * A visitor's e-mail or text whose address or number opted out after it was queued: it is not
 * sent (checked again here, as it leaves, decisions 124 and 181). Returns true when the message
 * was set aside.
 */
async function suppressedAtDelivery(message: OutboxMessage): Promise<boolean> {
  if (!message.recipientKey || message.topic === OPT_OUT_CONFIRMATION_TOPIC) return false;
  if (message.channel !== 'email' && message.channel !== 'sms') return false;
  const db = await getDb();
  const contact = message.channel === 'sms' ? { phone: message.recipientKey } : { email: message.recipientKey };
  if (!(await isOptedOut(db, contact))) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(outboxMessages)
      .set({ status: 'suppressed', lockedUntil: null, lastError: 'not sent: the recipient opted out' })
      .where(eq(outboxMessages.id, message.id));
    await tx
      .insert(mailSuppressions)
      .values({ recipient: message.recipientKey!, topic: message.topic, reason: 'opted_out' });
  });
  log.info('outbox message suppressed, recipient opted out', {
    id: message.id,
    topic: message.topic,
    channel: message.channel,
  });
  return true;
}

/** The windows of a queued text. Rows queued before the windows carried zones only, on the federal hours. */
function windowsOf(payload: Partial<SmsMessage> & { timeZones?: string[] }): SendingWindow[] {
  if (payload.sendingWindows) return payload.sendingWindows;
  const { firstHour, endHour } = FEDERAL_SENDING_HOURS;
  // A row without either (none is written so) is held as if the state were unknown: every window.
  return payload.timeZones?.map((timeZone) => ({ timeZone, firstHour, endHour })) ?? sendingWindowsFor(null);
}

/**
 * A text that would leave outside its recipient's sending hours (8 am to 9 pm, 8 pm in Florida and
 * Oklahoma): not sent, the row's next try set to 8 am there, the try not counted (decision 181).
 * True when it was held.
 */
async function heldForQuietHours(message: OutboxMessage, now: Date): Promise<boolean> {
  if (message.channel !== 'sms') return false;
  const hold = quietHoursHold(now, windowsOf(message.payload as SmsMessage));
  if (!hold) return false;
  const db = await getDb();
  await db
    .update(outboxMessages)
    .set({ nextAttemptAt: hold, lockedUntil: null, attempts: sql`${outboxMessages.attempts} - 1` })
    .where(eq(outboxMessages.id, message.id));
  log.info('outbox text held for quiet hours', { id: message.id, topic: message.topic, until: hold.toISOString() });
  return true;
}

/** Sends one message; says whether an e-mail was only written to a file (no SMTP server set). */
async function deliver(message: OutboxMessage): Promise<'delivered' | 'written to file'> {
  if (message.channel === 'email') {
    const mail = message.payload as EmailMessage;
    const { subject, text, replyTo, marked } = await withDoNotContactNotice(mail);
    const how = await sendMail({
      to: mail.to,
      subject,
      text,
      replyTo,
      messageId: outboxMessageId(
        marked ? `${message.idempotencyKey}:do-not-contact` : message.idempotencyKey,
        getEnv().MAIL_FROM,
      ),
    });
    return how === 'sent' ? 'delivered' : how;
  } else if (message.channel === 'webhook') {
    const hook = message.payload as WebhookMessage;
    const data = openSealedFields(hook.data);
    // Every webhook about a person says, as it leaves, whether that person asked not to be contacted.
    const contact = hook.contact ?? { email: data.email, phone: data.phone };
    const doNotContact = await isOptedOut(await getDb(), contact);
    await deliverWebhook({
      idempotencyKey: message.idempotencyKey,
      event: hook.event,
      data: { ...data, doNotContact },
      createdAt: message.createdAt,
    });
    return 'delivered';
  } else if (message.channel === 'sms') {
    const text = message.payload as SmsMessage;
    await sendSms(text.to, text.body);
    return 'delivered';
  } else {
    throw new Error(`unknown channel ${message.channel}`);
  }
}

/**
 * An error text without addresses (SMTP errors quote the recipient), with its code when the text
 * does not name it: fetch's "TypeError: fetch failed" keeps the reason (ECONNREFUSED, ENOTFOUND)
 * only in its cause, and the console words a failure by that code (`deliveryProblem`).
 */
function safeError(error: unknown): string {
  const { error: text, code } = describeError(error);
  const withCode = code && !text.includes(code) ? `${text} (${code})` : text;
  return withCode.replace(/[^\s<>@]+@[^\s<>@]+/g, '[address]').slice(0, 500);
}

/**
 * Whether a failed message is given up: it has been retried for OUTBOX_MAX_AGE_HOURS since it was
 * queued (four days by default, as mail servers do, RFC 5321), or OUTBOX_MAX_ATTEMPTS is set and
 * reached. `now` is the database's clock, the one `created_at` was written with.
 */
export function isPastRetryWindow(
  message: Pick<OutboxMessage, 'attempts' | 'createdAt'>,
  now: Date,
  env: Pick<Env, 'OUTBOX_MAX_AGE_HOURS' | 'OUTBOX_MAX_ATTEMPTS'>,
): boolean {
  if (env.OUTBOX_MAX_ATTEMPTS !== 'off' && message.attempts >= env.OUTBOX_MAX_ATTEMPTS) return true;
  return now.getTime() - message.createdAt.getTime() >= env.OUTBOX_MAX_AGE_HOURS * 3_600_000;
}

async function databaseNow(): Promise<Date> {
  const db = await getDb();
  const result = await db.execute(sql`select now() as now`);
  const rows = resultRows<{ now: string | Date }>(result);
  return new Date(rows[0]!.now);
}

/** Hands messages taken but not tried back at once (shutdown), without counting a try. */
async function releaseLeases(messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const db = await getDb();
  await db
    .update(outboxMessages)
    .set({ lockedUntil: null, attempts: sql`${outboxMessages.attempts} - 1` })
    .where(
      inArray(
        outboxMessages.id,
        messages.map((message) => message.id),
      ),
    );
  log.info('outbox leases released', { count: messages.length });
}

/** Delivers one taken message and records the outcome. */
async function deliverOne(
  message: OutboxMessage,
  env: Env,
  db: Awaited<ReturnType<typeof getDb>>,
  now: Date,
): Promise<'delivered' | 'failed' | 'suppressed' | 'held'> {
  try {
    if (await suppressedAtDelivery(message)) return 'suppressed';
    if (await heldForQuietHours(message, now)) return 'held';
    const how = await deliver(message);
    // Without SMTP, an e-mail is only a file on this server: neither the console nor the log may
    // say "delivered" (staff would tell a family an e-mail reached them that never left).
    const filed = how === 'written to file';
    await db
      .update(outboxMessages)
      .set({
        status: filed ? 'filed' : 'delivered',
        deliveredAt: filed ? null : new Date(),
        lockedUntil: null,
        lastError: null,
      })
      .where(eq(outboxMessages.id, message.id));
    log.info(
      how === 'written to file' ? 'outbox e-mail written to file (SMTP_URL unset): not sent' : 'outbox delivered',
      {
        id: message.id,
        topic: message.topic,
        channel: message.channel,
        attempts: message.attempts,
      },
    );
    return 'delivered';
  } catch (error) {
    const dead = isPastRetryWindow(message, await databaseNow(), env);
    const lastError = safeError(error);
    await db
      .update(outboxMessages)
      .set({
        status: dead ? 'dead' : 'pending',
        lockedUntil: null,
        lastError,
        nextAttemptAt: sql`now() + make_interval(secs => ${backoffMs(message.attempts, env.OUTBOX_BASE_DELAY_MS) / 1000})`,
      })
      .where(eq(outboxMessages.id, message.id));
    (dead ? log.error : log.warn)(dead ? 'outbox message dead' : 'outbox delivery failed, will retry', {
      id: message.id,
      topic: message.topic,
      channel: message.channel,
      attempts: message.attempts,
      error: lastError,
    });
    return 'failed';
  }
}

/**
 * Delivers every message that is due now, once; returns how many were delivered and failed.
 * `shouldStop` is asked before each message: once it says yes, what was not started is handed back.
 * `clock` is the wall time the texts' quiet hours are judged by (tests pass a day or a night).
 */
export async function runOutboxOnce(
  shouldStop: () => boolean = () => false,
  clock: () => Date = () => new Date(),
): Promise<{ delivered: number; failed: number }> {
  const env = getEnv();
  const db = await getDb();
  let delivered = 0;
  let failed = 0;
  for (;;) {
    if (shouldStop()) break;
    const batch = await claimDueMessages();
    if (batch.length === 0) break;
    // OUTBOX_CONCURRENCY lanes take the batch's messages in turn; once told to stop, a lane takes
    // no new one, and whatever no lane started is handed back untried.
    let nextIndex = 0;
    const lane = async (): Promise<void> => {
      while (nextIndex < batch.length && !shouldStop()) {
        const message = batch[nextIndex++]!;
        const outcome = await deliverOne(message, env, db, clock());
        if (outcome === 'delivered') delivered += 1;
        else if (outcome === 'failed') failed += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(env.OUTBOX_CONCURRENCY, batch.length) }, lane));
    if (nextIndex < batch.length) {
      await releaseLeases(batch.slice(nextIndex));
      break;
    }
    if (batch.length < BATCH_SIZE) break;
  }
  noteDeliveryHealth(delivered, failed);
  return { delivered, failed };
}

const globalForHealth = globalThis as unknown as { outboxFailing?: boolean };

/** One log line when deliveries start failing and one when they recover, not one per run. */
function noteDeliveryHealth(delivered: number, failed: number): void {
  if (failed > 0 && !globalForHealth.outboxFailing) {
    globalForHealth.outboxFailing = true;
    log.error('outbox deliveries failing: e-mails or webhooks are not reaching their receiver (see /api/health)', {
      failed,
    });
  } else if (delivered > 0 && failed === 0 && globalForHealth.outboxFailing) {
    globalForHealth.outboxFailing = false;
    log.info('outbox deliveries recovered', { delivered });
  }
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
  state.running = runOutboxOnce(() => state.stopped)
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
  // The delivery in progress finishes; messages taken but not tried are handed back (runOutboxOnce).
  await state.running;
  log.info('outbox worker stopped');
}

/** Asks the running worker to deliver now (after a submission committed); no-op without one. */
export function wakeOutbox(): void {
  const state = globalForWorker.outboxWorker;
  if (state && !state.stopped) tick(state);
}
