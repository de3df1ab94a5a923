import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getPdf } from '@/app/api/insurance/options/[assessmentId]/pdf/route';
import { GET as getOptions } from '@/app/api/insurance/options/[assessmentId]/route';
import { POST as postOptions } from '@/app/api/insurance/options/route';
import { POST as postSelectForm } from '@/app/api/insurance/select/form/route';
import { POST as postSelect } from '@/app/api/insurance/select/route';
import type { InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';
import { closeDatabase, getDb } from '@/server/db/client';
import { readResults } from '@/server/insurance/results';
import { findConfirmedSelection } from '@/server/insurance/assessments';
import { consentRecords, homeAssessments, homeInsuranceSelections, outboxMessages } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { resetRateLimitsForTests } from '@/server/rate-limit';
import { SAMPLE_HOME_ASSESSMENT } from '@/tests/support/sample-home-assessment';
import { captureLog } from '@/tests/support/capture-log';
import { setupTestDatabase } from '@/tests/support/test-database';
import { HONEYPOT_FIELD } from '@/lib/honeypot';

setupTestDatabase();
// The database opens and migrates here, in the hook's minute, not inside the first test's 30 s
// (under a full run's load that alone took most of them).
beforeAll(async () => {
  await getDb();
});

const reference = { ...SAMPLE_HOME_ASSESSMENT, yearBuilt: new Date().getUTCFullYear() - 20, consent: true };

let ipCounter = 0;
function post(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-ip': `10.0.0.${(ipCounter += 1)}`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const idParams = (assessmentId: string) => ({ params: Promise.resolve({ assessmentId }) });
const get = (url: string) => new Request(`http://localhost${url}`);

async function createReference(overrides: Record<string, unknown> = {}): Promise<InsuranceOptionsResponse> {
  const response = await postOptions(post('/api/insurance/options', { ...reference, ...overrides }));
  expect(response.status).toBe(201);
  return (await response.json()) as InsuranceOptionsResponse;
}

async function countRows() {
  const db = await getDb();
  return {
    assessments: (await db.select().from(homeAssessments)).length,
    outbox: (await db.select().from(outboxMessages)).length,
    selections: (await db.select().from(homeInsuranceSelections)).length,
  };
}

beforeEach(async () => {
  await resetRateLimitsForTests();
});
afterEach(() => {
  delete process.env.SURVEY_WEBHOOK_SECRET;
  resetEnvForTests();
});

describe('POST /api/insurance/options', () => {
  it('stores the assessment with its consent and agency notification, and answers the computed options', async () => {
    const created = await createReference();
    expect(Number.isSafeInteger(created.assessmentId) && created.assessmentId > 0).toBe(true);
    expect(
      created.options.map((option) => [
        option.monthlyPremium,
        option.yearlyPremium,
        option.coverageAmount,
        option.recommended,
      ]),
    ).toEqual([
      [120, 1380, 360000, true],
      [138, 1587, 396000, false],
      [102, 1173, 324000, false],
    ]);
    const db = await getDb();
    const [row] = await db.select().from(homeAssessments).where(eq(homeAssessments.id, created.assessmentId));
    expect(row?.email).toBe('jamie@example.com');
    expect(row?.options).toEqual(created.options);
    const consent = await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subjectId, String(created.assessmentId)));
    expect(consent).toHaveLength(1);
    expect(consent[0]).toMatchObject({ subjectType: 'home_assessment', checkboxChecked: true });
    const outbox = await db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'home_assessment.submitted'));
    const notice = outbox.find((message) => message.channel === 'email')!.payload as { subject: string; text: string };
    // The id opens the family's results (decision 082): in the body's link, never in the subject.
    expect(notice.subject).toMatch(/^New home-insurance assessment \([A-Z]{2} \d{5}\)$/);
    expect(notice.subject).not.toContain(String(created.assessmentId));
    expect(notice.text).toContain(`/results/${created.assessmentId}`);
  });

  it('tells the agency "3 or more" claims, as the form offered it, never just 3', async () => {
    const created = await createReference({ claimsLastFiveYears: 3 });
    const db = await getDb();
    const [message] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `home_assessment.submitted:${created.assessmentId}:email`));
    const text = (message?.payload as { text?: string } | undefined)?.text ?? '';
    expect(text).toContain('claims in the last five years: 3 or more;');
  });

  it('gives random, non-sequential ids', async () => {
    const ids = [
      (await createReference()).assessmentId,
      (await createReference()).assessmentId,
      (await createReference()).assessmentId,
    ];
    expect(new Set(ids).size).toBe(3);
    expect(Math.abs(ids[1]! - ids[0]!)).toBeGreaterThan(1000);
    expect(Math.abs(ids[2]! - ids[1]!)).toBeGreaterThan(1000);
  });

  it.each([
    ['a missing state', { state: undefined }, 'Please select your state'],
    ['an unknown state', { state: 'ZZ' }, 'Please select your state'],
    ['a short ZIP code', { zipCode: '123' }, 'Please enter a valid ZIP code'],
    ['a long ZIP code', { zipCode: '12345-67890' }, 'ZIP code is too long'],
    ['a tiny rebuild cost', { dwellingCoverage: 1000 }, 'The estimated rebuild cost must be at least $50,000'],
    ['an empty rebuild cost', { dwellingCoverage: '' }, 'Please enter the estimated rebuild cost'],
    ['a huge rebuild cost', { dwellingCoverage: 9_000_000 }, 'The estimated rebuild cost must be at most $5,000,000'],
    [
      'a rebuild cost that is not a number',
      { dwellingCoverage: 'lots' },
      'Please enter the estimated rebuild cost as a whole number',
    ],
    [
      'a year built in the future',
      { yearBuilt: 3000 },
      `The year built must be at most ${new Date().getUTCFullYear() + 1}`,
    ],
    ['an unknown construction', { construction: 'straw' }, 'Please select the construction type'],
    ['a negative roof age', { roofAge: -1 }, 'The roof age must be at least 0 years'],
    ['a deductible not offered', { preferredDeductible: 1234 }, 'Please select a deductible'],
    ['a missing name', { fullName: '  ' }, 'Name is required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a short phone', { phone: '555-01' }, 'Please enter a valid phone number'],
  ])('answers 400 with a message for %s and stores nothing', async (_label, change, message) => {
    const before = await countRows();
    const response = await postOptions(post('/api/insurance/options', { ...reference, ...change }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe(message);
    expect(Object.values(body.fieldErrors).flat()).toContain(message);
    expect(await countRows()).toEqual(before);
  });

  it('answers 400 for malformed JSON or a body that is not an object, 415 for another media type', async () => {
    expect((await postOptions(post('/api/insurance/options', '{"state":'))).status).toBe(400);
    expect((await postOptions(post('/api/insurance/options', '[1,2]'))).status).toBe(400);
    const text = await postOptions(post('/api/insurance/options', 'hello', { 'content-type': 'text/plain' }));
    expect(text.status).toBe(415);
  });

  it("keeps a filled honeypot's assessment as suspected spam with its options (the visitor sees results), its e-mail held", async () => {
    const response = await postOptions(
      post('/api/insurance/options', { ...reference, [HONEYPOT_FIELD]: 'http://spam.example' }),
    );
    expect(response.status).toBe(201);
    const { assessmentId, options } = (await response.json()) as { assessmentId: number; options: unknown[] };
    expect(options.length).toBeGreaterThan(0);
    const db = await getDb();
    const [row] = await db
      .select({ spam: homeAssessments.suspectedSpam })
      .from(homeAssessments)
      .where(eq(homeAssessments.id, assessmentId));
    expect(row).toEqual({ spam: 'honeypot-filled' });
    const held = await db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.heldFor, `home_assessment:${assessmentId}`));
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((message) => message.status === 'held')).toBe(true);
  });

  it("refuses an HTML form post with 415: browsers without JavaScript use the form's server action", async () => {
    const before = await countRows();
    const form = new URLSearchParams(
      Object.entries({ ...reference, consent: 'on' }).map(([key, value]) => [key, String(value)]),
    );
    const response = await postOptions(
      post('/api/insurance/options', form.toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(response.status).toBe(415);
    expect(await countRows()).toEqual(before);
  });

  it('limits how many assessments one connection can send, a refused one counting a quarter', async () => {
    // Nothing but refusals: the 20 sends' worth is 77 of them (each a quarter of a send, and a post
    // needs a whole send's room), then 429.
    let refused = 0;
    let last = 400;
    while (last === 400 && refused < 200) {
      last = (await postOptions(post('/api/insurance/options', { state: 'nope' }, { 'x-client-ip': '10.9.9.9' })))
        .status;
      if (last === 400) refused += 1;
    }
    expect(last).toBe(429);
    expect(refused).toBe(77);
  });

  describe('external survey webhook', () => {
    it('refuses webhook requests while no secret is configured', async () => {
      const before = await countRows();
      const response = await postOptions(
        post('/api/insurance/options', reference, { authorization: 'Bearer anything' }),
      );
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toMatch(/no shared secret is configured/);
      expect(await countRows()).toEqual(before);
    });

    it('refuses a wrong secret and accepts the right one', async () => {
      process.env.SURVEY_WEBHOOK_SECRET = 'correct horse battery staple';
      resetEnvForTests();
      const before = await countRows();
      const wrong = await postOptions(post('/api/insurance/options', reference, { authorization: 'Bearer wrong' }));
      expect(wrong.status).toBe(401);
      const notBearer = await postOptions(
        post('/api/insurance/options', reference, { authorization: 'Basic Zm9vOmJhcg==' }),
      );
      expect(notBearer.status).toBe(401);
      expect(await countRows()).toEqual(before);

      const right = await postOptions(
        post('/api/insurance/options', reference, { authorization: 'Bearer correct horse battery staple' }),
      );
      expect(right.status).toBe(201);
      const { assessmentId } = (await right.json()) as InsuranceOptionsResponse;
      const db = await getDb();
      const [row] = await db.select().from(homeAssessments).where(eq(homeAssessments.id, assessmentId));
      expect(row?.source).toBe('survey_webhook');
    });
  });
});

