import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as postEstimate } from '@/app/api/estimates/route';
import { postLead } from '@/tests/support/submission-endpoints';
import { formatUsd } from '@/lib/currency';
import type { EstimateAnswer } from '@/lib/estimate/stored';
import { getDb, resultRows } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { readFormOutcome } from '@/server/forms/outcomes';
import { csvValues, pageFields } from '@/server/console/item-fields';
import { resetLimits, setEnv } from '@/tests/support/lead-capture';
import { jsonRequest } from '@/tests/support/api-requests';
import { setupTestDatabase } from '@/tests/support/test-database';

// Issue 25 item 4: the estimate is computed once when the lead is submitted, stored on it, and the
// agency's e-mail, the CRM webhook and the console's item page show those very figures, the same
// POST /api/estimates answers for the same household (decision 180).
setupTestDatabase();

// A Texas family of four at about 250% of the 2025 guideline for four ($32,150): Texas is the state
// whose 2026 benchmark is entered, so this household gets a dollar figure.
const TEXAS_FAMILY = { state: 'TX', zipCode: '78701', householdSize: 4, yearlyIncome: 80_375, ages: [45, 44, 15, 12] };
const CONTACT = {
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '(512) 555-0123',
  coverage: ['health'],
  consent: true,
};

async function apiAnswer(household: typeof TEXAS_FAMILY): Promise<EstimateAnswer> {
  const response = await postEstimate(jsonRequest('/api/estimates', household));
  expect(response.status).toBe(200);
  return (await response.json()) as EstimateAnswer;
}

async function submitLead(body: Record<string, unknown>): Promise<{ reference: string; thankYouUrl: string }> {
  const response = await postLead(jsonRequest('/api/leads', body));
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string; thankYouUrl: string };
}

async function messagesOf(
  reference: string,
): Promise<Record<string, { text: string; data?: Record<string, unknown> }>> {
  const result = await (
    await getDb()
  ).execute(sql`select topic, payload from outbox_messages where payload::text like ${`%${reference}%`}`);
  return Object.fromEntries(
    resultRows<{ topic: string; payload: { text: string } }>(result).map((row) => [row.topic, row.payload]),
  );
}

async function leadRow(reference: string) {
  const [row] = await (await getDb()).select().from(leads).where(eq(leads.reference, reference));
  return row!;
}

beforeAll(async () => {
  await getDb();
});
beforeEach(async () => {
  // A webhook address that refuses connections: the payload is queued in the outbox either way.
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: 'http://127.0.0.1:9/crm' });
  await resetLimits();
});

describe("a lead's stored estimate", () => {
  it('is the answer of POST /api/estimates for the household, stored on the lead and sealed for its thank-you page', async () => {
    const answer = await apiAnswer(TEXAS_FAMILY);
    expect(answer.outcome).toBe('credit');
    expect(answer.creditMonthly).toBeGreaterThan(0);
    const { reference, thankYouUrl } = await submitLead({ ...CONTACT, ...TEXAS_FAMILY });
    expect((await leadRow(reference)).estimate).toEqual(answer);
    const sealed = await readFormOutcome('thank-you', thankYouUrl.split('/')[2]!);
    expect(sealed).toEqual({
      reference: expect.stringMatching(/^LEAD-/),
      state: 'TX',
      household: '4',
      income: '80375',
      ages: [45, 44, 15, 12],
      estimate: answer,
    });
  });

  it("is in the agency's e-mail, the CRM webhook (with the API's field names) and the console's item fields", async () => {
    const answer = await apiAnswer(TEXAS_FAMILY);
    const { reference } = await submitLead({ ...CONTACT, ...TEXAS_FAMILY });
    const messages = await messagesOf(reference);
    const [line] = messages['lead.agency']!.text.split('\n').filter((text) => text.startsWith('Tax credit estimate: '));
    for (const [label, dollars] of [
      ['credit', answer.creditMonthly],
      ['benchmark silver', answer.benchmarkMonthly],
      ['expected contribution', answer.contributionMonthly],
      ['after the credit', answer.afterCreditMonthly],
    ] as const) {
      expect(line).toContain(`${label} ${formatUsd(dollars!)}/month`);
    }
    expect(messages['lead.crm']!.data!.estimate).toEqual(answer);

    const row = await leadRow(reference);
    const field = pageFields('lead', row).find((shown) => shown.key === 'estimate');
    expect(field).toMatchObject({ label: 'Tax credit estimate', text: line!.slice('Tax credit estimate: '.length) });
    expect(csvValues('lead', row).estimate).toBe(field!.text);
  });

  it('says plainly that a household the tables cannot price is not priced yet, with no figure, everywhere', async () => {
    // Every state has a benchmark; a New York policy without an adult is what the tables cannot price.
    const childOnly = { state: 'NY', zipCode: '10001', householdSize: 1, yearlyIncome: 40_000, ages: [17] };
    const { reference, thankYouUrl } = await submitLead({ ...CONTACT, ...childOnly });
    const message =
      'In New York we can estimate the credit only for a household with at least one adult aged 21 or over. Your advisor will quote real plans and their prices.';
    expect((await leadRow(reference)).estimate).toEqual({ outcome: 'not-priced', message });
    expect((await readFormOutcome('thank-you', thankYouUrl.split('/')[2]!))!.estimate).toEqual({
      outcome: 'not-priced',
      message,
    });
    const messages = await messagesOf(reference);
    expect(messages['lead.agency']!.text).toContain(`Tax credit estimate: Not priced yet: ${message}`);
    expect(messages['lead.agency']!.text).not.toMatch(/Tax credit estimate:.*\$/);
    expect(messages['lead.crm']!.data!.estimate).toEqual({ outcome: 'not-priced', message });
  });

  it('is left out of a call-back request, which asks none of the questions', async () => {
    const { reference } = await submitLead({
      kind: 'callback',
      name: 'Lee Park',
      email: 'lee@example.com',
      phone: '415 555 0101',
      bestTime: 'morning',
      consent: true,
    });
    expect((await leadRow(reference)).estimate).toBeNull();
    expect((await messagesOf(reference))['lead.crm']!.data!.estimate).toBeNull();
    expect(pageFields('lead', await leadRow(reference)).some((shown) => shown.key === 'estimate')).toBe(false);
  });
});
