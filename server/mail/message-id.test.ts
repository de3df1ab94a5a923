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
    expect(senderDomain('not an address')).toBe('outbox.insurancematch.invalid');
  });
});
