import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_WORDS,
  auditActionWords,
  deliveryProblem,
  OUTBOX_STATUS_LABELS,
  outboxMessageName,
  outboxStatusLabel,
  SMS_ACCEPTED_LABEL,
} from './console';

// Staff read a message of the outbox by who it goes to and what it is about (the item page and
// Deliveries), not by the topic the code queued it under.
describe('outboxMessageName', () => {
  it.each([
    ['email', 'claim.agency', 'E-mail to the agency (Claim)'],
    ['email', 'claim.confirmation', 'Confirmation e-mail (Claim)'],
    ['webhook', 'lead.crm', 'CRM record (Lead)'],
    ['sms', 'lead.sms_confirmation', 'Confirmation text (Lead)'],
    ['email', 'home_assessment.submitted', 'E-mail to the agency (Home assessment)'],
    ['webhook', 'home_insurance.selected', 'CRM record (Home insurance plan selection)'],
    ['email', 'comment.posted', 'E-mail to the agency (Comment)'],
    ['email', 'opt_out.confirmation', 'Confirmation e-mail (Opt-out)'],
    ['webhook', 'opt_out.crm', 'CRM record (Opt-out)'],
  ])('names %s %s "%s"', (channel, topic, name) => {
    expect(outboxMessageName(channel, topic)).toBe(name);
  });

  it('names a message it has no words for as stored, never with nothing', () => {
    expect(outboxMessageName('fax', 'lead.agency')).toBe('fax (lead.agency)');
    expect(outboxMessageName('email', 'newsletter.weekly')).toBe('email (newsletter.weekly)');
  });
});

// A text the provider took is not a text the phone received: staff must not say "we texted you".
describe('outboxStatusLabel', () => {
  it("calls a text's delivery the provider's acceptance, and an e-mail's or a webhook's delivered", () => {
    expect(outboxStatusLabel('delivered', 'sms')).toBe(SMS_ACCEPTED_LABEL);
    expect(outboxStatusLabel('delivered', 'email')).toBe(OUTBOX_STATUS_LABELS.delivered);
    expect(outboxStatusLabel('delivered', 'webhook')).toBe('delivered');
    expect(outboxStatusLabel('dead', 'sms')).toBe(OUTBOX_STATUS_LABELS.dead);
  });
});

// A failure in words staff can act on; the stored text stays beside it for whoever fixes the server.
describe('deliveryProblem', () => {
  it.each([
    ['email', 'Error: connect ECONNREFUSED 127.0.0.1:587', 'The mail server could not be reached.'],
    ['email', 'Error: Greeting never received (ETIMEDOUT)', 'The mail server could not be reached.'],
    ['webhook', 'TypeError: fetch failed (ENOTFOUND)', 'The CRM could not be reached.'],
    ['webhook', 'Error: CRM answered 503', 'The CRM refused it (it answered 503).'],
    ['sms', 'Error: SMS provider answered 401', 'The text message provider refused it (it answered 401).'],
    [
      'email',
      'Error: Invalid login: 535 5.7.8 failed (EAUTH)',
      "The mail server refused the site's sign-in (check SMTP_URL).",
    ],
    ['webhook', 'Error: CRM_WEBHOOK_URL is not set', 'The CRM is not set up on this site.'],
  ])('words %s "%s"', (channel, lastError, words) => {
    expect(deliveryProblem(channel, lastError)).toBe(words);
  });

  it('has no words for an error it does not know, nor for no error', () => {
    expect(deliveryProblem('email', 'Error: something new')).toBeNull();
    expect(deliveryProblem('email', null)).toBeNull();
    expect(deliveryProblem('fax', 'Error: connect ECONNREFUSED')).toBeNull();
  });
});

// An administrator reads the audit log in words; the code stays beside them for the filter.
describe('auditActionWords', () => {
  it.each([
    ['login.success', 'Signed in'],
    ['login.refused.count', 'Sign-ins refused (counted over a window)'],
    ['mfa.recovery_code_used', 'Recovery code used to sign in'],
    ['item.genuine', 'Released from suspected spam'],
    ['export', 'Inbox exported (CSV)'],
    ['claim.view', 'Claim opened'],
    ['business_inquiry.view', 'Business inquiry opened'],
    ['comment.view', 'Comment opened'],
  ])('reads %s as "%s"', (action, words) => {
    expect(auditActionWords(action)).toBe(words);
  });

  it('has words for every code it lists, and none for a code it does not know (shown as stored)', () => {
    for (const [action, words] of Object.entries(AUDIT_ACTION_WORDS)) expect(auditActionWords(action)).toBe(words);
    for (const unknown of ['test.row', 'nope.view', 'constructor', 'toString.view', 'login', ''])
      expect(auditActionWords(unknown)).toBeNull();
  });
});
