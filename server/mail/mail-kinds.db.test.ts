import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postBusiness, postLead } from '@/tests/support/submission-endpoints';
import { POST as postClaim } from '@/app/api/claims/route';
import { POST as postComment } from '@/app/api/comments/route';
import { POST as postOptions } from '@/app/api/insurance/options/route';
import { POST as postSelect } from '@/app/api/insurance/select/route';
import { POST as postOptOut } from '@/app/api/opt-out/route';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import type { InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';
import { getDb } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { newsCacheForTests } from '@/server/news/source';
import { runOutboxOnce } from '@/server/outbox/worker';
import { resetLimits, setEnv, VALID_BUSINESS, visitorHeaders } from '@/tests/support/lead-capture';
import { SAMPLE_HOME_ASSESSMENT } from '@/tests/support/sample-home-assessment';
import { setupTestDatabase } from '@/tests/support/test-database';
import { claimRequest, SAMPLE_CLAIM } from '@/tests/support/api-requests';
import { outboxMessageId } from './message-id';

const database = setupTestDatabase();

interface Parsed {
  file: string;
  error?: string;
  messageId: string | null;
  messageIdCount: number;
  headerDefects: string[];
  messageDefects: string[];
  validMessageId: boolean;
  bareLf: boolean;
  bareCr: boolean;
  subject: string;
  to: string;
  replyTo: string | null;
  autoSubmitted: string | null;
  body: string;
}

/** Every .eml file of DATA_DIR/mail-outbox, parsed by Python's e-mail package in strict mode. */
function parseWithPython(): Parsed[] {
  const folder = path.join(database.dataDir(), 'mail-outbox');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(folder, name));
  const output = execFileSync('python3', [path.join(process.cwd(), 'tests/support/parse-eml.py'), ...files], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as Parsed[];
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...visitorHeaders() },
  body: JSON.stringify(body),
});
const request = (url: string, body: unknown) => new Request(`http://localhost${url}`, json(body));

/** Every kind of e-mail the site sends (by outbox topic). */
const EMAIL_TOPICS = [
  'business_inquiry.agency',
  'business_inquiry.confirmation',
  'claim.agency',
  'claim.confirmation',
  'comment.posted',
  'home_assessment.confirmation',
  'home_assessment.submitted',
  'home_insurance.selected',
  'lead.agency',
  'lead.confirmation',
  'opt_out.agency',
  'opt_out.confirmation',
];

beforeAll(async () => {
  await getDb();
  newsCacheForTests.reset();
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '' });
});

describe('every e-mail kind, as an .eml file', () => {
  it('parses with a strict RFC 5322 parser, with CRLF line endings and a unique, valid Message-ID', async () => {
    await resetLimits();
    const statuses = [
      (await postClaim(claimRequest({ ...SAMPLE_CLAIM, urgency: 'high', consent: 'on' }))).status,
      (await postBusiness(request('/api/business-inquiry', VALID_BUSINESS))).status,
      (
        await postLead(
          request('/api/leads', {
            name: 'Sam Rivera',
            email: 'sam@example.com',
            phone: '(407) 555-0199',
            state: 'FL',
            consent: true,
          }),
        )
      ).status,
      (
        await postLead(
          request('/api/leads', {
            kind: 'callback',
            name: 'Ada Park',
            email: 'ada@example.com',
            phone: '512-555-0111',
            bestTime: 'evening',
          }),
        )
      ).status,
      (
        await postComment(
          request('/api/comments', {
            authorName: 'Dana',
            authorEmail: 'dana@example.net',
            content: 'Helpful, thanks!',
            blogPostUrl: NEWS_SAMPLE_SHEET[1]![3]!,
          }),
        )
      ).status,
      (
        await postOptOut(
          request('/api/opt-out', { email: 'stop@example.org', phone: '(212) 555-0100', reason: 'No more calls' }),
        )
      ).status,
    ];
    // Two home assessments: their agency e-mails' idempotency keys differ only after a colon.
    for (const email of ['jamie@example.com', 'jo@example.com']) {
      const home = await postOptions(
        request('/api/insurance/options', { ...SAMPLE_HOME_ASSESSMENT, email, consent: true }),
      );
      statuses.push(home.status);
      const { assessmentId, options } = (await home.json()) as InsuranceOptionsResponse;
      statuses.push(
        (await postSelect(request('/api/insurance/select', { assessmentId, insuranceId: options[0]!.id }))).status,
      );
    }
    expect(
      statuses.every((status) => status === 201 || status === 200),
      String(statuses),
    ).toBe(true);

    const db = await getDb();
    const queued = await db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'email'));
    expect([...new Set(queued.map((row) => row.topic))].sort()).toEqual(EMAIL_TOPICS);
    expect(await runOutboxOnce()).toEqual({ delivered: queued.length, failed: 0 });

    const parsed = parseWithPython();
    expect(parsed).toHaveLength(queued.length);
    for (const mail of parsed) {
      expect(mail.error, mail.file).toBeUndefined();
      expect(mail.messageIdCount, mail.file).toBe(1);
      expect(mail.validMessageId, `${mail.file}: ${mail.messageId}`).toBe(true);
      expect([...mail.headerDefects, ...mail.messageDefects], mail.file).toEqual([]);
      // CRLF throughout: no bare LF or CR anywhere in the file.
      expect(mail.bareLf, mail.file).toBe(false);
      expect(mail.bareCr, mail.file).toBe(false);
      // Sent by the site: no auto-responder answers it (RFC 3834).
      expect(mail.autoSubmitted, mail.file).toBe('auto-generated');
      // A visitor who replies to a confirmation reaches the address its text names, not the no-reply sender.
      if (mail.to !== getEnv().AGENCY_NOTIFY_EMAIL) expect(mail.replyTo, mail.file).toBe(getEnv().SUPPORT_EMAIL);
    }
    const ids = parsed.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    // Each is the hash-derived id of its outbox row (stable across retries).
    expect(ids.sort()).toEqual(queued.map((row) => outboxMessageId(row.idempotencyKey, getEnv().MAIL_FROM)).sort());
  });
});
