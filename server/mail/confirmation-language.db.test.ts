import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postLead } from '@/tests/support/submission-endpoints';
import { getDb } from '@/server/db/client';
import { outboxMessages } from '@/server/db/schema';
import { enqueueOutbox } from '@/server/outbox/enqueue';
import { runOutboxOnce } from '@/server/outbox/worker';
import { jsonRequest } from '@/tests/support/api-requests';
import { startSmtpServer } from '@/tests/support/fake-smtp';
import { resetLimits, setEnv } from '@/tests/support/lead-capture';
import { linesOf, parseMail, type ParsedMail } from '@/tests/support/parse-mail';
import { setupTestDatabase } from '@/tests/support/test-database';
import { consoleItemUrl } from '@/server/console/links';
import { confirmationEmail, optOutUrl } from './confirmation';

setupTestDatabase();

const BASE_URL = 'https://insurancematch.example';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  await getDb();
  smtp = await startSmtpServer();
  setEnv({ SMTP_URL: smtp.url, CRM_WEBHOOK_URL: '', PUBLIC_BASE_URL: BASE_URL, SUPPORT_PHONE: '(202) 555-0142' });
});
afterAll(async () => {
  setEnv({ SMTP_URL: '', PUBLIC_BASE_URL: '', SUPPORT_PHONE: '' });
  await smtp.close();
});
beforeEach(async () => {
  await resetLimits();
  await (await getDb()).delete(outboxMessages);
  smtp.mails.length = 0;
});

/** The one e-mail delivered to this address, as a strict parser reads it. */
async function deliveredTo(address: string): Promise<ParsedMail> {
  await runOutboxOnce();
  const mails = smtp.mails.filter((mail) => mail.to.includes(address));
  expect(mails).toHaveLength(1);
  const parsed = parseMail(mails[0]!.raw);
  expect(parsed.error).toBeUndefined();
  return parsed;
}

describe("the visitor's confirmation e-mail in the visitor's language (issue 26)", () => {
  it('sends a Spanish visitor the Spanish subject, body and opt-out link, through the outbox and SMTP', async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await enqueueOutbox(tx, await confirmationEmail(tx, 'lead_callback', 'ana@example.com', 'LD-7KQ2M9', 'es'));
    });
    const mail = await deliveredTo('ana@example.com');
    expect(mail.subject).toBe('Su solicitud de llamada (LD-7KQ2M9)');
    const lines = linesOf(mail.body.trimEnd());
    expect(lines.slice(0, 4)).toEqual([
      'Hola:',
      '',
      'Recibimos en nuestro sitio web su solicitud de llamada.',
      'Un asesor con licencia se comunicará con usted por teléfono. La consulta es gratuita, dura de 15 a 30 minutos y no implica ningún compromiso.',
    ]);
    expect(lines).toContain('Su número de referencia: LD-7KQ2M9');
    expect(lines).toContain(
      `¿No envió esta solicitud o no desea que nos comuniquemos con usted? Puede darse de baja aquí: ${BASE_URL}/es/opt-out`,
    );
    expect(mail.body).not.toMatch(/Hello|Opt out here|Your reference/);
  });

  it('sends an English visitor the English e-mail, as before', async () => {
    const response = await postLead(
      jsonRequest('/api/leads', {
        kind: 'callback',
        name: 'Ada Park',
        email: 'ada@example.com',
        phone: '512-555-0111',
        bestTime: 'evening',
      }),
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const mail = await deliveredTo('ada@example.com');
    expect(mail.subject).toBe(`Your call-back request (${reference})`);
    const lines = linesOf(mail.body.trimEnd());
    expect(lines.slice(0, 3)).toEqual(['Hello,', '', 'We received your call-back request on our website.']);
    expect(lines).toContain(`Your reference: ${reference}`);
    expect(lines).toContain(
      `Did not send this request, or do not want to hear from us? Opt out here: ${BASE_URL}/opt-out`,
    );
  });
});

describe("the visitor's opt-out link", () => {
  it('is on the same public address as the agency e-mail links, PUBLIC_BASE_URL or, unset, this server', () => {
    expect(optOutUrl('es')).toBe(`${BASE_URL}/es/opt-out`);
    setEnv({ PUBLIC_BASE_URL: '', PORT: '4900' });
    try {
      expect(optOutUrl()).toBe('http://localhost:4900/opt-out');
      expect(consoleItemUrl('lead', 'x').startsWith('http://localhost:4900/')).toBe(true);
    } finally {
      setEnv({ PUBLIC_BASE_URL: BASE_URL, PORT: '' });
    }
  });
});
