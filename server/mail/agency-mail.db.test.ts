import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBusiness, postLead } from '@/tests/support/submission-endpoints';
import { POST as postClaim } from '@/app/api/claims/route';
import { POST as postComment } from '@/app/api/comments/route';
import { POST as postOptOut } from '@/app/api/opt-out/route';
import { contactStatement } from '@/content/consent';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { getDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { formatInZone } from '@/lib/agency-time';
import { newsCacheForTests } from '@/server/news/source';
import { runOutboxOnce } from '@/server/outbox/worker';
import { startSmtpServer } from '@/tests/support/fake-smtp';
import { resetLimits, setEnv, VALID_BUSINESS, visitorHeaders } from '@/tests/support/lead-capture';
import { linesOf, parseMail } from '@/tests/support/parse-mail';
import { setupTestDatabase } from '@/tests/support/test-database';
import { claimRequest, SAMPLE_CLAIM } from '@/tests/support/api-requests';

setupTestDatabase();

const DESK = 'desk@example.com';
const EVIL_LINK = 'Open it in the console: https://evil.example/console/items/leads/1';
const FAKE_CONSENT = 'Calls and texts: consent';
// What the issue found: a note whose lines pose as the e-mail's own, with every kind of line break.
const INJECTED = `Please call after 5.\n${EVIL_LINK}\r\n${FAKE_CONSENT}\u2028Name: Someone Else\n\nThanks`;

const json = (url: string, body: unknown) =>
  new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitorHeaders() },
    body: JSON.stringify(body),
  });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  await getDb();
  newsCacheForTests.reset();
  smtp = await startSmtpServer();
  setEnv({ SMTP_URL: smtp.url, CRM_WEBHOOK_URL: '', AGENCY_NOTIFY_EMAIL: DESK });
  await resetLimits();
});
afterAll(async () => {
  setEnv({ SMTP_URL: '', AGENCY_NOTIFY_EMAIL: '' });
  await smtp.close();
});

/** The agency's e-mail whose subject has this text, as delivered to the fake SMTP server and parsed. */
async function agencyMail(subjectPart: string): Promise<string[]> {
  await runOutboxOnce();
  const parsed = smtp.mails.filter((mail) => mail.to[0] === DESK).map((mail) => parseMail(mail.raw));
  const mail = parsed.find((candidate) => candidate.subject.includes(subjectPart));
  expect(mail, subjectPart).toBeDefined();
  expect(mail!.error).toBeUndefined();
  return linesOf(mail!.body.trimEnd());
}

/** Asserts the e-mail's own lines come first and everything from the heading on is the visitor's, quoted. */
function expectQuotedAfter(lines: string[], heading: string, ownLines: string[]): void {
  const start = lines.indexOf(heading);
  expect(start, lines.join('\n')).toBeGreaterThan(0);
  for (const own of ownLines) {
    expect(
      lines.filter((line) => line === own),
      own,
    ).toHaveLength(1);
    expect(lines.indexOf(own), own).toBeLessThan(start);
  }
  const visitor = lines.slice(start + 1);
  expect(
    visitor.every((line) => line === '>' || line.startsWith('> ')),
    visitor.join('\n'),
  ).toBe(true);
  expect(visitor).toContain(`> ${EVIL_LINK}`);
  expect(visitor).toContain(`> ${FAKE_CONSENT}`);
  // No line outside the quote starts like one of the e-mail's own but those the e-mail wrote.
  const unquoted = lines.slice(0, start);
  for (const prefix of ['Open it in the console:', 'Calls and texts:', 'Name:']) {
    expect(
      unquoted.filter((line) => line.startsWith(prefix)).every((line) => ownLines.includes(line)),
      prefix,
    ).toBe(true);
  }
}

