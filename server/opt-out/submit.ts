import 'server-only';
import { eq } from 'drizzle-orm';
import { emailKey, phoneKey } from '@/lib/contact-key';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale';
import { optOutSchema, type OptOutRequest } from '@/lib/schemas/opt-out';
import { getDb } from '../db/client';
import { optOuts } from '../db/schema';
import { getEnv } from '../env';
import { agencyLanguageLine } from '@/content/mail';
import { formatInZone } from '@/lib/agency-time';
import { clientIp } from '../http/client-ip';
import { defineGuardedPath, type SubmissionContext } from '../http/guarded-submission';
import { log } from '../log';
import { confirmationEmail } from '../mail/confirmation';
import { enqueueOutbox, type OutboxInput } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/worker';
import type { RateLimitPolicy } from '../rate-limit';
import { newReference } from '../reference';
import { getSiteConfig } from '../site-config';
import { visitorWords } from '../mail/visitor-text';

/**
 * Where an opt-out came from: the page with JavaScript, the page without, another API client, or a STOP text (decision
 * 181).
 */
export type OptOutSource = 'website' | 'website_no_js' | 'api' | 'sms';

export interface OptOutResult {
  reference: string;
}

/** Per IP: plenty for a person (a few addresses of a household), not a tool to opt out a list. */
function optOutPolicy(): RateLimitPolicy {
  return {
    name: 'opt-out',
    points: 10,
    windowSeconds: 10 * 60,
    message: `Too many requests from your connection. Please wait a few minutes and try again, or call ${getSiteConfig().optOutPhone}.`,
  };
}

/**
 * An opt-out (POST /api/opt-out and the /opt-out page's server action) through the guarded path
 * (decision 124). One transaction: the opt-out (time, source, IP, user agent), the agency's e-mail,
 * the CRM's signed `contact.opted_out` event, and one confirmation to the e-mail address the
 * first time it opts out. From the commit on, no confirmation e-mail goes to that address and every
 * CRM webhook about that e-mail or phone carries `doNotContact: true`.
 */
export const optOutSubmission = defineGuardedPath({
  get limit() {
    return optOutPolicy();
  },
  schema: optOutSchema,
  store: storeOptOut,
});

async function storeOptOut(
  request: OptOutRequest,
  context: SubmissionContext,
  extra: OptOutSource | undefined,
): Promise<OptOutResult> {
  const source: OptOutSource = extra === 'website_no_js' ? extra : request.pageUrl ? 'website' : 'api';
  return recordOptOut(
    {
      email: request.email,
      phone: request.phone,
      reason: request.reason,
      source,
      // The page's language, as the guarded path reads it with every submission (issue 26).
      locale: context.language ?? DEFAULT_LOCALE,
    },
    { ipAddress: clientIp(context.headers), userAgent: context.headers.get('user-agent') ?? '' },
  );
}

/**
 * Records one opt-out and its notices (the agency's e-mail, the CRM event, the one confirmation
 * e-mail, in `locale`): the opt-out page and API above, and a STOP text (server/sms/inbound.ts), all go here.
 */
export async function recordOptOut(
  request: { email?: string; phone?: string; reason?: string; source: OptOutSource; locale?: Locale },
  origin: { ipAddress: string; userAgent: string },
): Promise<OptOutResult> {
  const { source } = request;
  const email = emailKey(request.email) || null;
  const phone = phoneKey(request.phone) || null;
  const reference = newReference('OPT');
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The one confirmation allowed: the first time this address opts out.
    const earlier = email
      ? await tx.select({ id: optOuts.id }).from(optOuts).where(eq(optOuts.email, email)).limit(1)
      : [];
    const [row] = await tx
      .insert(optOuts)
      .values({
        reference,
        email,
        phone,
        reason: request.reason || null,
        source,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent.slice(0, 500),
      })
      .returning({ createdAt: optOuts.createdAt });
    await enqueueOutbox(tx, [
      ...optOutMessages(
        reference,
        { email, phone, reason: request.reason ?? '', source, locale: request.locale ?? DEFAULT_LOCALE },
        row!.createdAt,
      ),
      ...(email && earlier.length === 0
        ? await confirmationEmail(tx, 'opt_out', request.email ?? '', reference, request.locale)
        : []),
    ]);
  });
  log.info('opt-out stored', { reference, source, email: email ? 'yes' : 'no', phone: phone ? 'yes' : 'no' });
  wakeOutbox();
  return { reference };
}

function optOutMessages(
  reference: string,
  optOut: { email: string | null; phone: string | null; reason: string; source: OptOutSource; locale: Locale },
  createdAt: Date,
): OutboxInput[] {
  const env = getEnv();
  const messages: OutboxInput[] = [
    {
      channel: 'email',
      topic: 'opt_out.agency',
      to: env.AGENCY_NOTIFY_EMAIL,
      subject: `Opt-out ${reference}: do not contact`,
      text: [
        `Someone asked us to stop contacting them. It is in force now: the website sends no more`,
        `confirmation e-mails to this address, and every CRM webhook about this person says doNotContact.`,
        `Please remove them from call and text lists as well.`,
        ``,
        `Reference: ${reference}`,
        `Received: ${formatInZone(createdAt, getEnv().AGENCY_TIME_ZONE)}`,
        `E-mail: ${optOut.email ?? '-'}`,
        `Phone: ${optOut.phone ?? '-'}`,
        `Source: ${optOut.source}`,
        agencyLanguageLine(optOut.locale),
        // What the visitor typed comes last, quoted: it cannot pose as a field above.
        ...visitorWords('Reason given', optOut.reason),
      ].join('\n'),
    },
  ];
  if (env.CRM_WEBHOOK_URL) {
    messages.push({
      channel: 'webhook',
      topic: 'opt_out.crm',
      event: 'contact.opted_out',
      data: {
        reference,
        receivedAt: createdAt.toISOString(),
        email: optOut.email,
        phone: optOut.phone,
        reason: optOut.reason || null,
        source: optOut.source,
      },
    });
  }
  return messages;
}
