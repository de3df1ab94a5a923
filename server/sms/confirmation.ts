import 'server-only';
import { sql } from 'drizzle-orm';
import { SMS_TOPICS, confirmationSmsText, type SmsConfirmationKind } from '@/content/sms';
import { BRAND } from '@/content/site';
import { phoneKey } from '@/lib/contact-key';
import type { Locale } from '@/lib/i18n/locale';
import { sendingWindowsFor } from '@/lib/quiet-hours';
import { resultRows, type Tx } from '../db/client';
import { mailSuppressions } from '../db/schema';
import { getEnv } from '../env';
import { log } from '../log';
import type { OutboxInput } from '../outbox/enqueue';
import { isOptedOut } from '../opt-out/registry';
import { getSiteConfig } from '../site-config';
import { sendsTexts } from './provider';

export interface SmsConfirmationRequest {
  kind: SmsConfirmationKind;
  phone: string;
  /** The consent box (calls and texts) was ticked: without it, no text. */
  consent: boolean;
  state?: string | null;
  reference: string;
  /** The language the visitor used: the text is written in it (English when not said). */
  locale?: Locale;
}

/**
 * The visitor's confirmation text for a stored lead or claim, inside its transaction (decision
 * 181): only with an SMS provider configured and the consent box ticked; nothing to a number that
 * opted out (checked again as it leaves), nothing past OUTBOX_CONFIRMATIONS_PER_DAY texts to the
 * number in 24 hours. A text not queued for an opt-out or the limit is a mail_suppressions row.
 */
export async function smsConfirmation(tx: Tx, request: SmsConfirmationRequest): Promise<OutboxInput[]> {
  if (!sendsTexts() || !request.consent) return [];
  const recipient = phoneKey(request.phone);
  if (!recipient) return [];
  const topic = SMS_TOPICS[request.kind];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${recipient}`}))`);
  const suppress = async (reason: 'opted_out' | 'throttled') => {
    await tx.insert(mailSuppressions).values({ recipient, topic, reason, reference: request.reference });
    log.info('confirmation text not sent', { topic, reference: request.reference, reason });
    return [];
  };
  if (await isOptedOut(tx, { phone: recipient })) return suppress('opted_out');
  const result = await tx.execute(
    sql`select count(*)::int as n from outbox_messages where recipient_key = ${recipient} and created_at > now() - interval '1 day'`,
  );
  if (Number(resultRows<{ n: number }>(result)[0]?.n ?? 0) >= getEnv().OUTBOX_CONFIRMATIONS_PER_DAY)
    return suppress('throttled');

  // Written now, in the visitor's language: the outbox keeps the finished body and sends it as it is.
  const body = confirmationSmsText(
    request.kind,
    request.reference,
    { brand: BRAND.name, phone: getSiteConfig().phone },
    request.locale,
  );
  return [
    {
      channel: 'sms',
      topic,
      to: `+1${recipient}`,
      body,
      sendingWindows: sendingWindowsFor(request.state),
      recipientKey: recipient,
    },
  ];
}
