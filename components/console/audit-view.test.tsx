import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderedText } from '@/tests/support/rendered-text';
import type { AuditRow } from '@/server/db/schema';
import { AuditView, auditRecord, detailText } from './audit-view';

const at = new Date('2026-11-27T09:30:00Z');
const entry = (overrides: Partial<AuditRow>): AuditRow => ({
  id: 1,
  at,
  operatorId: null,
  actor: 'ann@example.com',
  ipAddress: '203.0.113.9',
  action: 'login.success',
  subjectType: null,
  subjectId: null,
  detail: {},
  ...overrides,
});

const text = renderedText;

const emails = new Map([['op-1', 'ken@example.com']]);

// An administrator reads who did what to which record without knowing the codes the console stores.
describe('AuditView', () => {
  it('says each action in words with its code beside them, and a code without words as stored', () => {
    const html = renderToString(
      <AuditView
        filters={{ page: 1 }}
        rows={[
          entry({ id: 1, action: 'login.success', subjectType: 'operator', subjectId: 'op-1' }),
          entry({ id: 2, action: 'claim.view', subjectType: 'claim', subjectId: '42' }),
          entry({ id: 3, action: 'old.action' }),
        ]}
        total={3}
        emails={emails}
        titles={new Map([['claim:42', 'Claim CLM-7K2M-Q4ZP-9XW3']])}
      />,
    );
    expect(text(html)).toContain('Signed in login.success Account ken@example.com');
    expect(text(html)).toContain('Claim opened claim.view Claim CLM-7K2M-Q4ZP-9XW3');
    expect(text(html)).toContain(' old.action ');
    expect(html).toContain('href="/console/items/claim/42"');
  });
});

describe('auditRecord', () => {
  it('links an item to its console page and names the others in words', () => {
    const titles = new Map([['business_inquiry:7', 'Business inquiry BIZ-2F4H-8KQ1-ZZ01']]);
    expect(auditRecord({ subjectType: 'business_inquiry', subjectId: '7' }, emails, titles)).toEqual({
      text: 'Business inquiry BIZ-2F4H-8KQ1-ZZ01',
      href: '/console/items/business-inquiry/7',
    });
    // Deleted since (a comment, spam after its retention): named by id, no link to a page that is gone.
    expect(auditRecord({ subjectType: 'comment', subjectId: 'c-9' }, emails, titles)).toEqual({
      text: 'Comment c-9 (no longer stored)',
    });
    expect(auditRecord({ subjectType: 'operator', subjectId: 'gone' }, emails)).toEqual({ text: 'Account gone' });
    expect(auditRecord({ subjectType: 'opt_out', subjectId: null }, emails)).toEqual({ text: 'Opt-out list' });
    expect(auditRecord({ subjectType: 'claim', subjectId: null }, emails).href).toBeUndefined();
    expect(auditRecord({ subjectType: 'all', subjectId: null }, emails).text).toBe('Every type (the filters matched)');
    expect(auditRecord({ subjectType: null, subjectId: null }, emails)).toEqual({ text: '' });
  });
});

describe('detailText', () => {
  it('says a status and a retried message in the words the desk uses', () => {
    expect(detailText({ status: 'in_progress' }, emails)).toBe('status: In progress');
    expect(detailText({ channel: 'email', topic: 'claim.confirmation' }, emails)).toBe(
      'message: Confirmation e-mail (Claim)',
    );
    // An entry from before the channel was recorded stays as stored.
    expect(detailText({ topic: 'claim.confirmation' }, emails)).toBe('topic: claim.confirmation');
    // A time in the agency's zone, not as ISO.
    expect(detailText({ window: '2026-11-27T09:30:00.000Z', count: 3 }, emails, 'America/New_York')).toBe(
      'window: Nov 27, 2026, 4:30 AM EST; count: 3',
    );
  });
});
