import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { outboxMessageId, senderDomain } from './message-id';

// RFC 5322 msg-id with dot-atom id-left and id-right (the form every generator should produce).
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const MSG_ID = new RegExp(`^<${ATEXT}+(\\.${ATEXT}+)*@${ATEXT}+(\\.${ATEXT}+)*>$`);

describe('outbox Message-IDs', () => {
  it('are valid msg-ids even when the idempotency key holds a colon', () => {
    for (const key of [
      'home_assessment.submitted:42:email',
      'comment.posted:5b7d7a8e-1f7e-4c55-9a53-0d6c1b2f0e11',
      'a b<c>@d',
    ]) {
      const id = outboxMessageId(key, 'InsuranceMatch <no-reply@example.com>');
      expect(id).toMatch(MSG_ID);
      expect(id.slice(1, id.indexOf('@'))).not.toContain(':');
    }
  });

  it('stay the same for one key (retries) and differ between keys', () => {
    const from = 'InsuranceMatch <no-reply@example.com>';
    expect(outboxMessageId('home_assessment.submitted:42:email', from)).toBe(
      outboxMessageId('home_assessment.submitted:42:email', from),
    );
    // The two keys the issue found read as one id by a strict parser.
    expect(outboxMessageId('home_assessment.submitted:42:email', from)).not.toBe(
      outboxMessageId('home_assessment.submitted:43:email', from),
    );
  });

  it("use the sender's domain, or a safe fallback", () => {
    expect(senderDomain('InsuranceMatch <no-reply@Agency.Example>')).toBe('agency.example');
    expect(senderDomain('no-reply@example.com')).toBe('example.com');
    expect(senderDomain('no-reply@mail.agency.example')).toBe('mail.agency.example');
    expect(senderDomain('no-reply@localhost')).toBe('localhost');
    expect(senderDomain('not an address')).toBe('outbox.insurancematch.invalid');
    // A domain a header could not carry as a dot-atom, whatever part of it is wrong.
    for (const from of ['a@(x)example.com', 'a@example.com(x)', 'a@example..com', 'a@.example.com', 'a@"x"']) {
      expect(senderDomain(from), from).toBe('outbox.insurancematch.invalid');
    }
  });

  it('are the same after a release as before it, so a message retried across a deploy keeps its id', () => {
    // The first 32 hex digits of the key's SHA-256 (decision 125).
    expect(outboxMessageId('comment.posted:1', 'no-reply@example.com')).toBe(
      `<${createHash('sha256').update('comment.posted:1').digest('hex').slice(0, 32)}@example.com>`,
    );
    expect(outboxMessageId('comment.posted:1', 'no-reply@example.com')).toMatch(/^<[0-9a-f]{32}@/);
  });
});
