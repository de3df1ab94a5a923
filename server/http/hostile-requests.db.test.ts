import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listComments } from '@/app/api/comments/[url]/route';
import { POST as postClaim } from '@/app/api/claims/route';
import { POST as postComment } from '@/app/api/comments/route';
import { POST as postOptions } from '@/app/api/insurance/options/route';
import { postBusiness, postLead } from '@/tests/support/submission-endpoints';
import { getDb } from '@/server/db/client';
import { countRows, resetLimits, setEnv, visitorHeaders } from '@/tests/support/lead-capture';
import { samplePdf } from '@/tests/support/sample-files';
import { setupTestDatabase } from '@/tests/support/test-database';
import { captureLog } from '@/tests/support/capture-log';
import { claimRequest, SAMPLE_CLAIM } from '@/tests/support/api-requests';

// Issue 16, items 1, 3 and 4: the hand-made requests of the report, against the route handlers.
setupTestDatabase();

const MARKER = 'Zq7MarkerBob';
const LEAD = {
  name: `${MARKER}\u0000`,
  email: 'bob.marker@example.com',
  phone: '(407) 555-0199',
  zipCode: '32801',
  consent: true,
};

async function storedNothing() {
  for (const table of [
    'leads',
    'claims',
    'claim_attachments',
    'home_assessments',
    'consent_records',
    'outbox_messages',
  ])
    expect(await countRows(table), table).toBe(0);
}

beforeAll(async () => {
  await getDb();
});
beforeEach(async () => {
  setEnv({ LOG_LEVEL: 'debug', SMTP_URL: '', CRM_WEBHOOK_URL: '' });
  await resetLimits();
});
afterEach(() => setEnv({ LOG_LEVEL: '' }));

describe('item 1: a NUL byte in a text field', () => {
  it('answers {"name":"Bob\\u0000",...} to /api/leads with 400, stores nothing, and no log line carries the marker', async () => {
    let status = 0;
    let body = '';
    const logged = await captureLog(async () => {
      const response = await postLead(
        new Request('http://localhost/api/leads', {
          method: 'POST',
          headers: visitorHeaders({ 'content-type': 'application/json' }),
          body: JSON.stringify(LEAD),
        }),
      );
      status = response.status;
      body = await response.text();
    });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({
      fieldErrors: { name: ['This field contains a character that is not allowed.'] },
    });
    expect(logged).not.toContain(MARKER);
    expect(logged).not.toContain('bob.marker');
    await storedNothing();
  });

  it('answers a claim whose description carries a NUL with 400 and never logs the description', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      firstName: 'Bob',
      lastName: 'Marker',
      email: 'bob.marker@example.com',
      phone: '(407) 555-0199',
      claimType: 'health',
      urgency: 'high',
      consent: 'on',
    }))
      form.append(key, value);
    form.append('description', `Surgery ${MARKER}\u0000 on my knee`);
    form.append('file_0', new Blob([new Uint8Array(await samplePdf())], { type: 'application/pdf' }), 'bill.pdf');
    let status = 0;
    const logged = await captureLog(async () => {
      status = (
        await postClaim(
          new Request('http://localhost/api/claims', { method: 'POST', headers: visitorHeaders(), body: form }),
        )
      ).status;
    });
    expect(status).toBe(400);
    expect(logged).not.toContain(MARKER);
    await storedNothing();
  });
});

describe('item 3: odd requests answer 4xx, never 500', () => {
  it('answers GET /api/comments/%00 with 400 and logs no error', async () => {
    let status = 0;
    const logged = await captureLog(async () => {
      status = (await listComments(new Request('http://localhost/api/comments/%00'))).status;
    });
    expect(status).toBe(400);
    expect(logged).not.toMatch(/"level":"error"/);
  });
});

describe('a JSON body nested thousands deep', () => {
  // 10 KB of brackets in one field: the control-character check walked it recursively and ran out
  // of stack, a 500 on every JSON endpoint.
  const deepField = `{"name":${'['.repeat(5000)}${']'.repeat(5000)},"consent":true}`;
  it.each([
    ['/api/leads', postLead],
    ['/api/business-inquiry', postBusiness],
    ['/api/insurance/options', postOptions],
    ['/api/comments', postComment],
  ] as const)('answers %s with 400 and its message, stores nothing and logs no error', async (path, post) => {
    let status = 0;
    let body = '';
    const logged = await captureLog(async () => {
      const response = await post(
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: visitorHeaders({ 'content-type': 'application/json' }),
          body: deepField,
        }),
      );
      status = response.status;
      body = await response.text();
    });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ message: 'The request body is nested too deeply.' });
    expect(logged).not.toMatch(/"level":"error"/);
    await storedNothing();
    expect(await countRows('comments')).toBe(0);
  });
});

describe('item 4: cross-site posts are refused before anything is stored', () => {
  it("refuses a multipart claim another site posts from a visitor's browser (403), and keeps nothing", async () => {
    const response = await postClaim(
      claimRequest(
        { ...SAMPLE_CLAIM, description: 'A claim from elsewhere', consent: 'on' },
        { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
      ),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      'This form can only be sent from our own website.',
    );
    await storedNothing();
  });

  it("refuses an urlencoded post to /api/insurance/options from another origin (403): no assessment, no consent record with the visitor's IP", async () => {
    const body = new URLSearchParams({ state: 'TX', zipCode: '78701', homeValue: '300000', consent: 'true' });
    for (const headers of [
      visitorHeaders({ 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }),
      visitorHeaders({ 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }),
    ]) {
      const response = await postOptions(
        new Request('http://localhost/api/insurance/options', { method: 'POST', headers, body }),
      );
      expect(response.status).toBe(403);
    }
    await storedNothing();
  });
});
