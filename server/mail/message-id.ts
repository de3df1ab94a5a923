import { createHash } from 'node:crypto';

/** The fallback right-hand side when MAIL_FROM's domain cannot be read. */
const FALLBACK_DOMAIN = 'outbox.insurancematch.invalid';
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/** The domain of the sender address ("InsuranceMatch <no-reply@example.com>" -> "example.com"). */
export function senderDomain(mailFrom: string): string {
  const match = /@([^\s<>@]+?)>?\s*$/.exec(mailFrom.trim());
  const domain = match?.[1]?.toLowerCase() ?? '';
  return DOT_ATOM.test(domain) ? domain : FALLBACK_DOMAIN;
}

/**
 * The Message-ID of an outbox e-mail (decision 125): `<id-left@domain>` where id-left is the
 * SHA-256 of the idempotency key in hex (32 characters), so it is a valid RFC 5322 dot-atom
 * whatever the key holds (keys such as `comment.posted:<uuid>` carry a colon, which is not
 * allowed there), stays the same across retries, and differs for every message.
 */
export function outboxMessageId(idempotencyKey: string, mailFrom: string): string {
  const left = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${left}@${senderDomain(mailFrom)}>`;
}
