import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/estimates/route';
import { getDb } from '@/server/db/client';
import { captureLog } from '@/tests/support/capture-log';
import { resetLimits, rowCounts, setEnv, visitorHeaders } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';

// The tables as entered (content/estimate/): Texas's 2026 benchmark for a 40-year-old is $661
// (KFF; decision 180). Every state has a benchmark now; a New York household with no adult (community
// rating prices a policy by its adults) is the one the estimate cannot price, the 422 below. When the agency
// renews the tables, the figures here are recomputed by hand like the unit tests'.
setupTestDatabase();

const MARKER_INCOME = 39_125;
const TEXAS_SINGLE = { state: 'TX', householdSize: 1, yearlyIncome: MARKER_INCOME, ages: [40], zipCode: '78701' };

function post(
  body: BodyInit,
  headers: Record<string, string> = visitorHeaders({ 'content-type': 'application/json' }),
) {
  return POST(new Request('http://localhost/api/estimates', { method: 'POST', headers, body }));
}
const postJson = (body: unknown, headers?: Record<string, string>) => post(JSON.stringify(body), headers);

beforeAll(async () => {
  await getDb();
});
beforeEach(async () => {
  setEnv({ LOG_LEVEL: 'debug' });
  await resetLimits();
});
afterEach(() => setEnv({ LOG_LEVEL: '' }));

describe('POST /api/estimates', () => {
  it('answers the estimate in dollars (a single 40-year-old in Texas at 250%)', async () => {
    // 39,125 = 2.5 x 15,650 -> 250% -> 8.44% -> 3,302.15 -> $3,302 a year -> $275 a month.
    // Benchmark $661.00 (age 40 is the table's own age). Credit 661 - 275 = $386.00; after it $275.00.
    const before = await rowCounts();
    let response = new Response();
    const logged = await captureLog(async () => {
      response = await postJson(TEXAS_SINGLE);
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      planYear: 2026,
      percentOfPoverty: 250,
      guidelineYear: 2025,
      applicablePercentage: 8.44,
      benchmarkMonthly: 661,
      contributionMonthly: 275,
      creditMonthly: 386,
      afterCreditMonthly: 275,
      outcome: 'credit',
    });
    // Stores nothing, and no log line carries what was sent.
    expect(await rowCounts()).toEqual(before);
    expect(logged).not.toContain(String(MARKER_INCOME));
    expect(logged).not.toContain('78701');
  });

  it('answers Medicaid, the coverage gap and the cliff with the figures that do not apply as null', async () => {
    const medicaid = await (await postJson({ state: 'CA', householdSize: 1, yearlyIncome: 20_000, ages: [30] })).json();
    expect(medicaid).toEqual({
      planYear: 2026,
      percentOfPoverty: 125,
      guidelineYear: 2026,
      applicablePercentage: null,
      benchmarkMonthly: null,
      contributionMonthly: null,
      creditMonthly: null,
      afterCreditMonthly: null,
      outcome: 'medicaid',
    });
    expect(await (await postJson({ ...TEXAS_SINGLE, yearlyIncome: 12_000 })).json()).toMatchObject({
      percentOfPoverty: 76,
      outcome: 'coverage-gap',
    });
    // 62,757 -> 401%: no credit. A 60-year-old's benchmark: 661 x 2.714 / 1.278 = 1,403.7199 -> $1,403.72, paid in
    // full.
    expect(await (await postJson({ ...TEXAS_SINGLE, yearlyIncome: 62_757, ages: [60] })).json()).toMatchObject({
      percentOfPoverty: 401,
      benchmarkMonthly: 1_403.72,
      creditMonthly: 0,
      afterCreditMonthly: 1_403.72,
      outcome: 'no-credit-above-400',
    });
  });

  it('answers 422 with a plain message for a household the tables cannot price, never a guessed figure', async () => {
    const response = await postJson({ ...TEXAS_SINGLE, state: 'NY', zipCode: '10001', ages: [17] });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message:
        'In New York we can estimate the credit only for a household with at least one adult aged 21 or over. Your advisor will quote real plans and their prices.',
    });
  });

  it.each([
    ['state', 'XX', 'Please select your state', {}],
    ['state', undefined, 'Please select your state', {}],
    ['householdSize', '1', 'Household size must be a whole number from 1 to 20', {}],
    ['householdSize', 2.5, 'Household size must be a whole number from 1 to 20', { ages: [40, 38] }],
    ['yearlyIncome', -1, 'Yearly income must be a whole number of dollars', {}],
    ['yearlyIncome', '39125', 'Yearly income must be a whole number of dollars', {}],
    ['ages', [40, 200], 'Please enter each age as a whole number from 0 to 120', { householdSize: 2 }],
    ['ages', [40, 38], 'Please enter one age for each person in your household', {}],
    ['zipCode', '7870', 'Please enter a valid ZIP code', {}],
  ])('refuses %s = %j with 400 and its message', async (field, value, message, rest) => {
    const response = await postJson({ ...TEXAS_SINGLE, ...rest, [field]: value });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(body.fieldErrors).toEqual({ [field]: [message] });
    expect(body.message).toBe(message);
  });

  it('answers 415 for a form post, 400 for malformed JSON, 413 for a large body, 403 from another site', async () => {
    expect(
      (await post('state=TX', visitorHeaders({ 'content-type': 'application/x-www-form-urlencoded' }))).status,
    ).toBe(415);
    expect((await post('{"state":')).status).toBe(400);
    expect((await postJson({ ...TEXAS_SINGLE, padding: 'x'.repeat(32 * 1024) })).status).toBe(413);
    const crossSite = await postJson(
      TEXAS_SINGLE,
      visitorHeaders({
        'content-type': 'application/json',
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      }),
    );
    expect(crossSite.status).toBe(403);
  });

  it('limits a client to 60 estimates in ten minutes (429 with the message)', async () => {
    const headers = visitorHeaders({ 'content-type': 'application/json' });
    for (let i = 0; i < 60; i += 1) expect((await postJson(TEXAS_SINGLE, headers)).status).toBe(200);
    const limited = await postJson(TEXAS_SINGLE, headers);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many estimates from your connection/);
  });
});
