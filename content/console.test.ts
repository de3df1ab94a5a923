import { describe, expect, it } from 'vitest';
import { outboxMessageName } from './console';

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
