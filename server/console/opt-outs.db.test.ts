import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { OptOutsView, optOutsCount } from '@/components/console/opt-outs-view';
import { listOptOuts } from '@/server/console/opt-outs';
import { getDb } from '@/server/db/client';
import { recordOptOut } from '@/server/opt-out/submit';
import { setEnv } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';

// The desk's list of opt-outs stops at a limit (500 by default): it must say so, or staff read an
// incomplete list as everyone who asked not to be contacted.
setupTestDatabase();
const actor = { operatorId: null, actor: 'desk@example.com', ipAddress: '198.51.100.10' };

beforeAll(async () => {
  await getDb();
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '' });
  for (const email of ['first@example.com', 'second@example.com', 'third@example.com']) {
    await recordOptOut({ email, source: 'api' }, { ipAddress: '203.0.113.9', userAgent: 'vitest' });
  }
});

describe('the list of opt-outs', () => {
  it('counts them all and, cut at its limit, says how many it lists', async () => {
    const { rows, total } = await listOptOuts(actor, 2);
    expect(total).toBe(3);
    expect(rows.map((row) => row.email)).toEqual(['third@example.com', 'second@example.com']);
    const html = renderToStaticMarkup(createElement(OptOutsView, { optOuts: rows, total }));
    expect(html).toContain('3 opt-outs. The newest 2 are listed here.');

    const whole = await listOptOuts(actor);
    expect(renderToStaticMarkup(createElement(OptOutsView, { optOuts: whole.rows, total: whole.total }))).toContain(
      '>3 opt-outs.<',
    );
  });

  it('words the count for one and for thousands', () => {
    expect(optOutsCount(1, 1)).toBe('1 opt-out.');
    expect(optOutsCount(500, 1234)).toBe('1,234 opt-outs. The newest 500 are listed here.');
  });
});
