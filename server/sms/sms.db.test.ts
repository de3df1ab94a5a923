import { eq, like } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ThankYouPage from '@/app/(site)/thank-you/page';
import LeadThankYouPage from '@/app/(site)/thank-you/[token]/page';
import { POST as postClaim } from '@/app/api/claims/route';
import { postLead } from '@/tests/support/submission-endpoints';
import { POST as postOptOut } from '@/app/api/opt-out/route';
import { POST as postInbound } from '@/app/api/sms/inbound/route';
import { getDb } from '@/server/db/client';
import { mailSuppressions, optOuts, outboxMessages } from '@/server/db/schema';
import { isOptedOut } from '@/server/opt-out/registry';
import { enqueueOutbox } from '@/server/outbox/enqueue';
import { smsConfirmation } from '@/server/sms/confirmation';
import { runOutboxOnce } from '@/server/outbox/worker';
import { providerSignature, startSmsServer } from '@/tests/support/fake-sms';
import { makeOutboxDue, resetLimits, setEnv } from '@/tests/support/lead-capture';
import { claimRequest, jsonRequest, SAMPLE_CLAIM } from '@/tests/support/api-requests';
import { setupTestDatabase } from '@/tests/support/test-database';

setupTestDatabase();

const BASE_URL = 'https://insurancematch.example';
const INBOUND_URL = `${BASE_URL}/api/sms/inbound`;
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'sms-test-auth-token';
const FROM = '+15125550199';
const AGENCY_PHONE = '(202) 555-0142';
/** 2 pm in Texas, 10 am in Hawaii: daytime everywhere in the table. */
const DAY = () => new Date('2030-01-15T20:00:00Z');
/** 10:30 pm in Texas (CST, UTC-6) on 14 January 2030. */
const NIGHT_IN_TEXAS = () => new Date('2030-01-15T04:30:00Z');

const lead = (fields: Record<string, unknown>) =>
  postLead(
    jsonRequest('/api/leads', {
      kind: 'assessment',
      name: 'Lee Park',
      email: 'lee@example.com',
      phone: '512-555-0112',
      state: 'TX',
      consent: true,
      ...fields,
    }),
  );
const claim = (fields: Record<string, string>) =>
  postClaim(claimRequest({ ...SAMPLE_CLAIM, consent: 'on', ...fields }));
/** An inbound text as the provider posts it, signed with `token` (the right one unless told). */
function inbound(params: Record<string, string>, token = TOKEN) {
  const all = { MessageSid: 'SM00000000000000000000000000000001', AccountSid: SID, To: FROM, ...params };
  return postInbound(
    new Request('http://localhost/api/sms/inbound', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': providerSignature(token, INBOUND_URL, all),
        'user-agent': 'TwilioProxy/1.1',
      },
      body: new URLSearchParams(all).toString(),
    }),
  );
}
async function smsRows() {
  const db = await getDb();
  return db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
}

let provider: Awaited<ReturnType<typeof startSmsServer>>;
beforeAll(async () => {
  await getDb();
  provider = await startSmsServer();
});
afterAll(async () => {
  await provider.close();
  setEnv({
    SMS_API_URL: '',
    SMS_ACCOUNT_SID: '',
    SMS_AUTH_TOKEN: '',
    SMS_FROM: '',
    PUBLIC_BASE_URL: '',
    SUPPORT_PHONE: '',
    OUTBOX_MAX_ATTEMPTS: '',
  });
});
beforeEach(async () => {
  await resetLimits();
  setEnv({
    SMS_API_URL: provider.url,
    SMS_ACCOUNT_SID: SID,
    SMS_AUTH_TOKEN: TOKEN,
    SMS_FROM: FROM,
    PUBLIC_BASE_URL: BASE_URL,
    SUPPORT_PHONE: AGENCY_PHONE,
    OUTBOX_MAX_ATTEMPTS: '',
  });
  const db = await getDb();
  await db.delete(outboxMessages);
  await db.delete(optOuts);
  await db.delete(mailSuppressions);
  provider.reset();
});

