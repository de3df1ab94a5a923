import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findAssessmentOptions, findConfirmedSelection } from '@/server/insurance/assessments';
import { GET as getPdf } from '@/app/api/insurance/options/[assessmentId]/pdf/route';
import { GET as getOptions } from '@/app/api/insurance/options/[assessmentId]/route';
import { POST as postOptions } from '@/app/api/insurance/options/route';
import { POST as postSelect } from '@/app/api/insurance/select/route';
import type { InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';
import { getDb } from '@/server/db/client';
import { homeAssessments, outboxMessages } from '@/server/db/schema';
import { runOutboxOnce } from '@/server/outbox/worker';
import { startCrmServer } from '@/tests/support/fake-crm';
import { startSmtpServer } from '@/tests/support/fake-smtp';
import { makeOutboxDue, resetLimits, setEnv, visitorHeaders } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';
import { resetRatesForTests } from './rates';

setupTestDatabase();

const EXAMPLE_CARRIERS = ['Harborline Mutual', 'Summit Crest Insurance', 'Prairie Gate Home & Casualty'];

const home = {
  state: 'CA',
  zipCode: '94110',
  dwellingCoverage: 360000,
  squareFeet: 1800,
  yearBuilt: new Date().getUTCFullYear() - 20,
  construction: 'frame',
  roofAge: 10,
  claimsLastFiveYears: 0,
  preferredDeductible: 3000,
  fullName: 'Alex Moreno',
  email: 'alex@example.com',
  phone: '(415) 555-0188',
  consent: true,
};

const post = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitorHeaders() },
    body: JSON.stringify(body),
  });
const idParams = (assessmentId: number) => ({ params: Promise.resolve({ assessmentId: String(assessmentId) }) });

