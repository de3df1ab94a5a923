import { beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/[submission]/route';
import { API_ROUTES, SUBMISSION_ENDPOINTS } from '@/content/routes';
import { getDb } from '@/server/db/client';
import { ENDPOINT_NAMES } from '@/server/submissions/registry';
import { countRows, resetLimits, setEnv, VALID_BUSINESS, visitorHeaders } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';

// The submission types' JSON endpoints are one route (app/api/[submission]), a name per type that
// declares `endpoint` (decision 178): the names the product specification gives answer as their own
// route files did, and any other name under /api/ is not found, never a stored row.
setupTestDatabase();

const params = (submission: string) => ({ params: Promise.resolve({ submission }) });
const post = (name: string, body: unknown) =>
  POST(
    new Request(`http://localhost/api/${name}`, {
      method: 'POST',
      headers: visitorHeaders({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    }),
    params(name),
  );

beforeAll(async () => {
  await getDb();
  await resetLimits();
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '' });
});

describe('POST /api/<submission>', () => {
  it('serves the endpoints the specification names, each storing its own type', async () => {
    const inquiry = await post('business-inquiry', VALID_BUSINESS);
    expect(inquiry.status).toBe(201);
    expect(((await inquiry.json()) as { reference: string }).reference).toMatch(/^BIZ-/);
    const lead = await post('leads', {
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      phone: '(407) 555-0190',
      state: 'FL',
      consent: true,
    });
    expect(lead.status).toBe(201);
    expect(((await lead.json()) as { reference: string }).reference).toMatch(/^LEAD-/);
    expect([await countRows('business_inquiries'), await countRows('leads')]).toEqual([1, 1]);
  });

  it('answers 404 with a message for a name no type declares, and stores nothing', async () => {
    const before = await countRows('outbox_messages');
    for (const name of ['nope', 'lead', 'claims-form', '..', 'x'.repeat(300)]) {
      const response = await post(name, VALID_BUSINESS);
      expect(response.status, name).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe('Nothing is found at this address.');
    }
    expect(await countRows('outbox_messages')).toBe(before);
  });

  it('refuses a GET: 405 with Allow on a declared name, 404 on another', async () => {
    const declared = await GET(new Request('http://localhost/api/leads'), params('leads'));
    expect(declared.status).toBe(405);
    expect(declared.headers.get('allow')).toContain('POST');
    expect((await GET(new Request('http://localhost/api/nope'), params('nope'))).status).toBe(404);
  });

  it("is listed in the route registry once per declared name, with the name as the registry's path", () => {
    const listed = API_ROUTES.filter((route) => route.pattern === SUBMISSION_ENDPOINTS).map((route) => route.path);
    expect(listed.sort()).toEqual(ENDPOINT_NAMES.map((name) => `/api/${name}`).sort());
  });
});
