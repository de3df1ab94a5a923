import 'server-only';
import { getEnv } from '../env';
import { smsConfigured } from '../env-schema';

/** Whether the site sends texts (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM all set). */
export function sendsTexts(): boolean {
  return smsConfigured(getEnv());
}

/** The Messages endpoint of a Twilio-shaped API for the configured account. */
export function messagesUrl(): string {
  const env = getEnv();
  return `${env.SMS_API_URL.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(env.SMS_ACCOUNT_SID)}/Messages.json`;
}

/**
 * Sends one text: POST To, From, Body form-encoded with HTTP Basic auth (account SID and token),
 * as Twilio's Messages API takes it. Throws unless the provider answers 2xx within 10 s; the
 * error names the status only (the provider's body can quote the number).
 */
export async function sendSms(to: string, body: string): Promise<void> {
  const env = getEnv();
  if (!smsConfigured(env)) throw new Error('no SMS provider configured (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)');
  const response = await fetch(messagesUrl(), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${env.SMS_ACCOUNT_SID}:${env.SMS_AUTH_TOKEN}`).toString('base64')}`,
      'User-Agent': 'InsuranceMatch-Outbox/1',
    },
    body: new URLSearchParams({ To: to, From: env.SMS_FROM, Body: body }).toString(),
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel().catch(() => {});
  if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
}