describe('the log of an assessment and its plan', () => {
  it('names neither by the assessment id, the key to the results page', async () => {
    let created: InsuranceOptionsResponse | undefined;
    const logged = await captureLog(async () => {
      created = await createReference();
      const selected = await postSelect(
        post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_1' }),
      );
      expect(selected.status).toBe(200);
    });
    expect(logged).toContain('home assessment stored');
    expect(logged).toContain('home insurance option selected');
    expect(logged).not.toContain(String(created!.assessmentId));
  });
});

describe('GET /api/insurance/options/{assessmentId}', () => {
  it('answers the stored options', async () => {
    const created = await createReference();
    const response = await getOptions(
      get(`/api/insurance/options/${created.assessmentId}`),
      idParams(String(created.assessmentId)),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({
      ...created,
      selectedInsuranceId: null,
      stateName: 'Pennsylvania',
      exampleRates: true,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const response = await getOptions(get('/api/insurance/options/12345'), idParams('12345'));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      'We could not find insurance options for that assessment.',
    );
  });

  it.each(['0', '-5', '1.5', 'abc', '1e3', '9007199254740993', ' 12', '00012'])(
    'answers 400 for the id %j',
    async (id) => {
      const response = await getOptions(get(`/api/insurance/options/${encodeURIComponent(id)}`), idParams(id));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe('assessmentId must be a positive integer.');
    },
  );
});

describe('GET /api/insurance/options/{assessmentId}/pdf', () => {
  it('answers a PDF with the providers, premiums, the estimate notice and the contact details', async () => {
    const created = await createReference();
    const id = String(created.assessmentId);
    const response = await getPdf(get(`/api/insurance/options/${id}/pdf`), idParams(id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const option of created.options) expect(text).toContain(option.providerName);
    for (const amount of [
      '$120/mo',
      '$1,380 annually',
      '$138/mo',
      '$1,587 annually',
      '$102/mo',
      '$1,173 annually',
      '$360,000',
    ]) {
      expect(text).toContain(amount);
    }
    expect(text).toContain('not a binding quote');
    expect(text).toContain('(202) 555-0142');
    expect(text).toContain('help@example.com');
  });

  it('answers the PDF in Spanish, named in Spanish, for a link from a Spanish page (lang=es, issue 26)', async () => {
    const created = await createReference();
    const id = String(created.assessmentId);
    const response = await getPdf(get(`/api/insurance/options/${id}/pdf?lang=es`), idParams(id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="opciones-de-seguro-${id}.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Sus opciones de seguro personalizadas');
    expect(text).toContain('$120/mes');
    expect(text).not.toContain('Your Personalized Insurance Options');
    // Any other value is the default, English.
    const english = await getPdf(get(`/api/insurance/options/${id}/pdf?lang=fr`), idParams(id));
    expect(english.headers.get('content-disposition')).toBe(`attachment; filename="insurance-options-${id}.pdf"`);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect((await getPdf(get('/api/insurance/options/777/pdf'), idParams('777'))).status).toBe(404);
    expect((await getPdf(get('/api/insurance/options/x/pdf'), idParams('x'))).status).toBe(400);
  });
});

describe('POST /api/insurance/select', () => {
  it('records the selection, replaces it when the visitor chooses again, and notifies the agency each time', async () => {
    const created = await createReference();
    const first = await postSelect(
      post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_2' }),
    );
    expect(first.status).toBe(200);
    const second = await postSelect(
      post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_3' }),
    );
    expect(second.status).toBe(200);
    const db = await getDb();
    const selections = await db
      .select()
      .from(homeInsuranceSelections)
      .where(eq(homeInsuranceSelections.assessmentId, created.assessmentId));
    expect(selections).toHaveLength(1);
    expect(selections[0]).toMatchObject({ insuranceId: 'ins_3', confirmations: 2 });
    const notices = await db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'home_insurance.selected'));
    expect(
      notices.filter((notice) => JSON.stringify(notice.payload).includes(`#${created.assessmentId}`)),
    ).toHaveLength(2);
    const read = await getOptions(get('/'), idParams(String(created.assessmentId)));
    expect(((await read.json()) as InsuranceOptionsResponse).selectedInsuranceId).toBe('ins_3');
  });

  it('e-mails the visitor the reference once, on the first confirmation, in the language of the assessment', async () => {
    const created = await createReference({ email: 'elena.home@example.com', language: 'es' });
    const choose = async (insuranceId: string) =>
      (await (
        await postSelect(post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId }))
      ).json()) as { reference: string };
    const { reference } = await choose('ins_2');
    await choose('ins_3');
    const db = await getDb();
    const mails = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.topic, 'home_assessment.confirmation'))
      .then((rows) => rows.filter((row) => JSON.stringify(row.payload).includes('elena.home@example.com')));
    expect(mails).toHaveLength(1);
    const payload = mails[0]!.payload as { to: string; subject: string; text: string };
    expect(payload.subject).toContain('Su elección de plan de seguro de vivienda');
    expect(payload.text).toContain(reference);
    expect(payload.text).toContain('Recibimos el plan de seguro de vivienda que confirmó');
    // The item it is about: the console lists it with the assessment's other messages.
    expect(mails[0]!.item).toBe(`home_assessment:${created.assessmentId}`);
  });

  it('gives the confirmation one reference, kept when the visitor chooses again, which the agency e-mail and webhook carry (issue 24)', async () => {
    const created = await createReference();
    const first = (await (
      await postSelect(post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_2' }))
    ).json()) as { reference: string };
    expect(first.reference).toMatch(/^HOME-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const second = (await (
      await postSelect(post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_3' }))
    ).json()) as { reference: string };
    expect(second.reference).toBe(first.reference);
    const confirmed = await findConfirmedSelection(created.assessmentId);
    const shown = created.options.find((option) => option.id === 'ins_3')!;
    expect(confirmed).toMatchObject({
      reference: first.reference,
      option: {
        id: 'ins_3',
        providerName: shown.providerName,
        monthlyPremium: shown.monthlyPremium,
        yearlyPremium: shown.yearlyPremium,
      },
    });
    const db = await getDb();
    const notices = (
      await db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'home_insurance.selected'))
    ).filter((notice) => JSON.stringify(notice.payload).includes(first.reference));
    expect(notices.length).toBeGreaterThanOrEqual(2);
    const mail = notices
      .map((notice) => notice.payload as { subject?: string; text?: string })
      .find((payload) => payload.text?.includes(shown.providerName));
    // The second choice says it replaces the first, when it was made and in which language: the
    // two notices may reach the agency in either order.
    expect(mail?.subject).toBe(`Plan changed ${first.reference}: ${shown.providerName}`);
    expect(mail?.text).toContain(`Reference: ${first.reference}`);
    const before = created.options.find((option) => option.id === 'ins_2')!.providerName;
    expect(mail?.text).toMatch(
      new RegExp(`^The visitor changed their choice \\(choice 2\\): this plan replaces ${before}\\.`),
    );
    expect(mail?.text).toMatch(/\nChosen: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M /);
    expect(mail?.text).toContain('\nLanguage: English\n');
    const firstChoice = notices
      .map((notice) => notice.payload as { subject?: string; text?: string })
      .find((payload) => payload.subject?.startsWith('Plan selected'));
    expect(firstChoice?.subject).toBe(
      `Plan selected ${first.reference}: ${created.options.find((option) => option.id === 'ins_2')!.providerName}`,
    );
    expect(firstChoice?.text).toMatch(/^A visitor confirmed a home-insurance plan\./);
    // The same plan confirmed again (a second tab, a retry) is not a change.
    await postSelect(post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_3' }));
    const third = (await db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'home_insurance.selected')))
      .map((notice) => notice.payload as { subject?: string; text?: string })
      .find((payload) => payload.text?.includes('(choice 3)'));
    expect(third?.subject).toBe(`Plan selected ${first.reference}: ${shown.providerName}`);
    expect(third?.text).toMatch(/^The visitor confirmed the same plan again \(choice 3\)\./);
    expect(await findConfirmedSelection(987654321)).toBeNull();
  });

  it.each([
    ['no assessmentId', { insuranceId: 'ins_1' }, 'assessmentId must be a positive integer'],
    ['a string assessmentId', { assessmentId: '123', insuranceId: 'ins_1' }, 'assessmentId must be a positive integer'],
    ['a negative assessmentId', { assessmentId: -4, insuranceId: 'ins_1' }, 'assessmentId must be a positive integer'],
    [
      'a fractional assessmentId',
      { assessmentId: 1.5, insuranceId: 'ins_1' },
      'assessmentId must be a positive integer',
    ],
    [
      'an unsafe assessmentId',
      { assessmentId: 2 ** 60, insuranceId: 'ins_1' },
      'assessmentId must be a positive integer',
    ],
    ['no insuranceId', { assessmentId: 42 }, 'insuranceId is required'],
    ['an empty insuranceId', { assessmentId: 42, insuranceId: '' }, 'insuranceId is required'],
    ['a malformed insuranceId', { assessmentId: 42, insuranceId: 'drop table' }, 'insuranceId is not a known option'],
  ])('answers 400 with a message for %s', async (_label, body, message) => {
    const before = await countRows();
    const response = await postSelect(post('/api/insurance/select', body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON and 415 for another media type', async () => {
    expect((await postSelect(post('/api/insurance/select', 'nope'))).status).toBe(400);
    expect((await postSelect(post('/api/insurance/select', '{}', { 'content-type': 'text/plain' }))).status).toBe(415);
  });

  it('answers 404 for an unknown assessment and for an option of another assessment', async () => {
    const before = await countRows();
    const unknown = await postSelect(post('/api/insurance/select', { assessmentId: 987654321, insuranceId: 'ins_1' }));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('We could not find that assessment.');
    const created = await createReference();
    const after = await countRows();
    const notOurs = await postSelect(
      post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_9' }),
    );
    expect(notOurs.status).toBe(404);
    expect(((await notOurs.json()) as { message: string }).message).toBe(
      'That insurance option does not belong to this assessment.',
    );
    expect(await countRows()).toEqual(after);
    expect(after.selections).toBe(before.selections);
  });
});

describe('POST /api/insurance/select/form (the results page without JavaScript)', () => {
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    post('/api/insurance/select/form', new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      // The results page sends no referrer, so its posts carry Origin: null; the browser says it is this site.
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      ...headers,
    });

  it('confirms the plan whose button was pressed and answers 303 to the confirmation, in the page language', async () => {
    const created = await createReference();
    const id = String(created.assessmentId);
    const answer = await postSelectForm(form({ assessmentId: id, insuranceId: 'ins_2', language: 'es' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/es/results/${id}/confirmed`);
    expect((await findConfirmedSelection(created.assessmentId))?.option.id).toBe('ins_2');
    const english = await postSelectForm(form({ assessmentId: id, insuranceId: 'ins_3' }));
    expect(english.headers.get('location')).toBe(`/results/${id}/confirmed`);
  });

  it('refuses a plan the assessment does not have, an id that is no number and another site, storing nothing', async () => {
    const created = await createReference();
    const before = await countRows();
    for (const fields of [
      { assessmentId: String(created.assessmentId), insuranceId: 'ins_9' } as Record<string, string>,
      { assessmentId: 'abc', insuranceId: 'ins_1' },
      { insuranceId: 'ins_1' },
    ]) {
      const answer = await postSelectForm(form(fields));
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(await answer.text()).toContain('There was a problem saving your selection. Please try again.');
    }
    const crossSite = await postSelectForm(
      form({ assessmentId: String(created.assessmentId), insuranceId: 'ins_1' }, { 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await countRows()).toEqual(before);
  });
});

describe('the results page (readResults)', () => {
  it('reads the stored options, the confirmed plan and the example flag; an unknown or malformed id is the unknown-link state', async () => {
    const created = await createReference();
    expect(await readResults(created.assessmentId)).toEqual({
      status: 'loaded',
      options: created.options,
      confirmedId: null,
      exampleRates: true,
    });
    expect(
      (await postSelect(post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_2' })))
        .status,
    ).toBe(200);
    expect(await readResults(created.assessmentId)).toMatchObject({ status: 'loaded', confirmedId: 'ins_2' });
    expect(await readResults(424242424242)).toEqual({ status: 'unknown' });
    expect(await readResults(null)).toEqual({ status: 'unknown' });
  });

  it('is the error state when the database does not answer, logged without the assessment id', async () => {
    const created = await createReference();
    let logged = '';
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged += String(chunk);
      return true;
    });
    await closeDatabase();
    const saved = process.env.DATABASE_URL;
    // Nothing listens on port 1: connecting fails at once.
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/none';
    resetEnvForTests();
    try {
      expect(await readResults(created.assessmentId)).toEqual({ status: 'error' });
    } finally {
      write.mockRestore();
      await closeDatabase().catch(() => {});
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      resetEnvForTests();
    }
    expect(logged).toContain('results could not be read');
    expect(logged).not.toContain(String(created.assessmentId));
  });
});
