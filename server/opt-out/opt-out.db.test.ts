import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postBusiness, postLead } from '@/tests/support/submission-endpoints';
import { POST as postClaim } from '@/app/api/claims/route';
import { POST as postOptions } from '@/app/api/insurance/options/route';
import { POST as postOptOut } from '@/app/api/opt-out/route';
import { BRAND } from '@/content/site';
import { CALLBACK_FORM } from '@/content/call-back';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import { CONTACT_STATEMENTS, CONSENT_DISCLOSURE_VERSION, CONSENT_TOPICS, type ConsentSubject } from '@/content/consent';
import { formConsentWording } from '@/server/consent-wording';
import { OPT_OUT_MESSAGES } from '@/lib/fields/opt-out';
import { getDb } from '@/server/db/client';
import { consentRecords, mailSuppressions, optOuts, outboxMessages } from '@/server/db/schema';
import { runOutboxOnce } from '@/server/outbox/worker';
import { outboxMessageId } from '@/server/mail/message-id';
import { getEnv } from '@/server/env';
import { SIGNATURE_HEADER } from '@/server/outbox/webhook';
import { isValidSignature, startCrmServer } from '@/tests/support/fake-crm';
import { startSmtpServer } from '@/tests/support/fake-smtp';
import { linesOf, parseMail } from '@/tests/support/parse-mail';
import { countRows, resetLimits, setEnv, VALID_BUSINESS } from '@/tests/support/lead-capture';
import { claimRequest, jsonRequest, SAMPLE_CLAIM } from '@/tests/support/api-requests';
import { SAMPLE_HOME_ASSESSMENT } from '@/tests/support/sample-home-assessment';
import { setupTestDatabase } from '@/tests/support/test-database';

setupTestDatabase();

const SECRET = 'opt-out-test-secret';
const optOut = (body: unknown) => postOptOut(jsonRequest('/api/opt-out', body));
const business = (body: unknown) => postBusiness(jsonRequest('/api/business-inquiry', body));
const lead = (body: unknown) => postLead(jsonRequest('/api/leads', body));
const homeAssessment = (body: unknown) => postOptions(jsonRequest('/api/insurance/options', body));
const claim = (fields: Record<string, string>) => postClaim(claimRequest(fields));
const CLAIM = SAMPLE_CLAIM;
const HOME = SAMPLE_HOME_ASSESSMENT;

async function queued(topic: string) {
  const db = await getDb();
  return db.select().from(outboxMessages).where(eq(outboxMessages.topic, topic));
}

let crm: Awaited<ReturnType<typeof startCrmServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  await getDb();
  crm = await startCrmServer();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await crm.close();
  await smtp.close();
  setEnv({
    SMTP_URL: '',
    CRM_WEBHOOK_URL: '',
    CRM_WEBHOOK_SECRET: '',
    AGENCY_NOTIFY_EMAIL: '',
    OUTBOX_CONFIRMATIONS_PER_DAY: '',
  });
});
beforeEach(async () => {
  await resetLimits();
  setEnv({
    SMTP_URL: smtp.url,
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: SECRET,
    AGENCY_NOTIFY_EMAIL: 'desk@agency.example',
    OUTBOX_CONFIRMATIONS_PER_DAY: '',
  });
  const db = await getDb();
  await db.delete(outboxMessages);
  await db.delete(optOuts);
  await db.delete(mailSuppressions);
  smtp.mails.length = 0;
  crm.requests.length = 0;
});

