import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postBusiness as POST } from '@/tests/support/submission-endpoints';
import { getDb, resultRows } from '@/server/db/client';
import { countRows, resetLimits, setEnv, VALID_BUSINESS, visitorHeaders } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/honeypot';

setupTestDatabase();

async function rowsOf(query: string): Promise<Record<string, unknown>[]> {
  const result = await (await getDb()).execute(sql.raw(query));
  return resultRows<Record<string, unknown>>(result);
}

function post(
  body: BodyInit,
  headers: Record<string, string> = visitorHeaders({ 'content-type': 'application/json' }),
) {
  return POST(new Request('http://localhost/api/business-inquiry', { method: 'POST', headers, body }));
}
const postJson = (body: unknown) => post(JSON.stringify(body));

async function expectRejected(response: Response, status: number, field?: string, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string[]> };
  expect(body.message).toBeTruthy();
  if (field) expect(body.fieldErrors?.[field]).toEqual([message]);
  expect(await countRows('business_inquiries')).toBe(0);
  expect(await countRows('outbox_messages')).toBe(0);
  expect(await countRows('consent_records')).toBe(0);
}

beforeAll(async () => {
  await getDb();
});
beforeEach(async () => {
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '' });
  await resetLimits();
});

describe('POST /api/business-inquiry rejects bad input and stores nothing', () => {
  it.each([
    ['companyName', '   ', 'Company name is required'],
    ['companyName', 42, 'Company name is required'],
    ['contactName', '', 'Contact name is required'],
    ['email', 'dana@', 'Please enter a valid email address'],
    ['phone', '512555010', 'Please enter a valid phone number'],
    ['employeeCount', '', 'Please select number of employees'],
    ['employeeCount', '7', 'Please select number of employees'],
    ['state', 'TX', 'Please select your state'],
    ['state', undefined, 'Please select your state'],
    ['zipCode', '7870', 'Please enter a valid ZIP code'],
    ['zipCode', '78701-12345', 'ZIP code is too long'],
    ['subsidizePlans', 'maybe', 'Please choose yes or no'],
    ['additionalDetails', 'x'.repeat(2001), 'Please keep this under 2000 characters'],
  ])('%s = %j', async (field, value, message) => {
    await expectRejected(await postJson({ ...VALID_BUSINESS, [field]: value }), 400, field, message);
  });

  it('answers 415 for a body that is not JSON, 400 for malformed JSON or a non-object', async () => {
    await expectRejected(
      await post('companyName=x', visitorHeaders({ 'content-type': 'application/x-www-form-urlencoded' })),
      415,
    );
    await expectRejected(await post('{"companyName":'), 400);
    await expectRejected(await postJson([VALID_BUSINESS]), 400);
  });

  it('answers 413 for a 20 MB JSON body', async () => {
    await expectRejected(await postJson({ ...VALID_BUSINESS, additionalDetails: 'x'.repeat(20 * 1024 * 1024) }), 413);
  });
});

