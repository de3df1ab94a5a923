import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderedText } from '@/tests/support/rendered-text';
import { CONTENTS_REMOVED, DELIVERIES_STATE, OUTBOX_STATUS_LABELS } from '@/content/console';
import { DeliveriesView } from './deliveries-view';

type Message = Parameters<typeof DeliveriesView>[0]['messages'][number];

const queued = new Date('2026-11-25T19:50:00Z');
const message = (overrides: Partial<Message>): Message => ({
  id: '00000000-0000-4000-8000-000000000001',
  channel: 'email',
  topic: 'lead.agency',
  status: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: queued,
  createdAt: queued,
  item: null,
  retryable: overrides.status === 'dead',
  ...overrides,
});

/** The table's text as staff read it. */
const text = renderedText;

// Staff read the same words for a message's channel and state here as on the item page (content/console.ts).
describe('DeliveriesView', () => {
  it('names channels and states in words, never the outbox raw names', () => {
    const html = renderToString(
      <DeliveriesView
        messages={[
          message({
            id: '00000000-0000-4000-8000-000000000002',
            channel: 'webhook',
            topic: 'lead.crm',
            status: 'dead',
          }),
          message({ id: '00000000-0000-4000-8000-000000000003', channel: 'sms', topic: 'lead.sms_confirmation' }),
          message({ id: '00000000-0000-4000-8000-000000000004', status: 'held' }),
        ]}
      />,
    );
    const shown = text(html);
    expect(shown).toContain('CRM record (Lead)');
    expect(shown).toContain('Confirmation text (Lead)');
    expect(shown).toContain('E-mail to the agency (Lead)');
    expect(shown).not.toMatch(/lead\.(crm|sms_confirmation|agency)/);
    expect(shown).toContain(OUTBOX_STATUS_LABELS.dead);
    expect(shown).toContain(OUTBOX_STATUS_LABELS.pending);
    expect(shown).toContain(OUTBOX_STATUS_LABELS.held);
    expect(html).not.toMatch(/<td[^>]*>(dead|held|pending|email|sms|webhook)/);
    expect(html).toContain(`aria-label="Retry now: CRM record (Lead) queued`);
  });

  it('offers no Retry now for a message whose contents retention removed, and says why', () => {
    const html = renderToString(
      <DeliveriesView
        messages={[message({ channel: 'webhook', topic: 'lead.crm', status: 'dead', retryable: false })]}
      />,
    );
    expect(html).not.toContain('<button');
    expect(text(html)).toContain(CONTENTS_REMOVED);
  });

  it('links a message to the item it is about by its title, and nothing for a message about no item', () => {
    const claimId = '00000000-0000-4000-8000-0000000000aa';
    const html = renderToString(
      <DeliveriesView
        messages={[
          message({
            topic: 'claim.agency',
            status: 'dead',
            item: { type: 'claim', id: claimId, title: 'Claim CLM-1' },
          }),
          message({
            id: '00000000-0000-4000-8000-000000000005',
            topic: 'home_assessment.submitted',
            item: { type: 'home_assessment', id: '7', title: 'Home assessment for Jaime Rivera' },
          }),
          message({ id: '00000000-0000-4000-8000-000000000006', topic: 'opt_out.confirmation' }),
        ]}
      />,
    );
    expect(html).toMatch(new RegExp(`<a [^>]*href="/console/items/claim/${claimId}"[^>]*>Claim CLM-1</a>`));
    expect(html).toMatch(
      /<a [^>]*href="\/console\/items\/home-assessment\/7"[^>]*>Home assessment for Jaime Rivera<\/a>/,
    );
    expect(html.match(/href="\/console\/items\//g)).toHaveLength(2);
  });

  it('says why a message failed in words, with the stored error beside them', () => {
    const shown = text(
      renderToString(
        <DeliveriesView
          messages={[
            message({ channel: 'webhook', topic: 'lead.crm', status: 'dead', lastError: 'Error: CRM answered 500' }),
            message({
              id: '00000000-0000-4000-8000-000000000007',
              status: 'dead',
              lastError: 'Error: something the words do not know',
            }),
          ]}
        />,
      ),
    );
    expect(shown).toContain('The CRM refused it (it answered 500). Detail: Error: CRM answered 500');
    expect(shown).toContain('Error: something the words do not know');
    expect(shown).not.toContain('Detail: Error: something');
  });
  // Without a mail server e-mails are written to files (status `filed`): none reached anyone, so the
  // page must not say that everything was delivered.
  it('says how many e-mails were only written to files, and never that everything was delivered', () => {
    const filed = text(
      renderToString(<DeliveriesView messages={[]} filed={{ count: 33, latest: new Date('2026-11-27T21:09:00Z') }} />),
    );
    expect(filed).toContain(DELIVERIES_STATE.filed(33));
    expect(filed).toContain('33 e-mails were written to a file on the server');
    expect(filed).toContain('Nov 27, 2026, 4:09 PM EST');
    expect(filed).toContain(DELIVERIES_STATE.nothingWaiting);
    expect(filed).not.toContain(DELIVERIES_STATE.allDelivered);
    expect(text(renderToString(<DeliveriesView messages={[]} />))).toContain(DELIVERIES_STATE.allDelivered);
  });

  it('says how many it lists of how many, and never "Everything has been delivered" while messages are held', () => {
    const cut = text(
      renderToString(<DeliveriesView messages={[message({})]} counts={{ pending: 180, dead: 41, held: 0 }} />),
    );
    expect(cut).toContain(DELIVERIES_STATE.listed(1, 221));
    expect(cut).toContain('Showing 1 of 221 undelivered messages');
    const held = text(renderToString(<DeliveriesView messages={[]} counts={{ pending: 0, dead: 0, held: 2 }} />));
    expect(held).toContain(DELIVERIES_STATE.held(2));
    expect(held).toContain(DELIVERIES_STATE.nothingWaiting);
    expect(held).not.toContain(DELIVERIES_STATE.allDelivered);
    const whole = text(
      renderToString(<DeliveriesView messages={[message({})]} counts={{ pending: 1, dead: 0, held: 0 }} />),
    );
    expect(whole).not.toContain('Showing');
  });
});
