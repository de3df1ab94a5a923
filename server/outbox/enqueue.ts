import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { SendingWindow } from '@/lib/quiet-hours';

export interface EmailMessage {
  channel: 'email';
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * Who an agency notice is about: the worker matches them against the opt-outs as it leaves and,
   * for someone on the list, puts the desk's "Do not contact" first (server/mail/do-not-contact-notice.ts).
   * Kept in the outbox row, never sent.
   */
  contact?: { email?: string; phone?: string };
}

export interface WebhookMessage {
  channel: 'webhook';
  /** The JSON body's `event`, e.g. 'claim.submitted'. */
  event: string;
  data: Record<string, unknown>;
  /**
   * Who the event is about, when `data` does not carry `email` and `phone` itself: the worker
   * matches them against the opt-outs as the webhook leaves and sets `doNotContact` (decision 124).
   * Kept in the outbox row, never sent.
   */
  contact?: { email?: string; phone?: string };
}

export interface SmsMessage {
  channel: 'sms';
  /** The recipient in E.164 form (+1 and ten digits). */
  to: string;
  body: string;
  /**
   * Where the recipient may be and the hours a text may reach them there (lib/quiet-hours.ts): the
   * text leaves only when it is within every one of them, otherwise it is held until they open
   * (decision 181).
   */
  sendingWindows: SendingWindow[];
}

export type OutboxInput = (EmailMessage | WebhookMessage | SmsMessage) & {
  topic: string;
  /** Defaults to a fresh UUID; pass a stable one when the same message could be enqueued twice. */
  idempotencyKey?: string;
  /**
   * A visitor's confirmation: the normalised e-mail address (server/mail/confirmation.ts) or phone key
   * (server/sms/confirmation.ts).
   */
  recipientKey?: string;
};

export interface EnqueueOptions {
  /**
   * The item ('<type>:<id>') is suspected spam: its messages are stored 'held', never taken by the
   * worker, until a person marks it genuine (server/spam/suspected.ts).
   */
  heldFor?: string;
  /** The item ('<type>:<id>') the messages are about, so the console can lead from a message to it. */
  item?: string;
}

/**
 * Queues messages inside the caller's transaction: they exist exactly when the record they
 * announce exists. Nothing is sent here; the outbox worker delivers after commit.
 */
export async function enqueueOutbox(tx: Tx, messages: OutboxInput[], options: EnqueueOptions = {}): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(outboxMessages).values(
    messages.map(({ topic, idempotencyKey, recipientKey, ...message }) => ({
      channel: message.channel,
      topic,
      idempotencyKey: idempotencyKey ?? randomUUID(),
      payload: message,
      recipientKey: recipientKey ?? null,
      item: options.item ?? null,
      ...(options.heldFor ? { status: 'held', heldFor: options.heldFor } : {}),
    })),
  );
}