describe('POST /api/business-inquiry accepts the boundaries', () => {
  it('accepts a 5- and a 10-character ZIP, a 10-character phone, and defaults subsidizePlans to yes', async () => {
    const withoutSubsidy: Partial<typeof VALID_BUSINESS> = { ...VALID_BUSINESS };
    delete withoutSubsidy.subsidizePlans;
    expect((await postJson({ ...withoutSubsidy, zipCode: '78701', phone: '5125550100' })).status).toBe(201);
    expect((await postJson({ ...VALID_BUSINESS, zipCode: '78701-1234' })).status).toBe(201);
    expect(await countRows('business_inquiries')).toBe(2);
  });

  it("keeps a filled honeypot's inquiry as suspected spam with its messages held, and answers the normal confirmation", async () => {
    const response = await postJson({ ...VALID_BUSINESS, [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const [row] = await rowsOf(`select suspected_spam from business_inquiries where reference = '${reference}'`);
    expect(row).toEqual({ suspected_spam: 'honeypot-filled' });
    expect(await rowsOf(`select status from outbox_messages where payload::text like '%${reference}%'`)).toEqual([
      { status: 'held' },
      { status: 'held' },
    ]);
  });

  it('keeps an inquiry whose form a password manager filled with a "website" (the trap field has no common name)', async () => {
    const before = await countRows('business_inquiries');
    const response = await postJson({
      ...VALID_BUSINESS,
      website: 'https://acme.example',
      url: 'https://acme.example',
    });
    expect(response.status).toBe(201);
    expect(await countRows('business_inquiries')).toBe(before + 1);
  });

  it.each([
    ['parentheses and a dash', '(512) 555-0100', true],
    ['dots and +1', '+1 512.555.0100', true],
    ['leading 1', '1-512-555-0100', true],
    ['letters', 'abcdefghij', false],
    ['nine digits in ten characters', '512-555-01', false],
    ['eleven digits not starting with 1', '25125550100', false],
  ])('phone rule: %s (%s) accepted = %s', async (_case, phone, accepted) => {
    const response = await postJson({ ...VALID_BUSINESS, phone });
    expect(response.status).toBe(accepted ? 201 : 400);
    if (!accepted)
      expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.phone).toEqual([
        'Please enter a valid phone number',
      ]);
  });

  describe('fill time measured by the form kit', () => {
    let logged = '';
    beforeEach(() => {
      logged = '';
      for (const stream of [process.stdout, process.stderr]) {
        vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
          logged += String(chunk);
          return true;
        });
      }
    });
    afterEach(() => vi.restoreAllMocks());

    it('keeps a form sent faster than a person fills it as suspected spam, answers the real reference and logs why without personal data', async () => {
      setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '', FORM_MIN_FILL_MS: '800' });
      const before = await countRows('business_inquiries');
      const response = await postJson({ ...VALID_BUSINESS, [FILL_TIME_FIELD]: '350' });
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      expect(reference).toMatch(/^BIZ-/);
      expect(await countRows('business_inquiries')).toBe(before + 1);
      expect(await rowsOf(`select suspected_spam from business_inquiries where reference = '${reference}'`)).toEqual([
        { suspected_spam: 'submitted-too-fast' },
      ]);
      expect(logged).toContain('submission kept as suspected spam');
      expect(logged).toContain('submitted-too-fast');
      expect(logged).not.toContain(VALID_BUSINESS.email);
      expect(logged).not.toContain(VALID_BUSINESS.companyName);
    });

    it("stores a form filled in a person's time, and one sent without the measurement (JavaScript off)", async () => {
      setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '', FORM_MIN_FILL_MS: '800' });
      const before = await countRows('business_inquiries');
      expect((await postJson({ ...VALID_BUSINESS, [FILL_TIME_FIELD]: '1200' })).status).toBe(201);
      expect((await postJson(VALID_BUSINESS)).status).toBe(201);
      expect(await countRows('business_inquiries')).toBe(before + 2);
      expect(logged).not.toContain('suspected spam');
    });
  });

  it('limits one visitor to 5 inquiries per 10 minutes: the 6th gets 429 with Retry-After and the message', async () => {
    const headers = visitorHeaders({ 'content-type': 'application/json' });
    for (let i = 0; i < 5; i += 1) expect((await post(JSON.stringify(VALID_BUSINESS), headers)).status).toBe(201);
    const before = await countRows('business_inquiries');
    const limited = await post(JSON.stringify(VALID_BUSINESS), headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many submissions/);
    expect(await countRows('business_inquiries')).toBe(before);
    // Another visitor is not affected.
    expect((await postJson(VALID_BUSINESS)).status).toBe(201);
  });
});

describe('POST /api/business-inquiry refuses control characters', () => {
  it.each([
    ['a NUL byte in the company name', { companyName: 'Acme\u0000 LLC' }, 'companyName'],
    ['a NUL byte in the details', { additionalDetails: 'We want\u0000 dental' }, 'additionalDetails'],
    ['an escape character in the ZIP', { zipCode: '78701\u001b' }, 'zipCode'],
  ])('answers 400 for %s and stores nothing', async (_case, change, field) => {
    const before = await countRows('business_inquiries');
    const response = await postJson({ ...VALID_BUSINESS, ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toEqual([
      'This field contains a character that is not allowed.',
    ]);
    expect(await countRows('business_inquiries')).toBe(before);
  });

  it('keeps line breaks where a field takes lines and refuses them in a one-line field', async () => {
    expect((await postJson({ ...VALID_BUSINESS, additionalDetails: 'Dental\nVision' })).status).toBe(201);
    const response = await postJson({ ...VALID_BUSINESS, companyName: 'Acme\nBakery' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.companyName).toEqual([
      'Please keep this on one line',
    ]);
  });
});

describe('POST /api/business-inquiry refuses cross-site posts', () => {
  it.each([
    ["another site's Origin", { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin that is not a URL', { origin: 'null' }],
  ])('answers 403 for %s and stores nothing', async (_case, extra) => {
    const before = await countRows('business_inquiries');
    const response = await post(
      JSON.stringify(VALID_BUSINESS),
      visitorHeaders({ 'content-type': 'application/json', host: 'localhost:3000', ...extra }),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      'This form can only be sent from our own website.',
    );
    expect(await countRows('business_inquiries')).toBe(before);
  });

  it("accepts the site's own pages (same origin) and clients that send no Origin", async () => {
    const before = await countRows('business_inquiries');
    const sameOrigin = visitorHeaders({
      'content-type': 'application/json',
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect((await post(JSON.stringify(VALID_BUSINESS), sameOrigin)).status).toBe(201);
    expect((await postJson(VALID_BUSINESS)).status).toBe(201);
    expect(await countRows('business_inquiries')).toBe(before + 2);
  });
});
