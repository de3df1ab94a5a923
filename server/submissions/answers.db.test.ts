import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as POST_CLAIM } from '@/app/api/claims/route';
import { POST as POST_COMMENT } from '@/app/api/comments/route';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { getDb } from '@/server/db/client';
import { submissionAnswers } from '@/server/db/schema';
import { readFormOutcome } from '@/server/forms/outcomes';
import { getFileStore } from '@/server/storage/store';
import { postBusiness, postLead } from '@/tests/support/submission-endpoints';
import {
  countRows,
  resetLimits,
  SAMPLE_LEAD,
  setEnv,
  VALID_BUSINESS,
  visitorHeaders,
} from '@/tests/support/lead-capture';
import { samplePng } from '@/tests/support/sample-files';
import { claimRequest, SAMPLE_CLAIM } from '@/tests/support/api-requests';
import { setupTestDatabase } from '@/tests/support/test-database';
import { ANSWER_LIFETIME_MS, IDEMPOTENCY_KEY_MESSAGE } from './answers';

setupTestDatabase();

const KEY = 'k7Qe2Rw9Yt4Ui1Op3As5Df';
const OTHER_KEY = 'Zx8Cv6Bn4Mq2Wd0Ef1Gh3J';

const business = (key?: string, body: unknown = VALID_BUSINESS) =>
  postBusiness(
    new Request('http://localhost/api/business-inquiry', {
      method: 'POST',
      headers: visitorHeaders({ 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) }),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

async function referenceOf(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/** Everything one business inquiry stores: its row, its consent record, its messages. */
async function stored() {
  return {
    inquiries: await countRows('business_inquiries'),
    consent: await countRows('consent_records'),
    outbox: await countRows('outbox_messages'),
  };
}

beforeAll(async () => {
  await getDb();
});
beforeEach(async () => {
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '' });
  await resetLimits();
  await (
    await getDb()
  ).execute(
    sql.raw(
      'truncate business_inquiries, leads, claims, claim_attachments, consent_records, outbox_messages, ' +
        'form_outcomes, submission_answers, comments cascade',
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a send repeated with its idempotency key', () => {
  it('gets the first answer and stores nothing twice: no second row, consent record or e-mail', async () => {
    const first = await referenceOf(await business(KEY));
    const once = await stored();
    expect(once).toEqual({ inquiries: 1, consent: 1, outbox: expect.any(Number) });
    expect(await referenceOf(await business(KEY))).toBe(first);
    // The draft's structured-field form, "…", is the same key.
    expect(await referenceOf(await business(`"${KEY}"`))).toBe(first);
    expect(await stored()).toEqual(once);
  });

  it('is answered before its body is read: a repeat cut short (a claim’s upload on a failing line) still gets it', async () => {
    const first = await referenceOf(await business(KEY));
    expect(await referenceOf(await business(KEY, '{"companyName":'))).toBe(first);
  });

  it('is answered even when the second send differs: the key names the send, and the form makes a new one on an edit', async () => {
    const first = await referenceOf(await business(KEY));
    expect(await referenceOf(await business(KEY, { ...VALID_BUSINESS, companyName: 'Other LLC' }))).toBe(first);
    expect(await countRows('business_inquiries')).toBe(1);
  });

  it('stores once when the same key arrives several times at once', async () => {
    const references = await Promise.all([1, 2, 3].map(async () => referenceOf(await business(KEY))));
    expect(new Set(references).size).toBe(1);
    expect((await stored()).inquiries).toBe(1);
    expect(await countRows('consent_records')).toBe(1);
  });

  it('stores each send without a key, or with another key, as new', async () => {
    const [a, b, c] = [await business(), await business(), await business(OTHER_KEY)];
    expect(new Set([await referenceOf(a), await referenceOf(b), await referenceOf(c)]).size).toBe(3);
    expect(await countRows('business_inquiries')).toBe(3);
  });

  it('keeps the answer sealed and the key hashed, and forgets both after a day', async () => {
    const first = await referenceOf(await business(KEY));
    const [row] = await (await getDb()).select().from(submissionAnswers);
    expect(row!.keyHash).not.toContain(KEY);
    expect(row!.answer).not.toContain(first);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ANSWER_LIFETIME_MS + 60_000 });
    expect(await referenceOf(await business(KEY))).not.toBe(first);
    // The expired answer is swept when the next one is kept.
    expect(await countRows('submission_answers')).toBe(1);
  });

  it('answers a lead its reference and the same thank-you page, whose answers were stored with the lead', async () => {
    const send = () =>
      postLead(
        new Request('http://localhost/api/leads', {
          method: 'POST',
          headers: visitorHeaders({ 'content-type': 'application/json', 'idempotency-key': KEY }),
          body: JSON.stringify(SAMPLE_LEAD),
        }),
      );
    const first = (await (await send()).json()) as { reference: string; thankYouUrl: string };
    const again = (await (await send()).json()) as { reference: string; thankYouUrl: string };
    expect(again).toEqual(first);
    expect(await countRows('leads')).toBe(1);
    expect(await countRows('form_outcomes')).toBe(1);
    expect(await readFormOutcome('thank-you', first.thankYouUrl.split('/')[2]!)).toMatchObject({
      reference: first.reference,
    });
    // A key is one send to one endpoint: the same key to another type is that type's own send.
    expect(await referenceOf(await business(KEY))).toMatch(/^BIZ-/);
  });

  it('keeps no second copy of a claim’s documents, whether the repeat comes after the first or beside it', async () => {
    const claim = () =>
      POST_CLAIM(
        claimRequest(
          { ...SAMPLE_CLAIM, consent: 'on' },
          {
            documents: [{ bytes: samplePng(), name: 'bill.png', type: 'image/png' }],
            headers: { 'idempotency-key': KEY },
          },
        ),
      );
    const documentsBefore = (await getFileStore().list()).length;
    const [first, beside] = await Promise.all([claim(), claim()]);
    const reference = await referenceOf(first);
    expect(await referenceOf(beside)).toBe(reference);
    expect(await referenceOf(await claim())).toBe(reference);
    expect(await countRows('claims')).toBe(1);
    expect(await countRows('claim_attachments')).toBe(1);
    expect(await getFileStore().list()).toHaveLength(documentsBefore + 1);
  });

  it('refuses a key that is too short or has other characters with a 400, storing nothing', async () => {
    for (const key of ['short', `${KEY} ${KEY}`, 'é'.repeat(20), 'x'.repeat(65)]) {
      const response = await business(key);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: IDEMPOTENCY_KEY_MESSAGE });
    }
    expect(await countRows('business_inquiries')).toBe(0);
  });

  it('answers a comment sent again (published at once by default) with the first, after it or beside it', async () => {
    const comment = (key: string) =>
      POST_COMMENT(
        new Request('http://localhost/api/comments', {
          method: 'POST',
          headers: visitorHeaders({ 'content-type': 'application/json', 'idempotency-key': key }),
          body: JSON.stringify({
            authorName: 'Dana',
            content: 'Thanks, this cleared up the enrollment dates for us.',
            blogPostUrl: NEWS_SAMPLE_SHEET[1]![3],
          }),
        }),
      );
    const idOf = async (response: Response) => {
      expect(response.status).toBe(201);
      return ((await response.json()) as { comment: { id: string } }).comment.id;
    };
    const first = await idOf(await comment(KEY));
    expect(await idOf(await comment(KEY))).toBe(first);
    const together = await Promise.all([1, 2, 3].map(async () => idOf(await comment(OTHER_KEY))));
    expect(new Set(together).size).toBe(1);
    // Two comments, each published once, and the agency told of each once.
    expect(await countRows('comments')).toBe(2);
    expect(await countRows("outbox_messages where topic = 'comment.posted'")).toBe(2);
  });
});
