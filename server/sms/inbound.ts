import 'server-only';
import * as z from '@/lib/zod';
import { BRAND } from '@/content/site';
import { helpSmsText, providerConfirmsStop, smsKeyword, smsKeywordLanguage, stoppedSmsText } from '@/content/sms';
import { phoneKey } from '@/lib/contact-key';
import { getDb } from '../db/client';
import { getEnv } from '../env';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/errors';
import { defineGuardedPath, runSubmission, type SubmissionContext } from '../http/guarded-submission';
import { readLimitedText } from '../http/json-body';
import { log } from '../log';
import { isOptedOut } from '../opt-out/registry';
import { recordOptOut } from '../opt-out/submit';
import { getSiteConfig } from '../site-config';
import { sendsTexts } from './provider';
import { isValidTwilioSignature, TWILIO_SIGNATURE_HEADER } from './signature';

/** An inbound text's webhook is a few hundred bytes (a text is at most 1,600 characters). */
export const INBOUND_BODY_LIMIT_BYTES = 16 * 1024;

export const SIGNATURE_MESSAGE = 'The request signature is missing or wrong.';

/** The fields used; the provider sends many more (MessageSid, AccountSid, ...), which are ignored. */
const inboundSchema = z.looseObject({
  From: z.string({ error: 'From is missing.' }).check(z.maxLength(32)),
  Body: z.optional(z.string().check(z.maxLength(1600))),
});

export type InboundReply = { kind: 'stop' | 'help' | 'other'; reply: string | null };

/**
 * An inbound text (decision 181): STOP and its synonyms in English and Spanish become an opt-out
 * at once, through the opt-out module (console, CRM webhook, e-mail and text suppression all see
 * it); HELP or AYUDA is answered with the agency's name and phone; anything else gets no answer.
 * The provider's own STOP confirmation is the one the person receives for the English words it
 * knows, so those get no reply here; a Spanish word (ALTO, PARAR, ...), which the provider does not
 * answer, gets our one confirmation. A reply is in the keyword's language (AYUDA and the Spanish
 * opt-out words in Spanish).
 */
export const inboundSmsSubmission = defineGuardedPath({
  // Never applied: the caller is authenticated by its signature (trusted run below).
  limit: { name: 'sms-inbound', points: 1, windowSeconds: 1, message: '' },
  schema: inboundSchema,
  store: handleInbound,
});

async function handleInbound(
  message: z.infer<typeof inboundSchema>,
  context: SubmissionContext,
): Promise<InboundReply> {
  const body = message.Body ?? '';
  const keyword = smsKeyword(body);
  const locale = smsKeywordLanguage(body);
  const contact = { brand: BRAND.name, phone: getSiteConfig().phone };
  if (keyword === 'help') {
    log.info('inbound text answered', { keyword, locale });
    return { kind: 'help', reply: helpSmsText(contact, locale) };
  }
  if (keyword !== 'stop') {
    log.info('inbound text without a keyword');
    return { kind: 'other', reply: null };
  }
  const phone = phoneKey(message.From);
  if (!phone) {
    log.warn('inbound STOP from a number that is not a US number: not recorded');
    return { kind: 'stop', reply: null };
  }
  // Said whether the number was opted out now or before: the person asked, and is out either way.
  const reply = providerConfirmsStop(body) ? null : stoppedSmsText(contact, locale);
  if (await isOptedOut(await getDb(), { phone })) {
    log.info('inbound STOP from a number already opted out');
    return { kind: 'stop', reply };
  }
  const { reference } = await recordOptOut(
    { phone, reason: `Replied ${body.trim().toUpperCase()} to a text`, source: 'sms', locale },
    { ipAddress: clientIp(context.headers), userAgent: context.headers.get('user-agent') ?? '' },
  );
  log.info('inbound STOP recorded as an opt-out', { reference, confirmed: reply ? 'by us' : 'by the provider' });
  return { kind: 'stop', reply };
}

/** The address the provider called, as it signed it: PUBLIC_BASE_URL, the path and the query. */
function signedUrl(request: Request): string {
  const url = new URL(request.url);
  return `${getSiteConfig().baseUrl}${url.pathname}${url.search}`;
}

/**
 * POST /api/sms/inbound: form-encoded as the provider sends it; 403 without a valid signature
 * (nothing read into the records), 404 while no provider is configured.
 */
export async function receiveInboundSms(request: Request): Promise<InboundReply> {
  if (!sendsTexts()) throw new HttpError(404, 'Texts are not enabled on this site.');
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType.trim())) {
    throw new HttpError(415, 'Please send the request form-encoded (Content-Type: application/x-www-form-urlencoded).');
  }
  const read = async () => {
    const params = [...new URLSearchParams(await readLimitedText(request, INBOUND_BODY_LIMIT_BYTES)).entries()];
    if (
      !isValidTwilioSignature(
        request.headers.get(TWILIO_SIGNATURE_HEADER),
        getEnv().SMS_AUTH_TOKEN,
        signedUrl(request),
        params,
      )
    ) {
      log.warn('inbound text refused: bad signature', { requestId: request.headers.get('x-request-id') });
      throw new HttpError(403, SIGNATURE_MESSAGE);
    }
    return { fields: Object.fromEntries(params), extra: undefined };
  };
  return runSubmission(inboundSmsSubmission, { headers: request.headers }, read, { trusted: true });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The provider's answer: TwiML, with a <Message> when there is a reply. */
export function twimlResponse(reply: string | null): Response {
  const body = `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeXml(reply)}</Message>` : ''}</Response>`;
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