describe('confirmation texts (decision 181)', () => {
  it('sends one text, through the provider API, for a consented lead and a consented claim', async () => {
    const leadResponse = await lead({});
    expect(leadResponse.status).toBe(201);
    const { reference: leadReference } = (await leadResponse.json()) as { reference: string };
    const claimResponse = await claim({});
    expect(claimResponse.status).toBe(201);
    const { reference: claimReference } = (await claimResponse.json()) as { reference: string };

    await runOutboxOnce(undefined, DAY);
    await makeOutboxDue();
    await runOutboxOnce(undefined, DAY);

    const sent = provider.sent();
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
      expect(request.params.From).toBe(FROM);
      expect(request.params.Body).toContain('Reply STOP to opt out');
      expect(request.params.Body).toContain(AGENCY_PHONE);
    }
    const toLead = sent.find((request) => request.params.To === '+15125550112')!;
    expect(toLead.params.Body).toContain(leadReference);
    const toClaim = sent.find((request) => request.params.To === '+13055550150')!;
    expect(toClaim.params.Body).toContain(claimReference);
    // Nothing typed in the form goes into a text.
    expect(toLead.params.Body).not.toContain('Lee');
    expect((await smsRows()).map((row) => row.status)).toEqual(['delivered', 'delivered']);
  });

  it("writes the text in the visitor's language: Spanish for a Spanish visitor, English otherwise (issue 26)", async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      for (const [phone, locale] of [
        ['512-555-0131', 'es'],
        ['512-555-0132', 'en'],
      ] as const)
        await enqueueOutbox(
          tx,
          await smsConfirmation(tx, {
            kind: 'lead',
            phone,
            consent: true,
            state: 'TX',
            reference: 'LD-7KQ2M9',
            locale,
          }),
        );
    });
    await runOutboxOnce(undefined, DAY);
    const bodyTo = (to: string) => provider.sent().find((request) => request.params.To === to)?.params.Body;
    expect(bodyTo('+15125550131')).toBe(
      `InsuranceMatch: recibimos su solicitud (ref. LD-7KQ2M9). Un asesor con licencia se comunicará con usted en 24 horas. ¿Preguntas? Llame al ${AGENCY_PHONE}. Responda PARAR para darse de baja o AYUDA para recibir ayuda.`,
    );
    expect(bodyTo('+15125550132')).toBe(
      `InsuranceMatch: we received your request (ref LD-7KQ2M9). A licensed advisor will be in touch within 24 hours. Questions? Call ${AGENCY_PHONE}. Reply STOP to opt out, HELP for help.`,
    );
  });

  it('sends none without the consent box ticked', async () => {
    expect((await lead({ consent: false })).status).toBe(201);
    expect((await claim({ consent: '' })).status).toBe(201);
    await runOutboxOnce(undefined, DAY);
    expect(await smsRows()).toEqual([]);
    expect(provider.requests).toEqual([]);
  });

  it('holds the text of a submission kept as suspected spam with its other messages: nothing goes out', async () => {
    expect((await lead({ hp_im_7f3: 'https://spam.example' })).status).toBe(201);
    expect((await smsRows()).map((row) => row.status)).toEqual(['held']);
    await runOutboxOnce(undefined, DAY);
    expect(provider.requests).toEqual([]);
  });

  it('sends none to a number that opted out, before it was queued or after', async () => {
    expect((await postOptOut(jsonRequest('/api/opt-out', { phone: '(512) 555-0112' }))).status).toBe(201);
    expect((await lead({})).status).toBe(201);
    expect(await smsRows()).toEqual([]);

    // Queued first, opted out before it left: checked again at send time.
    expect((await claim({})).status).toBe(201);
    expect(await smsRows()).toHaveLength(1);
    expect((await postOptOut(jsonRequest('/api/opt-out', { phone: '305-555-0150' }))).status).toBe(201);
    await runOutboxOnce(undefined, DAY);
    expect(provider.requests).toEqual([]);
    expect((await smsRows()).map((row) => row.status)).toEqual(['suppressed']);
    const db = await getDb();
    const suppressed = await db
      .select()
      .from(mailSuppressions)
      .where(like(mailSuppressions.topic, '%.sms_confirmation'));
    expect(suppressed.map((row) => [row.recipient, row.reason]).sort()).toEqual([
      ['3055550150', 'opted_out'],
      ['5125550112', 'opted_out'],
    ]);
  });

  it('retries through a provider outage (500, then 503) and then delivers the text once', async () => {
    expect((await lead({})).status).toBe(201);
    provider.failNext(500, 503);
    await runOutboxOnce(undefined, DAY);
    let [row] = await smsRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: SMS provider answered 500' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await makeOutboxDue();
    await runOutboxOnce(undefined, DAY);
    [row] = await smsRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'Error: SMS provider answered 503' });
    await makeOutboxDue();
    await runOutboxOnce(undefined, DAY);
    [row] = await smsRows();
    expect(row).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(provider.requests.map((request) => request.status)).toEqual([500, 503, 201]);
    expect(new Set(provider.requests.map((request) => request.params.Body)).size).toBe(1);
    await makeOutboxDue();
    await runOutboxOnce(undefined, DAY);
    expect(provider.sent()).toHaveLength(1);
  });

  it("holds a text due at night until 8 am in the state's time zone", async () => {
    expect((await lead({ state: 'TX' })).status).toBe(201);
    await runOutboxOnce(undefined, NIGHT_IN_TEXAS);
    expect(provider.requests).toEqual([]);
    let [row] = await smsRows();
    // 8 am CST on 15 January 2030 is 14:00 UTC; the held try is not counted.
    expect(row).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: new Date('2030-01-15T14:00:00Z') });
    // Not due before then.
    await runOutboxOnce();
    expect(provider.requests).toEqual([]);
    await makeOutboxDue();
    await runOutboxOnce(undefined, DAY);
    [row] = await smsRows();
    expect(row!.status).toBe('delivered');
    expect(provider.sent()).toHaveLength(1);
  });

  it('holds a Florida text due at 8:30 pm until 8 am: Florida law ends the day at 8 pm, not 9', async () => {
    expect((await lead({ state: 'FL', phone: '305-555-0160' })).status).toBe(201);
    let [row] = await smsRows();
    expect((row!.payload as { sendingWindows: unknown }).sendingWindows).toEqual([
      { timeZone: 'America/New_York', firstHour: 8, endHour: 20 },
    ]);
    // 8:30 pm EST on 14 January 2030 is 01:30 UTC on the 15th; 8 am EST is 13:00 UTC.
    await runOutboxOnce(undefined, () => new Date('2030-01-15T01:30:00Z'));
    expect(provider.requests).toEqual([]);
    [row] = await smsRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: new Date('2030-01-15T13:00:00Z') });
    await makeOutboxDue();
    await runOutboxOnce(undefined, DAY);
    expect(provider.sent()).toHaveLength(1);
  });
});