async function submit(overrides: Record<string, unknown> = {}): Promise<InsuranceOptionsResponse> {
  const response = await postOptions(post('/api/insurance/options', { ...home, ...overrides }));
  expect(response.status).toBe(201);
  return (await response.json()) as InsuranceOptionsResponse;
}
async function readOptions(assessmentId: number): Promise<Required<InsuranceOptionsResponse>> {
  const response = await getOptions(new Request('http://localhost/'), idParams(assessmentId));
  expect(response.status).toBe(200);
  return (await response.json()) as Required<InsuranceOptionsResponse>;
}
async function pdfText(assessmentId: number, query = ''): Promise<string> {
  const response = await getPdf(new Request(`http://localhost/${query}`), idParams(assessmentId));
  expect(response.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/** An agency rates file: the example's factors, two carriers of its own, one writing only in Texas. */
const dir = mkdtempSync(path.join(tmpdir(), 'im-rates-db-'));
const example = JSON.parse(readFileSync('content/rates/example-rates.json', 'utf8')) as {
  carriers: Record<string, unknown>[];
} & Record<string, unknown>;
function writeRates(name: string, carriers: Record<string, unknown>[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify({ ...example, example: false, ratingVersion: `agency-${name}`, carriers }));
  return file;
}
const everywhere = { ...example.carriers[0], providerName: 'Golden Bear Mutual', states: 'all' };
const texasOnly = { ...example.carriers[1], providerName: 'Lone Star Home Insurance', states: ['TX'] };

function useSettings(values: Record<string, string>) {
  setEnv(values);
  resetRatesForTests();
}

beforeAll(async () => {
  await getDb();
});
beforeEach(async () => {
  await resetLimits();
  const db = await getDb();
  await db.delete(outboxMessages);
});
afterEach(() => {
  useSettings({
    RATES_FILE: '',
    NODE_ENV: 'test',
    SMTP_URL: '',
    CRM_WEBHOOK_URL: '',
    CRM_WEBHOOK_SECRET: '',
    AGENCY_NOTIFY_EMAIL: '',
    PUBLIC_BASE_URL: '',
  });
});

describe("the agency's rates file", () => {
  it('offers a CA home only the carrier that writes in CA, a TX home both, and stores the rating version', async () => {
    useSettings({ RATES_FILE: writeRates('two-carriers.json', [everywhere, texasOnly]) });
    const california = await submit();
    expect(california.options.map((option) => option.providerName)).toEqual(['Golden Bear Mutual']);
    const texas = await submit({ state: 'TX', zipCode: '73301' });
    expect(texas.options.map((option) => option.providerName)).toEqual([
      'Golden Bear Mutual',
      'Lone Star Home Insurance',
    ]);
    expect(texas.options.filter((option) => option.recommended)).toHaveLength(1);

    const db = await getDb();
    const [row] = await db.select().from(homeAssessments).where(eq(homeAssessments.id, texas.assessmentId));
    expect(row).toMatchObject({ ratingVersion: 'agency-two-carriers.json', ratesExample: false });
    const read = await readOptions(texas.assessmentId);
    expect(read.exampleRates).toBe(false);
    expect(read.options).toEqual(texas.options);
  });

  it('keeps a CA home that no carrier writes as a lead, and says an agent will look for options in California', async () => {
    const smtp = await startSmtpServer();
    try {
      useSettings({
        RATES_FILE: writeRates('texas-only.json', [texasOnly]),
        SMTP_URL: smtp.url,
        AGENCY_NOTIFY_EMAIL: 'agency@example.com',
      });
      const created = await submit();
      expect(created.options).toEqual([]);

      const db = await getDb();
      const [row] = await db.select().from(homeAssessments).where(eq(homeAssessments.id, created.assessmentId));
      expect(row).toMatchObject({ email: 'alex@example.com', state: 'CA', options: [] });
      const read = await readOptions(created.assessmentId);
      expect(read).toMatchObject({ options: [], stateName: 'California', selectedInsuranceId: null });
      expect(await pdfText(created.assessmentId)).toContain('An Agent Will Look for Options in California');

      await makeOutboxDue();
      await runOutboxOnce();
      const mail = smtp.mails.find((message) => message.to.includes('agency@example.com'));
      expect(mail?.raw).toContain('alex@example.com');
      expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(
        'No carrier in the rating table writes home insurance in California',
      );
    } finally {
      await smtp.close();
    }
  });

  it("names the state in the page's language: the Spanish results page says Nueva York, the API New York", async () => {
    useSettings({ RATES_FILE: writeRates('texas-only-ny.json', [texasOnly]) });
    const created = await submit({ state: 'NY', zipCode: '10001' });
    expect(created.options).toEqual([]);
    expect((await readOptions(created.assessmentId)).stateName).toBe('New York');
    expect((await findAssessmentOptions(created.assessmentId, 'es'))?.stateName).toBe('Nueva York');
    // The PDF from the Spanish results page (lang=es) names it as that page does.
    expect(await pdfText(created.assessmentId, '?lang=es')).toContain('Nueva York');
    expect(await pdfText(created.assessmentId)).toContain('An Agent Will Look for Options in New York');
  });
});

describe('the example table in production, on default settings', () => {
  let crm: Awaited<ReturnType<typeof startCrmServer>>;
  beforeAll(async () => {
    crm = await startCrmServer();
  });
  afterAll(async () => {
    await crm.close();
  });

  it('never names an example carrier: not on the results, in the PDF, the agency e-mail or the webhook', async () => {
    const smtp = await startSmtpServer();
    try {
      // Only where messages go is set (to local fakes); RATES_FILE and PUBLIC_BASE_URL stay unset.
      useSettings({
        NODE_ENV: 'production',
        SMTP_URL: smtp.url,
        CRM_WEBHOOK_URL: crm.url,
        CRM_WEBHOOK_SECRET: 'secret',
        AGENCY_NOTIFY_EMAIL: 'agency@example.com',
      });
      delete process.env.PUBLIC_BASE_URL;
      const created = await submit({ state: 'PA', zipCode: '19103' });
      // The reference home still prices to the spec's figures, by coverage level.
      expect(
        created.options.map((option) => [option.providerName, option.monthlyPremium, option.yearlyPremium]),
      ).toEqual([
        ['Enhanced Coverage', 120, 1380],
        ['Premier Coverage', 138, 1587],
        ['Essential Coverage', 102, 1173],
      ]);
      expect(
        (await postSelect(post('/api/insurance/select', { assessmentId: created.assessmentId, insuranceId: 'ins_3' })))
          .status,
      ).toBe(200);

      const read = await readOptions(created.assessmentId);
      expect(read.exampleRates).toBe(true);
      // A Spanish page names the levels in Spanish (decision 182); the e-mail and the webhook below keep English.
      const spanish = await findAssessmentOptions(created.assessmentId, 'es');
      expect(spanish?.options.map((option) => option.providerName)).toEqual([
        'Cobertura Ampliada',
        'Cobertura Premier',
        'Cobertura Esencial',
      ]);
      expect((await findConfirmedSelection(created.assessmentId, 'es'))?.option.providerName).toBe(
        'Cobertura Esencial',
      );
      // And the example table's features: none of its English reaches a Spanish page.
      expect(spanish?.options[2]?.features).toEqual([
        'El costo mensual más bajo',
        'Administración de la póliza en línea',
        'Crédito de renovación sin reclamos',
      ]);
      expect(created.options[2]?.features).toContain('Lowest monthly cost');
      const pdf = await pdfText(created.assessmentId);
      expect(pdf).toContain('Your confirmed plan: Essential Coverage');
      expect(pdf).toContain('licensed agent confirms quotes from real carriers');
      // The visitor's PDF says what the figures are in plain words; the agency's e-mail names the table (issue 24 item
      // 3).
      expect(pdf).toContain('estimates by coverage level, not offers from a named carrier');
      expect(pdf).not.toMatch(/example rating table|RATES_FILE/);
      expect(pdf).not.toContain('localhost');

      await makeOutboxDue();
      await runOutboxOnce();
      const mails = smtp.mails.map((mail) => mail.raw.replace(/=\r?\n/g, '')).join('\n');
      expect(smtp.mails.length).toBeGreaterThanOrEqual(2);
      expect(mails).toContain('estimates from the example rating table');
      // Links in the agency's mail are absolute (issue 23): PUBLIC_BASE_URL unset, this server as it listens.
      expect(mails).toContain(`http://localhost:3000/results/${created.assessmentId}`);
      expect(mails).toContain('Selected: Essential Coverage: $102/mo');
      const hooks = crm.requests.map((request) => request.body).join('\n');
      expect(crm.requests.map((request) => request.json.event).sort()).toEqual([
        'home_assessment.submitted',
        'home_insurance.selected',
      ]);
      expect(hooks).toContain('Essential Coverage');

      for (const carrier of EXAMPLE_CARRIERS) {
        for (const [where, text] of Object.entries({ results: JSON.stringify(read), pdf, mails, hooks })) {
          expect(text, `${carrier} in ${where}`).not.toContain(carrier);
          // Quoted-printable or JSON may escape the ampersand: check the first word too.
          expect(text, `${carrier} in ${where}`).not.toContain(carrier.split(' ')[0]);
        }
      }
    } finally {
      await smtp.close();
    }
  });

  it('shows the example carriers outside production, still saying the figures are examples', async () => {
    const created = await submit({ state: 'PA', zipCode: '19103' });
    expect(created.options.map((option) => option.providerName)).toEqual(EXAMPLE_CARRIERS);
    const pdf = await pdfText(created.assessmentId);
    expect(pdf).toContain('These premiums are estimates from the details you gave us, not a binding quote.');
    expect(pdf).not.toMatch(/example rating table|RATES_FILE/);
  });
});
