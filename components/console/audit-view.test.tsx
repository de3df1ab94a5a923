import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AuditRow } from '@/server/db/schema';
import { AuditView, auditRecord } from './audit-view';

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

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

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
      />,
    );
    expect(text(html)).toContain('Signed in login.success Account ken@example.com');
    expect(text(html)).toContain('Claim opened claim.view Claim 42');
    expect(text(html)).toContain(' old.action ');
    expect(html).toContain('href="/console/items/claim/42"');
  });
});

describe('auditRecord', () => {
  it('links an item to its console page and names the others in words', () => {
    expect(auditRecord({ subjectType: 'business_inquiry', subjectId: '7' }, emails)).toEqual({
      text: 'Business inquiry 7',
      href: '/console/items/business-inquiry/7',
    });
    expect(auditRecord({ subjectType: 'operator', subjectId: 'gone' }, emails)).toEqual({ text: 'Account gone' });
    expect(auditRecord({ subjectType: 'opt_out', subjectId: null }, emails)).toEqual({ text: 'Opt-out list' });
    expect(auditRecord({ subjectType: 'claim', subjectId: null }, emails).href).toBeUndefined();
    expect(auditRecord({ subjectType: 'all', subjectId: null }, emails).text).toBe('Every type (the filters matched)');
    expect(auditRecord({ subjectType: null, subjectId: null }, emails)).toEqual({ text: '' });
  });
});
