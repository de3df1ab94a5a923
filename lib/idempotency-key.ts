/**
 * The header a visitor form's send carries its key in (decision 096): one key per form fill, so the
 * server answers a send repeated after a lost answer as it answered the first, rather than storing it
 * twice. The name is the IETF HTTP API working group's draft's, as Stripe and others use it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 128 random bits as 32 hex digits; `crypto.getRandomValues`, unlike `randomUUID`, works on plain http too. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
