import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postBusiness, postLead } from '@/tests/support/submission-endpoints';
import { POST as postClaim } from '@/app/api/claims/route';
import { POST as postComment } from '@/app/api/comments/route';
import { POST as postOptions } from '@/app/api/insurance/options/route';
import { consentPlainText } from '@/content/consent';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { exportInbox } from '@/server/console/export';
import { inboxFiltersSchema, listInbox } from '@/server/console/inbox';
import { loadItem } from '@/server/console/items';
import { getDb } from '@/server/db/client';
import {
  businessInquiries,
  claims,
  comments,
  consentRecords,
  homeAssessments,
  leads,
  outboxMessages,
} from '@/server/db/schema';
import { formConsentWording } from '@/server/consent-wording';
import { newsCacheForTests } from '@/server/news/source';
import { resetLimits, setEnv, VALID_BUSINESS, visitorHeaders } from '@/tests/support/lead-capture';
import { SAMPLE_HOME_ASSESSMENT } from '@/tests/support/sample-home-assessment';
import { setupTestDatabase } from '@/tests/support/test-database';
import { claimRequest } from '@/tests/support/api-requests';

// Issue 26 item 5 (decision 183): the language a visitor used is stored with every submission and
// its consent record, and the agency sees it in the inbox, on the item page, in the CSV, in its
// e-mail and in the CRM webhook. Unknown or missing is English, never a refusal.
setupTestDatabase();
const cli = { operatorId: null, actor: 'cli:test', ipAddress: 'local' };

const json = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: visitorHeaders({ 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });

const CLAIM = {
  agent: '',
  firstName: 'Lucía',
  lastName: 'Moreno',
  email: 'lucia@example.com',
  phone: '(305) 555-0177',
  claimType: 'health',
  description: 'Factura del hospital no cubierta',
  urgency: 'medium',
  consent: 'on',
};

async function outboxOf(topic: string) {
  const db = await getDb();
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.topic, topic));
  return rows.map((row) => row.payload as { text?: string; data?: Record<string, unknown> });
}

beforeAll(async () => {
  await getDb();
  newsCacheForTests.reset();
});
beforeEach(async () => {
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: 'http://127.0.0.1:9/crm', AGENCY_NOTIFY_EMAIL: 'desk@example.com' });
  await resetLimits();
});
afterAll(() => setEnv({ CRM_WEBHOOK_URL: '', AGENCY_NOTIFY_EMAIL: '' }));

describe('a Spanish claim', () => {
  it('is stored as Spanish and the agency sees Spanish in the inbox, the item page, the CSV, its e-mail and the webhook', async () => {
    const response = await postClaim(claimRequest({ ...CLAIM, language: 'es' }));
    expect(response.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(claims);
    expect(row!.language).toBe('es');

    // The consent record keeps the Spanish words shown on the Spanish page, and says they are Spanish.
    const [consent] = await db.select().from(consentRecords).where(eq(consentRecords.subjectId, row!.id));
    const shown = formConsentWording('claim', 'es');
    expect(consent!.language).toBe('es');
    expect(consent!.disclosureText).toBe(consentPlainText(shown));
    expect(consent!.disclosureText).toMatch(/^Sí, InsuranceMatch y sus agentes con licencia pueden llamarme/);

    const one = await listInbox(inboxFiltersSchema.parse({ type: 'claim' }));
    expect(one.items[0]!.columns.language).toBe('Spanish');
    const mixed = await listInbox(inboxFiltersSchema.parse({}));
    expect(mixed.items.find((item) => item.id === row!.id)!.language).toBe('es');

    const item = await loadItem('claim', row!.id);
    expect(item!.fields).toContainEqual(
      expect.objectContaining({ key: 'language', label: 'Language', text: 'Spanish' }),
    );

    const csv = new TextDecoder().decode(await (await exportInbox(cli, { type: 'claim' })).arrayBuffer()).split('\r\n');
    const header = csv[0]!.replace('\uFEFF', '').split(',');
    expect(csv[1]!.split(',')[header.indexOf('language')]).toBe('Spanish');

    const [email] = await outboxOf('claim.agency');
    expect(email!.text!.split('\n')).toContain('Language: Spanish');
    const [webhook] = await outboxOf('claim.crm');
    expect(webhook!.data!.language).toBe('es');
  });
});

describe('every type records the language, English unless Spanish is said', () => {
  it('a business inquiry in an unknown language, or none, is English and not refused', async () => {
    const unknown = await postBusiness(json('/api/business-inquiry', { ...VALID_BUSINESS, language: 'fr' }));
    const missing = await postBusiness(json('/api/business-inquiry', { ...VALID_BUSINESS, email: 'b@acme.example' }));
    expect([unknown.status, missing.status]).toEqual([201, 201]);
    const db = await getDb();
    expect((await db.select().from(businessInquiries)).map((row) => row.language)).toEqual(['en', 'en']);
    const emails = await outboxOf('business_inquiry.agency');
    expect(emails.every((email) => email.text!.split('\n').includes('Language: English'))).toBe(true);
    expect((await outboxOf('business_inquiry.crm')).map((webhook) => webhook.data!.language)).toEqual(['en', 'en']);
  });

  it('a lead, a home assessment and a comment in Spanish', async () => {
    const lead = await postLead(
      json('/api/leads', {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '(407) 555-0190',
        state: 'FL',
        consent: true,
        language: 'es',
      }),
    );
    expect(lead.status).toBe(201);
    const home = await postOptions(
      json('/api/insurance/options', {
        ...SAMPLE_HOME_ASSESSMENT,
        fullName: 'Jaime Rivera',
        email: 'jaime@example.com',
        consent: true,
        language: 'es',
      }),
    );
    expect(home.status).toBe(201);
    const comment = await postComment(
      json('/api/comments', { content: 'Muy útil', blogPostUrl: NEWS_SAMPLE_SHEET[1]![3], language: 'es' }),
    );
    expect(comment.status).toBe(201);

    const db = await getDb();
    expect((await db.select().from(leads))[0]!.language).toBe('es');
    expect((await db.select().from(homeAssessments))[0]!.language).toBe('es');
    expect((await db.select().from(comments))[0]!.language).toBe('es');
    expect((await outboxOf('lead.crm'))[0]!.data!.language).toBe('es');
    expect((await outboxOf('home_assessment.submitted')).find((message) => message.data)!.data!.language).toBe('es');
    for (const topic of ['lead.agency', 'comment.posted'])
      expect((await outboxOf(topic))[0]!.text!.split('\n'), topic).toContain('Language: Spanish');
    const emailed = (await outboxOf('home_assessment.submitted')).find((message) => message.text);
    expect(emailed!.text!.split('\n')).toContain('Language: Spanish');

    const mixed = await listInbox(inboxFiltersSchema.parse({}));
    for (const type of ['lead', 'home_assessment', 'comment'] as const)
      expect(mixed.items.find((item) => item.type === type)!.language, type).toBe('es');
  });
});