describe('consent records (decision 123)', () => {
  it('store the checkbox words shown, their version and a plain statement, for every form with a phone number', async () => {
    const submissions: [string, () => Promise<Response>][] = [
      ['claim', () => claim({ ...CLAIM })],
      ['business_inquiry', () => business({ ...VALID_BUSINESS, consent: false })],
      [
        'lead',
        () =>
          lead({
            kind: 'callback',
            name: 'Ada Park',
            email: 'ada@example.com',
            phone: '512-555-0111',
            bestTime: 'morning',
          }),
      ],
      [
        'lead',
        () =>
          lead({
            kind: 'assessment',
            name: 'Lee Park',
            email: 'lee@example.com',
            phone: '512-555-0112',
            state: 'TX',
            consent: true,
          }),
      ],
      ['home_assessment', () => homeAssessment({ ...HOME, consent: true })],
    ];
    const db = await getDb();
    for (const [type, submit] of submissions) {
      const response = await submit();
      expect(response.status, type).toBe(201);
    }
    const records = await db.select().from(consentRecords).orderBy(consentRecords.createdAt);
    expect(records.map((record) => [record.subjectType, record.checkboxChecked])).toEqual([
      ['claim', false],
      ['business_inquiry', false],
      ['lead', false],
      ['lead', true],
      ['home_assessment', true],
    ]);
    for (const record of records) {
      expect(record.disclosureVersion).toBe(CONSENT_DISCLOSURE_VERSION);
      // The label as the visitor read it: the agency's name, the automated-dialing disclosure, the policy link's words.
      expect(record.disclosureText).toContain(`Yes, ${BRAND.name} and its licensed agents may call and text me`);
      expect(record.disclosureText).toContain('automated dialing system and prerecorded');
      expect(record.disclosureText).toContain('not a condition of any purchase');
      expect(record.disclosureText).toMatch(/See our Privacy Policy\.$/);
      // Word for word the label the form's page renders (its own subject: home insurance on the
      // home form), the opt-out page by its link's words, never a raw path.
      const shown = renderToStaticMarkup(
        createElement(ConsentField, { wording: formConsentWording(record.subjectType as ConsentSubject, 'en') }),
      );
      const shownText = (/<label[^>]*>([\s\S]*)<\/label>/.exec(shown)?.[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;/g, "'");
      expect(record.disclosureText).toBe(shownText);
      expect(record.disclosureText).toContain(
        `may call and text me about ${CONSENT_TOPICS[record.subjectType as ConsentSubject]} at the phone number`,
      );
      expect(record.disclosureText).toContain('on our opt-out page or by calling');
      expect(record.disclosureText).not.toContain('(/opt-out)');
      expect(record.contactStatement).toBe(
        record.checkboxChecked ? CONTACT_STATEMENTS.given : CONTACT_STATEMENTS.notGiven,
      );
    }
  });

  it('without the tick, the agency e-mail says plainly that there is no consent to calls or texts', async () => {
    expect((await business({ ...VALID_BUSINESS, consent: false })).status).toBe(201);
    expect((await claim({ ...CLAIM, email: 'other@example.com' })).status).toBe(201);
    for (const topic of ['business_inquiry.agency', 'claim.agency']) {
      const [mail] = await queued(topic);
      expect((mail!.payload as { text: string }).text).toContain(
        'no consent to calls or texts: reply by e-mail, or call only in answer to this request',
      );
    }
    expect((await business({ ...VALID_BUSINESS, email: 'yes@acme.example', consent: true })).status).toBe(201);
    const agency = (await queued('business_inquiry.agency')).map((row) => (row.payload as { text: string }).text);
    expect(
      agency.filter((text) => text.includes('consent to calls and texts, including automated dialing')),
    ).toHaveLength(1);
  });
});

describe('opt-out (decision 124)', () => {
  it('records the opt-out with time, source and IP, tells the agency and the CRM (signed), and confirms once', async () => {
    const response = await optOut({
      email: ' Robin@Example.com ',
      phone: '+1 (305) 555-0150',
      reason: 'Please stop calling me.',
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^OPT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const db = await getDb();
    const [row] = await db.select().from(optOuts);
    expect(row).toMatchObject({
      reference,
      email: 'robin@example.com',
      phone: '3055550150',
      reason: 'Please stop calling me.',
      source: 'api',
      ipAddress: expect.stringMatching(/^203\.0\.113\./),
      userAgent: 'vitest',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);

    expect(await runOutboxOnce()).toEqual({ delivered: 3, failed: 0 });
    expect(smtp.mails.map((mail) => mail.to[0]!.toLowerCase()).sort()).toEqual([
      'desk@agency.example',
      'robin@example.com',
    ]);
    const confirmation = smtp.mails.find((mail) => mail.to[0]!.toLowerCase() === 'robin@example.com')!;
    expect(confirmation.raw).toContain(reference);
    // The agency learns the language the person wrote in, as with every submission.
    const notice = parseMail(smtp.mails.find((mail) => mail.to[0] === 'desk@agency.example')!.raw);
    expect(linesOf(notice.body)).toContain('Language: English');
    expect(confirmation.raw).toContain('This is the only e-mail we send about it.');
    // The visitor's words go to the agency, never back out to the address typed.
    expect(confirmation.raw).not.toContain('stop calling me');
    const [hook] = crm.requests;
    expect(hook!.json).toMatchObject({
      event: 'contact.opted_out',
      data: { reference, email: 'robin@example.com', phone: '3055550150', doNotContact: true, source: 'api' },
    });
    expect(isValidSignature(hook!.headers[SIGNATURE_HEADER.toLowerCase()], hook!.body, SECRET)).toBe(true);

    // Asking again is recorded again, but the address gets no second e-mail.
    expect((await optOut({ email: 'robin@example.com' })).status).toBe(201);
    expect(await countRows('opt_outs')).toBe(2);
    expect(await queued('opt_out.confirmation')).toHaveLength(1);
  });

  it('a later claim with that e-mail gets no confirmation e-mail, and its webhook carries doNotContact: true', async () => {
    expect((await optOut({ email: 'robin@example.com' })).status).toBe(201);
    await runOutboxOnce();
    smtp.mails.length = 0;
    crm.requests.length = 0;

    const response = await claim({ ...CLAIM, email: 'ROBIN@example.com' });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(await runOutboxOnce()).toEqual({ delivered: 2, failed: 0 });
    // Stored, and the agency heard of it; the visitor's address received nothing.
    expect(smtp.mails.map((mail) => mail.to[0])).toEqual(['desk@agency.example']);
    expect(
      crm.requests.map((request) => [request.json.event, request.json.data.reference, request.json.data.doNotContact]),
    ).toEqual([['claim.submitted', reference, true]]);
    const db = await getDb();
    expect(
      await db
        .select({
          reason: mailSuppressions.reason,
          topic: mailSuppressions.topic,
          reference: mailSuppressions.reference,
        })
        .from(mailSuppressions),
    ).toEqual([{ reason: 'opted_out', topic: 'claim.confirmation', reference }]);
  });

  it('a call-back request from that address is told only what happens: a call, no confirmation e-mail', async () => {
    expect((await optOut({ email: 'casey@example.com' })).status).toBe(201);
    const request = (email: string) =>
      lead({ kind: 'callback', name: 'Casey Fox', email, phone: '(305) 555-0151', bestTime: 'morning', consent: true });
    const optedOut = await request('Casey@example.com');
    expect(optedOut.status).toBe(201);
    const answer = (await optedOut.json()) as { reference: string; confirmationEmailed: boolean };
    expect(answer.confirmationEmailed).toBe(false);
    const words = CALLBACK_FORM.confirmation.description('morning', answer.confirmationEmailed);
    expect(words).not.toMatch(/we have sent/i);
    expect(words).toContain('we have not sent a confirmation e-mail');
    // Anyone else reads the confirmation as before, word for word.
    const other = await request('drew@example.com');
    expect(((await other.json()) as { confirmationEmailed: boolean }).confirmationEmailed).toBe(true);
    expect(CALLBACK_FORM.confirmation.description('morning', true)).toBe(
      'A licensed advisor will call you in the morning, between 8 AM and 12 PM ET. We have sent a confirmation to your e-mail.',
    );
  });

  it("matches the person by phone as well, even after the submission: the webhook and the agency's notice say so, others' are unchanged", async () => {
    const { reference: optOutReference } = (await (await optOut({ phone: '512.555.0100' })).json()) as {
      reference: string;
    };
    await runOutboxOnce();
    smtp.mails.length = 0;
    crm.requests.length = 0;
    expect(
      (await business({ ...VALID_BUSINESS, email: 'new-address@acme.example', phone: '(512) 555-0100' })).status,
    ).toBe(201);
    expect((await business({ ...VALID_BUSINESS, email: 'late@acme.example', phone: '(512) 555-0998' })).status).toBe(
      201,
    );
    expect((await business({ ...VALID_BUSINESS, email: 'someone@else.example', phone: '(512) 555-0999' })).status).toBe(
      201,
    );
    // This one opts out after submitting, before the notice leaves.
    expect((await optOut({ email: 'late@acme.example' })).status).toBe(201);
    await runOutboxOnce();
    const flags = Object.fromEntries(
      crm.requests
        .filter((request) => request.json.event === 'business_inquiry.submitted')
        .map((request) => [request.json.data.email, request.json.data.doNotContact]),
    );
    expect(flags).toEqual({
      'new-address@acme.example': true,
      'late@acme.example': true,
      'someone@else.example': false,
    });

    const notices = smtp.mails
      .filter((mail) => mail.to[0] === 'desk@agency.example')
      .map((mail) => ({ ...parseMail(mail.raw), raw: mail.raw }))
      .filter((mail) => mail.subject.includes('New small-business inquiry'));
    const noticeFor = (email: string) => notices.find((mail) => mail.body.includes(`E-mail: ${email}`))!;
    // No Reply-To to someone who opted out: one press of Reply would write to them.
    expect(noticeFor('new-address@acme.example').raw).not.toMatch(/^Reply-To:/im);
    expect(noticeFor('someone@else.example').raw).toMatch(/^Reply-To: someone@else\.example/im);
    // A marked notice is another message than an unmarked copy an earlier attempt may have sent.
    const db = await getDb();
    const [unmarkedRow] = await db
      .select({ key: outboxMessages.idempotencyKey })
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.topic} = 'business_inquiry.agency' and ${outboxMessages.payload}->>'replyTo' = 'new-address@acme.example'`,
      );
    expect(noticeFor('new-address@acme.example').raw).not.toContain(
      outboxMessageId(unmarkedRow!.key, getEnv().MAIL_FROM),
    );
    const byPhone = noticeFor('new-address@acme.example');
    expect(byPhone.subject).toMatch(/^\[Do not contact\] New small-business inquiry /);
    expect(linesOf(byPhone.body)[0]).toMatch(
      new RegExp(`^Do not contact: this person opted out on \\w+ \\d+, \\d{4} \\(${optOutReference}\\)\\. Do not call`),
    );
    expect(noticeFor('late@acme.example').subject).toMatch(/^\[Do not contact\] /);
    const other = noticeFor('someone@else.example');
    expect(other.subject).toMatch(/^New small-business inquiry /);
    expect(other.body).not.toContain('Do not contact');
  });

  it('holds back a confirmation queued before the opt-out, as it leaves', async () => {
    expect((await business({ ...VALID_BUSINESS, email: 'late@acme.example' })).status).toBe(201);
    // The opt-out arrives before the worker ran.
    expect((await optOut({ email: 'late@acme.example' })).status).toBe(201);
    await runOutboxOnce();
    const [held] = await queued('business_inquiry.confirmation');
    expect(held).toMatchObject({ status: 'suppressed' });
    const toVisitor = smtp.mails.filter((mail) => mail.to[0] === 'late@acme.example');
    // Only the one confirmation of the opt-out itself.
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.raw).toContain('Your opt-out request');
    const [hook] = crm.requests.filter((request) => request.json.event === 'business_inquiry.submitted');
    expect(hook!.json.data.doNotContact).toBe(true);
  });

  it('needs an e-mail or a phone number, and stores nothing otherwise', async () => {
    const response = await optOut({ reason: 'stop' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { email: [OPT_OUT_MESSAGES.either] } });
    expect((await optOut({ email: 'not an address' })).status).toBe(400);
    expect(await countRows('opt_outs')).toBe(0);
    expect(await countRows('outbox_messages')).toBe(0);
  });
});

describe('confirmation e-mails (decision 125)', () => {
  it('are a fixed text: the reference, our contact details and the opt-out link, nothing typed in the form', async () => {
    const response = await business({
      ...VALID_BUSINESS,
      contactName: 'Click http://evil.example now',
      companyName: 'Free money, call 900-555-0100',
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const [confirmation] = await queued('business_inquiry.confirmation');
    const { subject, text } = confirmation!.payload as { subject: string; text: string };
    expect(subject).toBe(`We received your small-business inquiry (${reference})`);
    expect(text).toContain(`Your reference: ${reference}`);
    expect(text).toMatch(/Call \(\d{3}\) \d{3}-\d{4} or write to \S+@\S+\./);
    expect(text).toContain('/opt-out');
    expect(`${subject}\n${text}`).not.toMatch(/evil|Free money|900-555|Acme|Dana|dental/i);
  });

  it('reach one address at most OUTBOX_CONFIRMATIONS_PER_DAY times a day; the submissions are all stored', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await business({ ...VALID_BUSINESS, email: 'Target@Victim.example' })).status).toBe(201);
    expect(await countRows('business_inquiries')).toBeGreaterThanOrEqual(4);
    expect(await queued('business_inquiry.agency')).toHaveLength(4);
    expect(await queued('business_inquiry.confirmation')).toHaveLength(3);
    const db = await getDb();
    expect((await db.select().from(mailSuppressions)).map((row) => [row.recipient, row.reason])).toEqual([
      ['target@victim.example', 'throttled'],
    ]);

    // A day later the address may receive one again.
    await db.execute(sql`update outbox_messages set created_at = now() - interval '25 hours'`);
    expect((await business({ ...VALID_BUSINESS, email: 'target@victim.example' })).status).toBe(201);
    expect(await queued('business_inquiry.confirmation')).toHaveLength(4);

    // The limit is a setting.
    setEnv({ OUTBOX_CONFIRMATIONS_PER_DAY: '1' });
    expect(
      (
        await lead({
          kind: 'callback',
          name: 'Xavier Smith',
          email: 'target@victim.example',
          phone: '512-555-0111',
          bestTime: 'morning',
        })
      ).status,
    ).toBe(201);
    expect(await queued('lead.confirmation')).toHaveLength(0);
  });
});
