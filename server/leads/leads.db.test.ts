import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { postLead as POST } from '@/tests/support/submission-endpoints';
import { getDb, resultRows } from '@/server/db/client';
import { consentRecords, formOutcomes, leads } from '@/server/db/schema';
import { readFormOutcome } from '@/server/forms/outcomes';
import { fieldsOf, runSubmission } from '@/server/http/guarded-submission';
import { assessmentFormSubmission, callbackFormSubmission } from '@/server/leads/submit';
import { countRows, resetLimits, SAMPLE_LEAD, setEnv, visitorHeaders } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';

setupTestDatabase();

const LEAD = SAMPLE_LEAD;

const post = (body: unknown, headers = visitorHeaders({ 'content-type': 'application/json' })) =>
  POST(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

beforeAll(async () => {
  await getDb();
});
beforeEach(async () => {
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '' });
  await resetLimits();
});

describe('POST /api/leads', () => {
  it('stores the lead with its campaign and consent, and answers the thank-you URL for it', async () => {
    const response = await post(LEAD);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { reference: string; thankYouUrl: string };
    expect(body.reference).toMatch(/^LEAD-/);
    // The answers are sealed server-side; the address carries a token only (issue 24, decision 023).
    expect(body.thankYouUrl).toMatch(/^\/thank-you\/[A-Za-z0-9_-]{43}$/);
    expect(await readFormOutcome('thank-you', body.thankYouUrl.split('/')[2]!)).toEqual({
      reference: body.reference,
      state: 'FL',
      household: '3',
      income: '42000',
    });
    const [sealed] = await (
      await getDb()
    )
      .select({ state: formOutcomes.state })
      .from(formOutcomes)
      .where(eq(formOutcomes.form, 'thank-you'));
    expect(sealed!.state).not.toContain('42000');
    const db = await getDb();
    const [row] = await db.select().from(leads);
    expect(row).toMatchObject({
      state: 'FL',
      zipCode: '32801',
      coverage: ['health', 'dental'],
      utm: { source: 'reddit', medium: 'cpc', campaign: 'fall-2025' },
    });
    const [consent] = await db.select().from(consentRecords);
    expect(consent).toMatchObject({
      subjectType: 'lead',
      subjectId: row!.id,
      pageUrl: LEAD.pageUrl,
      checkboxChecked: true,
    });
    expect(await countRows('outbox_messages')).toBe(2);
  });

  it("stores a lead sent from an address too long to keep (an ad's tracking link), without the address", async () => {
    const longAddress = `https://insurancematch.example/prohealth-survey-tiktok?ttclid=${'x'.repeat(2100)}`;
    const response = await post({ ...LEAD, pageUrl: longAddress });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const db = await getDb();
    const [row] = await db.select().from(leads).where(eq(leads.reference, reference));
    expect(row).toMatchObject({ name: LEAD.name, pageUrl: null });
  });

  it('keeps only the given details for the thank-you page, and none in its address', async () => {
    const response = await post({ name: 'A', email: 'a@example.com', phone: '4075550100', zipCode: '32801' });
    // Only the reference, which the page shows as every confirmation does.
    const bare = (await response.json()) as { thankYouUrl: string; reference: string };
    expect(bare.thankYouUrl).toMatch(/^\/thank-you\/[\w-]{40,}$/);
    expect(await readFormOutcome('thank-you', bare.thankYouUrl.split('/')[2]!)).toEqual({ reference: bare.reference });
    const withState = await post({
      name: 'A',
      email: 'a@example.com',
      phone: '4075550100',
      state: 'TX',
      householdSize: 1,
    });
    const { thankYouUrl } = (await withState.json()) as { thankYouUrl: string };
    // The address is the page and a random token, nothing else (a token may spell 'TX' by chance).
    expect(thankYouUrl).toMatch(/^\/thank-you\/[\w-]{40,}$/);
    expect(await readFormOutcome('thank-you', thankYouUrl.split('/')[2]!)).toEqual({
      reference: expect.stringMatching(/^LEAD-/),
      state: 'TX',
      household: '1',
    });
  });

  it('answers the thank-you page in the language the visitor used (decision 182)', async () => {
    const answer = async (body: Record<string, unknown>) =>
      ((await (await post(body)).json()) as { thankYouUrl: string }).thankYouUrl;
    const contact = { name: 'A', email: 'a@example.com', phone: '4075550100', zipCode: '32801' };
    expect(await answer({ ...contact, language: 'es' })).toMatch(/^\/es\/thank-you\/[A-Za-z0-9_-]{43}$/);
    const spanish = await answer({ ...contact, state: 'TX', householdSize: 1, language: 'es' });
    expect(spanish).toMatch(/^\/es\/thank-you\/[A-Za-z0-9_-]{43}$/);
    expect(await readFormOutcome('thank-you', spanish.split('/')[3]!)).toMatchObject({ state: 'TX', household: '1' });
    // A language the site does not have is English, never a refusal.
    // (Another address: a third confirmation to the same one in a day is not sent, and the page would say so.)
    expect(await answer({ ...contact, email: 'b@example.com', language: 'fr' })).toMatch(
      /^\/thank-you\/[A-Za-z0-9_-]{43}$/,
    );
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', 'sam@', 'Please enter a valid email address'],
    ['phone', '407555019', 'Please enter a valid phone number'],
    ['zipCode', '3280', 'Please enter a valid ZIP code'],
    ['state', 'Florida', 'Please select your state'],
    ['householdSize', 0, 'Household size must be a whole number from 1 to 20'],
    ['householdSize', 21, 'Household size must be a whole number from 1 to 20'],
    ['householdSize', '3', 'Household size must be a whole number from 1 to 20'],
    ['yearlyIncome', -1, 'Yearly income must be a whole number of dollars'],
    ['yearlyIncome', 1.5, 'Yearly income must be a whole number of dollars'],
  ])('refuses %s = %j and stores nothing', async (field, value, message) => {
    const before = await countRows('leads');
    const response = await post({ ...LEAD, [field]: value });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toEqual([
      message,
    ]);
    expect(await countRows('leads')).toBe(before);
  });

  it('needs a ZIP code or a state', async () => {
    const response = await post({ ...LEAD, zipCode: undefined, state: undefined });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.zipCode).toEqual([
      'Please enter your ZIP code or state',
    ]);
  });

  it('answers 415, 400 and 413 for a wrong media type, malformed JSON and a 20 MB body', async () => {
    const before = await countRows('leads');
    expect((await post('name=x', visitorHeaders({ 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await post('{"name":')).status).toBe(400);
    expect((await post({ ...LEAD, name: 'x'.repeat(20 * 1024 * 1024) })).status).toBe(413);
    expect((await post({ ...LEAD, utm: { source: 'x', evil: 'y' } })).status).toBe(400);
    expect(await countRows('leads')).toBe(before);
  });

  it('limits one visitor to 10 leads per 10 minutes', async () => {
    const headers = visitorHeaders({ 'content-type': 'application/json' });
    for (let i = 0; i < 10; i += 1) expect((await post(LEAD, headers)).status).toBe(201);
    const limited = await post(LEAD, headers);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

/** The outbox messages queued for a lead, by topic. */
async function messagesOf(
  reference: string,
): Promise<Record<string, { subject: string; text: string; data?: Record<string, unknown> }>> {
  const db = await getDb();
  const result = await db.execute(
    sql`select topic, payload from outbox_messages where payload::text like ${`%${reference}%`}`,
  );
  const rows = resultRows<{ topic: string; payload: { subject: string; text: string } }>(result);
  return Object.fromEntries(rows.map((row) => [row.topic, row.payload]));
}

describe('lead details: ages and kind', () => {
  it('stores the ages of an assessment lead and tells the agency', async () => {
    const response = await post({ ...LEAD, ages: [41, 38, 9] });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const db = await getDb();
    const [row] = await db.select().from(leads).where(eq(leads.reference, reference));
    expect(row).toMatchObject({ kind: 'assessment', ages: [41, 38, 9], householdSize: 3, bestTime: null, note: null });
    const messages = await messagesOf(reference);
    expect(messages['lead.agency']!.text).toContain('Ages: 41, 38, 9');
  });

  it('refuses ages that do not match the household and stores nothing', async () => {
    const before = await countRows('leads');
    const response = await post({ ...LEAD, ages: [41, 38] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.ages).toEqual([
      'Please enter one age for each person in your household',
    ]);
    expect(await countRows('leads')).toBe(before);
  });

  it('stores a call-back request without ZIP or state, and its e-mails say it is a call back', async () => {
    const response = await post({
      kind: 'callback',
      name: 'Dana Baker',
      email: 'dana@example.com',
      phone: '512-555-0100',
      bestTime: 'evening',
      note: 'Ask about dental',
      consent: true,
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const db = await getDb();
    const [row] = await db.select().from(leads).where(eq(leads.reference, reference));
    expect(row).toMatchObject({
      kind: 'callback',
      bestTime: 'evening',
      note: 'Ask about dental',
      zipCode: null,
      state: null,
      ages: null,
    });
    const messages = await messagesOf(reference);
    expect(messages['lead.agency']!.subject).toBe(`New call-back request ${reference}`);
    expect(messages['lead.agency']!.text).toContain('Best time to call: Evening (5 PM to 8 PM ET)');
    expect(messages['lead.agency']!.text).toContain('Note:\n> Ask about dental');
    expect(messages['lead.confirmation']!.subject).toBe(`Your call-back request (${reference})`);
  });
});

describe('the built-in forms without JavaScript (their form fields, through the guarded path)', () => {
  const context = () => ({
    headers: new Headers(
      visitorHeaders({ referer: 'https://insurancematch.example/prohealth-survey-tiktok?utm_source=tiktok' }),
    ),
  });

  it('sends a Spanish assessment to the Spanish thank-you page (its posted language)', async () => {
    const result = await runSubmission(
      assessmentFormSubmission,
      context(),
      fieldsOf({
        kind: 'assessment',
        language: 'es',
        state: 'tx',
        zipCode: '78701',
        householdSize: '1',
        yearlyIncome: '40000',
        ages: '40',
        coverage_health: 'on',
        name: 'Ana Soto',
        email: 'ana@example.com',
        phone: '512 555 0101',
        hp_im_7f3: '',
      }),
    );
    expect(result.thankYouUrl).toMatch(/^\/es\/thank-you\/[A-Za-z0-9_-]{43}$/);
    expect(await readFormOutcome('thank-you', result.thankYouUrl.split('/')[3]!)).toMatchObject({ state: 'TX' });
  });

  it('stores the assessment from its form fields and answers the thank-you URL of its suggestion', async () => {
    const result = await runSubmission(
      assessmentFormSubmission,
      context(),
      fieldsOf({
        kind: 'assessment',
        state: 'ca',
        zipCode: '94110',
        householdSize: '2',
        yearlyIncome: '$25,000',
        ages: '30, 31',
        coverage_health: 'on',
        coverage_vision: 'on',
        name: 'Lee Park',
        email: 'lee@example.com',
        phone: '415 555 0101',
        consent: 'on',
        hp_im_7f3: '',
      }),
    );
    expect(result.thankYouUrl).toMatch(/^\/thank-you\/[A-Za-z0-9_-]{43}$/);
    expect(await readFormOutcome('thank-you', result.thankYouUrl.split('/')[2]!)).toMatchObject({
      state: 'CA',
      household: '2',
      income: '25000',
      ages: [30, 31],
      estimate: { outcome: 'medicaid' },
    });
    const db = await getDb();
    const [row] = await db.select().from(leads).where(eq(leads.reference, result.reference));
    expect(row).toMatchObject({
      kind: 'assessment',
      state: 'CA',
      zipCode: '94110',
      householdSize: 2,
      yearlyIncome: 25000,
      ages: [30, 31],
      coverage: ['health', 'vision'],
    });
    const [consent] = await db.select().from(consentRecords).where(eq(consentRecords.subjectId, row!.id));
    expect(consent).toMatchObject({
      checkboxChecked: true,
      pageUrl: 'https://insurancematch.example/prohealth-survey-tiktok?utm_source=tiktok',
    });
  });

  it('refuses an assessment with a question left out, and stores nothing', async () => {
    const before = await countRows('leads');
    await expect(
      runSubmission(
        assessmentFormSubmission,
        context(),
        fieldsOf({
          kind: 'assessment',
          state: 'CA',
          zipCode: '94110',
          householdSize: '2',
          yearlyIncome: '',
          ages: '30, 31',
          name: 'Lee',
          email: 'lee@example.com',
          phone: '4155550101',
        }),
      ),
    ).rejects.toMatchObject({
      status: 400,
      body: { fieldErrors: { yearlyIncome: ['Please enter your yearly household income'] } },
    });
    expect(await countRows('leads')).toBe(before);
  });

  it('stores a call-back request from its form fields', async () => {
    const result = await runSubmission(
      callbackFormSubmission,
      context(),
      fieldsOf({
        kind: 'callback',
        name: 'Lee Park',
        email: 'lee@example.com',
        phone: '415 555 0101',
        bestTime: 'morning',
        note: '',
      }),
    );
    const db = await getDb();
    const [row] = await db.select().from(leads).where(eq(leads.reference, result.reference));
    expect(row).toMatchObject({ kind: 'callback', bestTime: 'morning', note: null });
  });
});