describe('inbound texts (decision 181)', () => {
  it('records STOP and ALTO (and their variants) as opt-outs at once, seen by the opt-out registry', async () => {
    const db = await getDb();
    // The English words get no reply: the provider sends its own STOP confirmation. It does not
    // know the Spanish ones, so those get ours, in Spanish (issue 26).
    const SPANISH_CONFIRMATION = `<Response><Message>InsuranceMatch: dimos de baja su número; no recibirá más textos nuestros. ¿Preguntas? Llame al ${AGENCY_PHONE}.</Message></Response>`;
    for (const [from, body, answer] of [
      ['+15125550112', 'STOP', '<Response></Response>'],
      ['+13055550150', 'ALTO', SPANISH_CONFIRMATION],
      ['+12145550101', '  stop  ', '<Response></Response>'],
      ['+12145550102', 'no más', SPANISH_CONFIRMATION],
      ['+12145550103', 'Cancelar', SPANISH_CONFIRMATION],
    ] as const) {
      const response = await inbound({ From: from, Body: body });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
      expect((await response.text()).replace(/^<\?xml[^>]*>/, ''), body).toBe(answer);
      expect(await isOptedOut(db, { phone: from })).toBe(true);
    }
    const rows = await db.select().from(optOuts);
    expect(rows.map((row) => [row.phone, row.source]).sort()).toEqual([
      ['2145550101', 'sms'],
      ['2145550102', 'sms'],
      ['2145550103', 'sms'],
      ['3055550150', 'sms'],
      ['5125550112', 'sms'],
    ]);
    // From then on, no confirmation text to that number.
    expect((await lead({ phone: '512-555-0112' })).status).toBe(201);
    expect(await smsRows()).toEqual([]);
  });

  it('refuses a wrongly signed or unsigned inbound with 403 and changes nothing', async () => {
    const wrong = await inbound({ From: '+15125550112', Body: 'STOP' }, 'not-the-token');
    expect(wrong.status).toBe(403);
    const unsigned = await postInbound(
      new Request('http://localhost/api/sms/inbound', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'From=%2B15125550112&Body=STOP',
      }),
    );
    expect(unsigned.status).toBe(403);
    const db = await getDb();
    expect(await db.select().from(optOuts)).toEqual([]);
    expect(await isOptedOut(db, { phone: '+15125550112' })).toBe(false);
  });

  it('answers PARAR in Spanish, again when the number had already opted out, and records it once', async () => {
    for (let time = 0; time < 2; time++) {
      const xml = await (await inbound({ From: '+15125550177', Body: 'Parar' })).text();
      expect(xml).toContain('<Message>InsuranceMatch: dimos de baja su número;');
    }
    const rows = await (await getDb()).select().from(optOuts);
    expect(rows.map((row) => [row.phone, row.reason])).toEqual([['5125550177', 'Replied PARAR to a text']]);
  });

  it('answers AYUDA in Spanish and HELP in English', async () => {
    const answer = async (body: string) =>
      (await (await inbound({ From: '+15125550112', Body: body })).text()).match(/<Message>([^<]*)<\/Message>/)![1];
    expect(await answer('ayuda')).toBe(
      `InsuranceMatch: asesores con licencia en seguros médicos y de vida. Llame al ${AGENCY_PHONE}. Pueden aplicarse tarifas de mensajes y datos. Responda PARAR para darse de baja.`,
    );
    expect(await answer('HELP')).toBe(
      `InsuranceMatch: licensed health and life insurance advisors. Call ${AGENCY_PHONE}. Msg &amp; data rates may apply. Reply STOP to opt out.`,
    );
  });

  it("answers HELP and AYUDA with the agency's name and phone as TwiML", async () => {
    for (const body of ['HELP', 'ayuda']) {
      const response = await inbound({ From: '+15125550112', Body: body });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/xml/);
      const xml = await response.text();
      expect(xml).toMatch(/<Response><Message>InsuranceMatch: [^<]*\(202\) 555-0142[^<]*<\/Message><\/Response>$/);
    }
    expect(await (await getDb()).select().from(optOuts)).toEqual([]);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await inbound({ From: '+15125550112', Body: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
  });
});