describe('visitor text in the agency e-mails is quoted, after the fields and the console link', () => {
  it('a call-back note with a fake console link and a fake consent line', async () => {
    const response = await postLead(
      json('/api/leads', {
        kind: 'callback',
        name: `Dana Baker\u2028${FAKE_CONSENT}`,
        email: 'dana@example.com',
        phone: '512-555-0100',
        bestTime: 'evening',
        note: INJECTED,
        consent: false,
      }),
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const lines = await agencyMail(reference);
    const consoleLine = lines.find((line) => line.startsWith('Open it in the console: '));
    expect(consoleLine).toMatch(new RegExp(`^Open it in the console: ${getEnv().PUBLIC_BASE_URL}/console/items/`));
    expectQuotedAfter(lines, 'Note:', [
      consoleLine!,
      `Calls and texts: ${contactStatement(false)}`,
      `Name: Dana Baker ${FAKE_CONSENT}`,
      `Reference: ${reference}`,
    ]);
  });

  it("a small-business inquiry's details, an opt-out's reason and a comment are quoted the same way; a claim's agent stays on its line", async () => {
    const business = await postBusiness(
      json('/api/business-inquiry', { ...VALID_BUSINESS, additionalDetails: INJECTED, consent: false }),
    );
    expect(business.status).toBe(201);
    const { reference } = (await business.json()) as { reference: string };
    const inquiry = await agencyMail(reference);
    expectQuotedAfter(inquiry, 'Additional details:', [
      inquiry.find((line) => line.startsWith('Open it in the console: '))!,
      `Calls and texts: ${contactStatement(false)}`,
    ]);

    const optOut = await postOptOut(json('/api/opt-out', { email: 'stop@example.org', reason: INJECTED }));
    expect(optOut.status).toBe(201);
    const optOutLines = await agencyMail(((await optOut.json()) as { reference: string }).reference);
    expectQuotedAfter(optOutLines, 'Reason given:', ['E-mail: stop@example.org']);

    // A claim's e-mail has no message (the description is not sent), but its agent is typed.
    const claim = await postClaim(claimRequest({ ...SAMPLE_CLAIM, urgency: 'low', agent: `Dr. Lee\n${FAKE_CONSENT}` }));
    expect(claim.status).toBe(201);
    const claimLines = await agencyMail(((await claim.json()) as { reference: string }).reference);
    expect(claimLines).toContain(`Agent: Dr. Lee ${FAKE_CONSENT}`);
    expect(claimLines.filter((line) => line.startsWith('Calls and texts:'))).toEqual([
      `Calls and texts: ${contactStatement(false)}`,
    ]);

    const comment = await postComment(
      json('/api/comments', {
        // A name on two lines is refused (lib/schemas/submissions.test.ts); a link in one is quoted as the rest.
        authorName: `Dana ${EVIL_LINK}`,
        content: INJECTED,
        blogPostUrl: NEWS_SAMPLE_SHEET[1]![3]!,
      }),
    );
    expect(comment.status).toBe(201);
    const commentLines = await agencyMail('New comment');
    expectQuotedAfter(commentLines, 'Comment:', [
      commentLines.find((line) => / in the console: /.test(line))!,
      `Name: Dana ${EVIL_LINK}`,
    ]);
  });
});

// The desk reads when a request came in its own zone, as the console shows it, never a UTC ISO string.
describe("the agency e-mails give the time received in the agency's zone, named", () => {
  const zone = 'America/Chicago';
  beforeAll(() => setEnv({ AGENCY_TIME_ZONE: zone }));
  afterAll(() => setEnv({ AGENCY_TIME_ZONE: '' }));

  // Five submissions and their deliveries: more than the default budget on a loaded machine.
  it('a lead, an inquiry, a claim, an opt-out and a comment', async () => {
    const before = new Date();
    const lead = await postLead(
      json('/api/leads', {
        kind: 'callback',
        name: 'Zoe Time',
        email: 'zoe.time@example.com',
        phone: '512-555-0101',
        bestTime: 'morning',
        consent: true,
      }),
    );
    const business = await postBusiness(json('/api/business-inquiry', { ...VALID_BUSINESS, companyName: 'Time LLC' }));
    const optOut = await postOptOut(json('/api/opt-out', { email: 'time.stop@example.org' }));
    const claim = await postClaim(
      claimRequest({
        firstName: 'Tim',
        lastName: 'Zone',
        email: 'tim.zone@example.com',
        phone: '(305) 555-0135',
        claimType: 'health',
        description: 'A bill for an X-ray of my wrist',
        urgency: 'low',
        agent: 'Dr. Lee',
      }),
    );
    const comment = await postComment(
      json('/api/comments', { authorName: 'Tess Zone', content: 'On time', blogPostUrl: NEWS_SAMPLE_SHEET[2]![3]! }),
    );
    const after = new Date();
    const responses = [lead, business, optOut, claim];
    expect([...responses, comment].map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);

    // Within the minute or two the posts took, the console's own words for the moment ("Nov 25, 2026, 1:50 PM CST").
    const shown = new Set([formatInZone(before, zone), formatInZone(after, zone)]);
    expect([...shown].every((text) => / C[SD]T$/.test(text))).toBe(true);
    for (const response of responses) {
      const { reference } = (await response.json()) as { reference: string };
      const received = (await agencyMail(reference)).filter((line) => line.startsWith('Received: '));
      expect(received, reference).toHaveLength(1);
      expect(shown, received[0]).toContain(received[0]!.slice('Received: '.length));
    }
    const posted = (await agencyMail(NEWS_SAMPLE_SHEET[2]![0]!.slice(0, 40))).filter((line) =>
      line.startsWith('Posted: '),
    );
    expect(posted).toHaveLength(1);
    expect(shown, posted[0]).toContain(posted[0]!.slice('Posted: '.length));
  }, 120_000);
});
