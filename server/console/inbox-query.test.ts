import { describe, expect, it } from 'vitest';
import { inboxPathFrom, inboxQueryOf, itemPathFrom } from './inbox-query';

const id = '00000000-0000-4000-8000-000000000001';

describe("an item's way back to the inbox it was opened from", () => {
  it('carries only filters the inbox reads, as the inbox writes them', () => {
    expect(inboxQueryOf('status=new&type=business-inquiry&next=https%3A%2F%2Fevil.example')).toBe(
      '?type=business_inquiry&status=new',
    );
    expect(inboxQueryOf('https://evil.example/')).toBe('');
    expect(inboxQueryOf(['type=claim'])).toBe('');
    expect(itemPathFrom('lead', id, '?type=lead&status=new', { saved: 'status' })).toBe(
      `/console/items/lead/${id}?saved=status&inbox=type%3Dlead%26status%3Dnew`,
    );
  });

  it("goes back to the plain inbox or the filtered one, with the page's notice", () => {
    expect(inboxPathFrom(inboxQueryOf(''), { saved: 'deleted' })).toBe('/console?saved=deleted');
    expect(inboxPathFrom(inboxQueryOf('type=comment&q=Spammer'), { saved: 'deleted' })).toBe(
      '/console?type=comment&q=Spammer&saved=deleted',
    );
    expect(inboxPathFrom(inboxQueryOf('status=new&saved=note'))).toBe('/console?status=new');
  });

  it('leaves the inbox out of an address the server would refuse as too long', () => {
    const inbox = inboxQueryOf(`q=${encodeURIComponent('ñ'.repeat(200))}&status=new`);
    expect(inbox).toContain('status=new');
    const path = itemPathFrom('claim', id, inbox, { saved: 'note' });
    expect(path).toBe(`/console/items/claim/${id}?saved=note`);
    expect(itemPathFrom('claim', id, '?q=Hern%C3%A1ndez')).toContain('inbox=');
  });
});