describe('the thank-you page names only what was sent (issue 24)', () => {
  async function promiseAfter(response: Response): Promise<string> {
    expect(response.status).toBe(201);
    const { thankYouUrl } = (await response.json()) as { thankYouUrl: string };
    const token = thankYouUrl.split('/')[2]!;
    const html = renderToStaticMarkup(await LeadThankYouPage({ params: Promise.resolve({ token }) }));
    return html.match(/We will send you[^<]*|A licensed advisor[^<]*/)![0];
  }

  it('promises the e-mail and the SMS when both are queued', async () => {
    expect(await promiseAfter(await lead({}))).toBe(
      'We will send you an e-mail and an SMS with your next steps shortly. A licensed advisor will be in touch within 24 hours.',
    );
  });

  it('promises no SMS to a visitor who did not tick the box', async () => {
    expect(await promiseAfter(await lead({ consent: false }))).toBe(
      'We will send you an e-mail with your next steps shortly. A licensed advisor will be in touch within 24 hours.',
    );
  });

  it('promises no e-mail to an address that opted out, nor a text to a number that did', async () => {
    expect((await postOptOut(jsonRequest('/api/opt-out', { email: 'lee@example.com' }))).status).toBe(201);
    expect(await promiseAfter(await lead({}))).toBe(
      'We will send you an SMS with your next steps shortly. A licensed advisor will be in touch within 24 hours.',
    );
    expect((await postOptOut(jsonRequest('/api/opt-out', { phone: '512-555-0112' }))).status).toBe(201);
    expect(await promiseAfter(await lead({}))).toBe('A licensed advisor will be in touch within 24 hours.');
  });
});

describe('without an SMS provider', () => {
  it('queues no text, answers no inbound webhook, and the thank-you page promises no SMS', async () => {
    const configuredPage = renderToStaticMarkup(ThankYouPage());
    expect(configuredPage).toContain('We will send you an e-mail and an SMS with your next steps shortly.');

    setEnv({ SMS_ACCOUNT_SID: '', SMS_AUTH_TOKEN: '', SMS_FROM: '' });
    expect((await lead({})).status).toBe(201);
    expect(await smsRows()).toEqual([]);
    expect((await inbound({ From: '+15125550112', Body: 'STOP' }, '')).status).toBe(404);
    const page = renderToStaticMarkup(ThankYouPage());
    expect(page).toContain('We will send you an e-mail with your next steps shortly.');
    expect(page).not.toMatch(/SMS|text message/i);
  });
});
