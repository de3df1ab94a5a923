import 'server-only';
import { sql } from 'drizzle-orm';
import { OPT_OUT_PATH } from '@/content/consent';
import { CONFIRMATION_TOPICS, confirmationEmailText, type ConfirmationKind } from '@/content/mail';
import { BRAND } from '@/content/site';
import { emailKey } from '@/lib/contact-key';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { resultRows, type Tx } from '../db/client';
import { mailSuppressions } from '../db/schema';
import { getEnv } from '../env';
import { log } from '../log';
import type { OutboxInput } from '../outbox/enqueue';
import { isOptedOut } from '../opt-out/registry';
import { publicUrl } from '../public-url';
import { getSiteConfig } from '../site-config';

/**
 * The address of the opt-out page, as every confirmation e-mail gives it: in the e-mail's language, on
 * the same public address as the agency's e-mail links (`publicUrl`: PUBLIC_BASE_URL, else this server).
 */
export function optOutUrl(locale: Locale = 'en'): string {
  return publicUrl(localizedPath(OPT_OUT_PATH, locale));
}

/**
 * The visitor's confirmation e-mail for a stored submission, inside its transaction (decision 125):
 * nothing when the address opted out (except the one confirmation of an opt-out itself), nothing
 * when it already received OUTBOX_CONFIRMATIONS_PER_DAY confirmations in the last 24 hours. A
 * confirmation not sent is recorded in mail_suppressions; the submission itself is unaffected.
 * Written in the language the visitor used (`locale`), and composed here: the outbox keeps the
 * finished subject and text, so the worker sends it as written.
 */
export async function confirmationEmail(
  tx: Tx,
  kind: ConfirmationKind,
  to: string,
  reference: string,
  locale: Locale = 'en',
): Promise<OutboxInput[]> {
  const recipient = emailKey(to);
  if (!recipient) return [];
  const topic = CONFIRMATION_TOPICS[kind];
  // One submission at a time per address, so two at once cannot both pass the daily limit.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`confirmation:${recipient}`}))`);
  const suppress = async (reason: 'opted_out' | 'throttled') => {
    await tx.insert(mailSuppressions).values({ recipient, topic, reason, reference });
    log.info('confirmation e-mail not sent', { topic, reference, reason });
    return [];
  };
  if (kind !== 'opt_out' && (await isOptedOut(tx, { email: recipient }))) return suppress('opted_out');
  const result = await tx.execute(
    // Held confirmations (suspected spam, server/spam/suspected.ts) have not left: a bot posting a
    // stranger's address does not use up that person's limit.
    sql`select count(*)::int as n from outbox_messages where recipient_key = ${recipient} and status <> 'held' and created_at > now() - interval '1 day'`,
  );
  const rows = resultRows<{ n: number }>(result);
  if (Number(rows[0]?.n ?? 0) >= getEnv().OUTBOX_CONFIRMATIONS_PER_DAY) return suppress('throttled');

  const site = getSiteConfig();
  const { subject, text } = confirmationEmailText(
    kind,
    reference,
    {
      brand: BRAND.name,
      phone: site.phone,
      email: site.email,
      address: site.agency.address,
      optOutUrl: optOutUrl(locale),
    },
    locale,
  );
  // A visitor's reply ("please call after 5") reaches the agency's address the text names, not MAIL_FROM's no-reply.
  return [{ channel: 'email', topic, to: to.trim(), replyTo: site.email, subject, text, recipientKey: recipient }];
}
