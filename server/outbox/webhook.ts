import 'server-only';
import { createHmac } from 'node:crypto';
import { getEnv } from '../env';

export const SIGNATURE_HEADER = 'X-InsuranceMatch-Signature';

/**
 * The signature header value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The
 * receiver recomputes it with the shared secret and rejects an old timestamp (replay).
 */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

export interface WebhookDelivery {
  idempotencyKey: string;
  event: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** POSTs one event to CRM_WEBHOOK_URL; throws unless the CRM answers 2xx within 10 s. */
export async function deliverWebhook(delivery: WebhookDelivery): Promise<void> {
  const env = getEnv();
  if (!env.CRM_WEBHOOK_URL) throw new Error('CRM_WEBHOOK_URL is not set');
  const body = JSON.stringify({
    id: delivery.idempotencyKey,
    event: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.data,
  });
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': delivery.idempotencyKey,
    'User-Agent': 'InsuranceMatch-Outbox/1',
  };
  if (env.CRM_WEBHOOK_SECRET) headers[SIGNATURE_HEADER] = signWebhook(env.CRM_WEBHOOK_SECRET, body);
  const response = await fetch(env.CRM_WEBHOOK_URL, {
    method: 'POST',
    headers,
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel().catch(() => {});
  if (!response.ok) throw new Error(`CRM answered ${response.status}`);
}
