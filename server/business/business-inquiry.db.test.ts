import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/business-inquiry/route';
import { getDb } from '@/server/db/client';
import { countRows, resetLimits, setEnv, VALID_BUSINESS, visitorHeaders } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';

setupTestDatabase();

function post(body: BodyInit, headers: Record<string, string> = visitorHeaders({ 'content-type': 'application/json' })) {
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
    await expectRejected(await post('companyName=x', visitorHeaders({ 'content-type': 'application/x-www-form-urlencoded' })), 415);
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

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await countRows('business_inquiries');
    const response = await postJson({ ...VALID_BUSINESS, website: 'http://spam.example' });
    expect(response.status).toBe(201);
    expect(await countRows('business_inquiries')).toBe(before);
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
