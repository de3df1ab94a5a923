import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/claims/route';
import { POST as POST_FORM } from '@/app/api/claims/form/route';
import { claimFormEndpoint } from '@/lib/claim-outcome';
import { decryptClaimText } from '@/server/claims/claim-text';
import { getDb } from '@/server/db/client';
import {
  claimAttachments,
  claims,
  consentRecords,
  documentChunks,
  formOutcomes,
  outboxMessages,
} from '@/server/db/schema';
import { OUTCOME_LIFETIME_MS, readFormOutcome, saveFormOutcome } from '@/server/forms/outcomes';
import { runOutboxOnce } from '@/server/outbox/worker';
import { SIGNATURE_HEADER } from '@/server/outbox/webhook';
import { getFileStore } from '@/server/storage/store';
import { purgeSuspectedSpam } from '@/server/spam/suspected';
import { isValidSignature, startCrmServer } from '@/tests/support/fake-crm';
import { startSmtpServer } from '@/tests/support/fake-smtp';
import { countRows, resetLimits, setEnv, visitorHeaders } from '@/tests/support/lead-capture';
import {
  sampleDoc,
  sampleDocx,
  sampleExe,
  sampleJpeg,
  samplePdf,
  samplePng,
  zipOf,
} from '@/tests/support/sample-files';
import { setupTestDatabase } from '@/tests/support/test-database';
import { HONEYPOT_FIELD } from '@/lib/honeypot';

const database = setupTestDatabase();

const MEDICAL_DETAIL = 'Emergency appendectomy on March 3rd, bill not covered';
const FIELDS = {
  agent: '',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '(305) 555-0134',
  claimType: 'health',
  description: MEDICAL_DETAIL,
  urgency: 'high',
  consent: 'on',
};

type Attachment = [field: string, bytes: Buffer, name: string, type?: string];

function claimForm(fields: Record<string, string | undefined> = FIELDS, attachments: Attachment[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const [field, bytes, name, type] of attachments)
    form.append(field, new Blob([new Uint8Array(bytes)], { type: type ?? 'application/octet-stream' }), name);
  return form;
}

function post(body: BodyInit, headers: Record<string, string> = visitorHeaders()) {
  return POST(
    new Request('http://localhost/api/claims', { method: 'POST', headers, body, duplex: 'half' } as RequestInit),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const uploadsDir = () => path.join(database.dataDir(), 'uploads');
/** Every stored document's key: files in DATA_DIR/uploads, or rows on PostgreSQL (decision 150). */
const storedKeys = () => getFileStore().list();
/** A document as it sits at rest: the file (IV | ciphertext | tag), or its chunk rows' ciphertext. */
async function atRest(key: string): Promise<Buffer> {
  if (!key.startsWith('db:')) return readFileSync(path.join(uploadsDir(), key));
  const db = await getDb();
  const rows = await db
    .select({ bytes: documentChunks.bytes })
    .from(documentChunks)
    .where(eq(documentChunks.blobId, key.slice(3)))
    .orderBy(documentChunks.seq);
  return Buffer.concat(rows.map((row) => row.bytes));
}

async function expectNothingStored() {
  expect(await countRows('claims')).toBe(0);
  expect(await countRows('claim_attachments')).toBe(0);
  expect(await countRows('consent_records')).toBe(0);
  expect(await countRows('outbox_messages')).toBe(0);
  expect(await storedKeys()).toEqual([]);
}

async function expectRejected(response: Response, status: number, message?: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string[]> };
  if (message) expect(body.message).toMatch(message);
  await expectNothingStored();
  return body;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let pdf: Buffer;
beforeAll(async () => {
  // Opening and migrating the database is the slow part: do it before the first test's clock starts.
  await getDb();
  pdf = await samplePdf('Hospital bill for Maria');
});
beforeEach(async () => {
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '', UPLOAD_MAX_FILE_MB: '', UPLOAD_MAX_FILES: '', UPLOAD_MAX_TOTAL_MB: '' });
  await resetLimits();
});
afterAll(() => setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: '', CRM_WEBHOOK_SECRET: '', AGENCY_NOTIFY_EMAIL: '' }));

describe('a claim with documents', () => {
  it('is stored with encrypted files, consent and outbox rows, and notifies without the description or documents', async () => {
    const smtp = await startSmtpServer();
    const crm = await startCrmServer();
    setEnv({
      SMTP_URL: smtp.url,
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: 'shh',
      AGENCY_NOTIFY_EMAIL: 'claims-desk@example.com',
    });
    const png = samplePng();
    try {
      const response = await post(
        claimForm(FIELDS, [
          ['file_0', pdf, 'hospital-bill.pdf', 'application/pdf'],
          ['file_1', png, 'prescription.png', 'image/png'],
        ]),
      );
      expect(response.status).toBe(201);
      const { reference, files } = (await response.json()) as { reference: string; files: number };
      expect(reference).toMatch(/^CLM-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(files).toBe(2);

      const db = await getDb();
      const [claim] = await db.select().from(claims);
      expect(claim).toMatchObject({
        reference,
        agent: 'N/A',
        firstName: 'Maria',
        claimType: 'health',
        urgency: 'high',
      });
      // The description is sealed at rest (AES-256-GCM) and opens to what the visitor wrote.
      expect(claim!.description).toMatch(/^sealed:v1:/);
      expect(decryptClaimText(claim!.description)).toBe(MEDICAL_DETAIL);
      const attachments = await db.select().from(claimAttachments);
      // File names are sealed at rest like the description.
      expect(attachments.every((a) => a.originalName.startsWith('sealed:v1:'))).toBe(true);
      expect(attachments.map((a) => [decryptClaimText(a.originalName), a.mediaType, a.sizeBytes, a.sha256])).toEqual([
        ['hospital-bill.pdf', 'application/pdf', pdf.length, sha256(pdf)],
        ['prescription.png', 'image/png', png.length, sha256(png)],
      ]);
      // On PostgreSQL the documents are in the database, so every instance reads them (decision 150).
      for (const attachment of attachments)
        expect(attachment.storageKey).toMatch(process.env.DATABASE_URL ? /^db:[a-f0-9]{32}$/ : /^[a-f0-9]{32}\.enc$/);
      // At rest: random keys, not the plaintext; decrypting gives back the recorded SHA-256.
      expect((await storedKeys()).sort()).toEqual(attachments.map((a) => a.storageKey).sort());
      for (const [attachment, plain] of [
        [attachments[0]!, pdf],
        [attachments[1]!, png],
      ] as const) {
        const stored = await atRest(attachment.storageKey);
        expect(stored.includes(plain.subarray(0, 64))).toBe(false);
        // The folder store adds the IV and tag to the file; the database keeps them in the blob row.
        expect(stored.length).toBe(plain.length + (attachment.storageKey.startsWith('db:') ? 0 : 28));
        const decrypted = await streamToBuffer(getFileStore().read(attachment.storageKey));
        expect(sha256(decrypted)).toBe(attachment.sha256);
      }
      const [consent] = await db.select().from(consentRecords);
      expect(consent).toMatchObject({
        subjectType: 'claim',
        subjectId: claim!.id,
        checkboxChecked: true,
        disclosureVersion: expect.any(String),
        userAgent: 'vitest',
      });
      expect(await countRows('outbox_messages')).toBe(3);

      expect(await runOutboxOnce()).toEqual({ delivered: 3, failed: 0 });
      const agencyMail = smtp.mails.find((mail) => mail.to[0] === 'claims-desk@example.com')!;
      const confirmation = smtp.mails.find((mail) => mail.to[0] === 'maria@example.com')!;
      expect(agencyMail.raw).toContain(reference);
      expect(agencyMail.raw).toContain('Documents attached: 2');
      expect(agencyMail.raw).toMatch(/Urgency: high/);
      for (const mail of [agencyMail, confirmation]) {
        expect(mail.raw).not.toContain('appendectomy');
        expect(mail.raw).not.toMatch(/Content-Disposition: attachment/i);
      }
      expect(confirmation.raw).toContain('within 24 hours');
      expect(crm.requests).toHaveLength(1);
      const hook = crm.requests[0]!;
      expect(isValidSignature(hook.headers[SIGNATURE_HEADER.toLowerCase()], hook.body, 'shh')).toBe(true);
      expect(hook.json.data).toMatchObject({
        reference,
        description: MEDICAL_DETAIL,
        attachments: [{ name: 'hospital-bill.pdf', sha256: sha256(pdf) }, { name: 'prescription.png' }],
      });
      expect(hook.body).not.toContain(pdf.subarray(0, 200).toString('base64').slice(0, 40));
    } finally {
      await smtp.close();
      await crm.close();
      const db = await getDb();
      await db.delete(claims);
      await db.delete(consentRecords);
      await db.delete(outboxMessages);
      for (const key of await storedKeys()) await getFileStore().delete(key);
    }
  });

  it('accepts JPEG, DOC and DOCX by their bytes, a 10-character phone and description, and no files at all', async () => {
    const response = await post(
      claimForm(
        { ...FIELDS, phone: '3055550134', description: '0123456789', claimType: 'life', urgency: 'emergency' },
        [
          ['file_0', sampleJpeg(), 'photo.jpeg'],
          ['file_1', sampleDoc(), 'letter.doc'],
          ['file_2', sampleDocx(), 'report.docx'],
        ],
      ),
    );
    expect(response.status).toBe(201);
    const db = await getDb();
    expect((await db.select().from(claimAttachments)).map((a) => a.mediaType)).toEqual([
      'image/jpeg',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    const withoutEnums: Partial<typeof FIELDS> = { ...FIELDS };
    delete withoutEnums.claimType;
    delete withoutEnums.urgency;
    expect((await post(claimForm(withoutEnums))).status).toBe(201);
    const rows = await db.select().from(claims);
    expect(rows.at(-1)).toMatchObject({ claimType: 'health', urgency: 'medium' });
    await db.delete(claims);
    await db.delete(consentRecords);
    await db.delete(outboxMessages);
    for (const key of await storedKeys()) await getFileStore().delete(key);
  });
});

describe('POST /api/claims rejects bad input and leaves no row and no file', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['lastName', '  ', 'Last name is required'],
    ['email', 'maria@example', 'Please enter a valid email address'],
    ['phone', '305555013', 'Please enter a valid phone number'],
    ['description', '012345678', 'Please provide a detailed description'],
    ['claimType', 'car', 'Please choose health, life or disability'],
    ['urgency', 'urgent', 'Please choose low, medium, high or emergency'],
  ])('%s = %j (with a valid file attached)', async (field, value, message) => {
    const body = await expectRejected(
      await post(claimForm({ ...FIELDS, [field]: value }, [['file_0', pdf, 'bill.pdf']])),
      400,
    );
    expect(body.fieldErrors?.[field]).toEqual([message]);
  });

  it('refuses a renamed executable, an HTML page, a ZIP that is not a Word file and an OLE file that is not a .doc, naming the file', async () => {
    await expectRejected(
      await post(
        claimForm(FIELDS, [
          ['file_0', pdf, 'ok.pdf'],
          ['file_1', sampleExe(), 'invoice.pdf'],
        ]),
      ),
      415,
      /"invoice\.pdf" is not a PDF, JPEG, PNG, DOC or DOCX file/,
    );
    await expectRejected(
      await post(
        claimForm(FIELDS, [
          ['file_0', Buffer.from('<!doctype html><script>alert(1)</script>'), 'scan.png', 'image/png'],
        ]),
      ),
      415,
      /"scan\.png"/,
    );
    await expectRejected(
      await post(claimForm(FIELDS, [['file_0', zipOf({ 'evil.js': 'x' }), 'report.docx']])),
      415,
      /"report\.docx"/,
    );
    const notWord = sampleDoc();
    notWord.fill(0, 1024 + 128, 1024 + 160);
    await expectRejected(await post(claimForm(FIELDS, [['file_0', notWord, 'letter.doc']])), 415, /"letter\.doc"/);
  });

  it('refuses an empty file and a file name with a path in it', async () => {
    await expectRejected(
      await post(claimForm(FIELDS, [['file_0', Buffer.alloc(0), 'empty.pdf']])),
      400,
      /"empty\.pdf" is empty/,
    );
    await expectRejected(
      await post(claimForm(FIELDS, [['file_0', pdf, '../../etc/passwd.pdf']])),
      400,
      /contains a folder path/,
    );
    await expectRejected(
      await post(claimForm(FIELDS, [['file_0', pdf, 'C:\\Users\\maria\\bill.pdf']])),
      400,
      /contains a folder path/,
    );
  });

  it('refuses a file over the size limit, too many files, and too many bytes in total, each with its own message', async () => {
    setEnv({ UPLOAD_MAX_FILE_MB: '1', UPLOAD_MAX_FILES: '2', UPLOAD_MAX_TOTAL_MB: '2' });
    const big = await samplePdf('big', 1024 * 1024 + 10);
    await expectRejected(
      await post(
        claimForm(FIELDS, [
          ['file_0', pdf, 'small.pdf'],
          ['file_1', big, 'scan-big.pdf'],
        ]),
      ),
      413,
      /"scan-big\.pdf" is larger than 1 MB/,
    );
    await expectRejected(
      await post(
        claimForm(FIELDS, [
          ['file_0', pdf, 'a.pdf'],
          ['file_1', pdf, 'b.pdf'],
          ['file_2', pdf, 'c.pdf'],
        ]),
      ),
      413,
      /at most 2 files/,
    );
    setEnv({ UPLOAD_MAX_FILE_MB: '1', UPLOAD_MAX_FILES: '5', UPLOAD_MAX_TOTAL_MB: '2' });
    const nearlyOneMb = await samplePdf('part', 900 * 1024);
    await expectRejected(
      await post(
        claimForm(FIELDS, [
          ['file_0', nearlyOneMb, 'a.pdf'],
          ['file_1', nearlyOneMb, 'b.pdf'],
          ['file_2', nearlyOneMb, 'c.pdf'],
        ]),
      ),
      413,
      /together are larger than 2 MB/,
    );
  });

  it('answers 413 to a declared oversize body after reading at most its text fields', async () => {
    // The stream never ends: only an answer that stops reading can finish this test.
    let sent = 0;
    const endless = new ReadableStream({
      pull: (controller) => {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const response = await post(
      endless,
      visitorHeaders({
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(200 * 1024 * 1024),
      }),
    );
    await expectRejected(response, 413, /larger than 25 MB/);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it('stops reading an undeclared (chunked) body once it passes the limit', async () => {
    setEnv({ UPLOAD_MAX_TOTAL_MB: '2' });
    let sent = 0;
    const endless = new ReadableStream({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            '--x\r\nContent-Disposition: form-data; name="file_0"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n',
          ),
        );
      },
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(65));
      },
    });
    await expectRejected(
      await post(endless, visitorHeaders({ 'content-type': 'multipart/form-data; boundary=x' })),
      413,
    );
    expect(sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('answers 400 for malformed multipart and 415 for another media type', async () => {
    await expectRejected(
      await post('this is not multipart', visitorHeaders({ 'content-type': 'multipart/form-data; boundary=abc' })),
      400,
      /malformed multipart/,
    );
    await expectRejected(
      await post(
        '--abc\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nMar',
        visitorHeaders({ 'content-type': 'multipart/form-data; boundary=abc' }),
      ),
      400,
    );
    await expectRejected(
      await post('x', visitorHeaders({ 'content-type': 'multipart/form-data' })),
      400,
      /malformed multipart/,
    );
    await expectRejected(
      await post(JSON.stringify(FIELDS), visitorHeaders({ 'content-type': 'application/json' })),
      415,
    );
  });

  it("keeps a filled honeypot's claim as suspected spam, files included, with its messages held", async () => {
    const response = await post(
      claimForm({ ...FIELDS, [HONEYPOT_FIELD]: 'https://spam.example' }, [['file_0', pdf, 'bill.pdf']]),
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const db = await getDb();
    const [row] = await db
      .select({ id: claims.id, spam: claims.suspectedSpam })
      .from(claims)
      .where(eq(claims.reference, reference));
    expect(row?.spam).toBe('honeypot-filled');
    expect(await db.select().from(claimAttachments).where(eq(claimAttachments.claimId, row!.id))).toHaveLength(1);
    const messages = await db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.heldFor, `claim:${row!.id}`));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.status === 'held')).toBe(true);
    // The purge (SPAM_RETENTION_DAYS, here 0) takes the claim with its file, consent and held messages.
    expect((await purgeSuspectedSpam(0, false)).claim).toBe(1);
    await expectNothingStored();
  });

  it('limits one visitor to 5 claims per 10 minutes with a 429, Retry-After and a message', async () => {
    const headers = visitorHeaders();
    for (let i = 0; i < 5; i += 1) expect((await post(claimForm(FIELDS), headers)).status).toBe(201);
    const stored = async () => ({
      claims: await countRows('claims'),
      files: await countRows('claim_attachments'),
      stored: (await storedKeys()).length,
    });
    const before = await stored();
    const limited = await post(claimForm(FIELDS, [['file_0', pdf, 'bill.pdf']]), headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many submissions/);
    expect(await stored()).toEqual(before);
  });
});

describe('the claim form without JavaScript (POST /api/claims/form, decision 103)', () => {
  const postForm = (body: FormData, headers: Record<string, string> = visitorHeaders()) =>
    POST_FORM(new Request('http://localhost/api/claims/form', { method: 'POST', headers, body }));
  /** The token of the 303's Location, which must be the outcome page. */
  const tokenOf = (response: Response) => {
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/claims\/sent\/[A-Za-z0-9_-]{43}$/);
    return location.split('/').at(-1)!;
  };
  afterEach(() => vi.useRealTimers());

  it('streams the claim through the guarded path and redirects to its confirmation, kept for a day', async () => {
    const token = tokenOf(await postForm(claimForm(FIELDS, [['files', pdf, 'bill.pdf']])));
    const outcome = await readFormOutcome('claim', token);
    expect(outcome).toEqual({ status: 'success', reference: expect.stringMatching(/^CLM-/) });
    const db = await getDb();
    const [claim] = await db.select().from(claims).where(eq(claims.reference, outcome!.reference!));
    expect(decryptClaimText(claim!.description)).toBe(MEDICAL_DETAIL);
    expect(await db.select().from(claimAttachments).where(eq(claimAttachments.claimId, claim!.id))).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OUTCOME_LIFETIME_MS.success - 60_000 });
    expect(await readFormOutcome('claim', token)).toEqual(outcome);
    vi.setSystemTime(Date.now() + 120_000);
    expect(await readFormOutcome('claim', token)).toBeNull();
  });

  it('gives back what was typed when the documents make the post larger than the limit, having read it all', async () => {
    // A browser declares the whole body, text fields first (consent before the files, the form's
    // order), then 30 MB of document. It reads the answer only once it has sent it all: the
    // server must read to the end (and throw the document away), or the upload stalls.
    const textParts = Object.entries(FIELDS)
      .map(([name, value]) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const head = new TextEncoder().encode(
      `${textParts}--x\r\nContent-Disposition: form-data; name="files"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const tail = new TextEncoder().encode('\r\n--x--\r\n');
    const length = 30 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream({
      start: (controller) => {
        controller.enqueue(head);
        sent = head.byteLength;
      },
      pull: (controller) => {
        const room = length - tail.byteLength - sent;
        if (room <= 0) {
          controller.enqueue(tail);
          sent += tail.byteLength;
          controller.close();
          return;
        }
        const chunk = Math.min(room, 64 * 1024);
        controller.enqueue(new Uint8Array(chunk).fill(65));
        sent += chunk;
      },
    });
    const claimsBefore = await countRows('claims');
    const documentsBefore = (await storedKeys()).length;
    const response = await POST_FORM(
      new Request('http://localhost/api/claims/form', {
        method: 'POST',
        headers: visitorHeaders({
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(length),
        }),
        body,
        duplex: 'half',
      } as RequestInit),
    );
    const outcome = await readFormOutcome('claim', tokenOf(response));
    expect(outcome).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/larger than 25 MB/),
      values: { firstName: 'Maria', email: 'maria@example.com', description: MEDICAL_DETAIL, consent: 'on' },
    });
    expect(sent).toBe(length);
    expect(await countRows('claims')).toBe(claimsBefore);
    expect(await storedKeys()).toHaveLength(documentsBefore);
  });

  it('lands a form posted from the Spanish page on the Spanish page, and any other language on the English one', async () => {
    const spanish = await postForm(claimForm({ ...FIELDS, firstName: '', language: 'es' }));
    expect(spanish.status).toBe(303);
    const location = spanish.headers.get('location') ?? '';
    expect(location).toMatch(/^\/es\/claims\/sent\/[A-Za-z0-9_-]{43}$/);
    expect(await readFormOutcome('claim', location.split('/').at(-1)!)).toMatchObject({
      status: 'error',
      fieldErrors: { firstName: ['First name is required'] },
    });
    tokenOf(await postForm(claimForm({ ...FIELDS, firstName: '', language: 'fr' })));
  });

  it("keeps a refused claim's messages and typed values for an hour, sealed, and stores no claim and no file", async () => {
    const db = await getDb();
    const claimsBefore = await countRows('claims');
    const keysBefore = await storedKeys();
    const fields = { ...FIELDS, description: 'too short', [HONEYPOT_FIELD]: '' };
    const token = tokenOf(await postForm(claimForm(fields, [['files', pdf, 'bill.pdf']])));
    expect(await readFormOutcome('claim', token)).toEqual({
      status: 'error',
      message: 'Please provide a detailed description',
      fieldErrors: { description: ['Please provide a detailed description'] },
      values: { ...FIELDS, description: 'too short' },
    });
    expect(await countRows('claims')).toBe(claimsBefore);
    expect(await storedKeys()).toEqual(keysBefore);
    // At rest: the token's hash and a sealed state, never the token or what the visitor typed.
    const rows = await db.select().from(formOutcomes);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain('Maria');
    // Not another form's, not a guess, not after an hour.
    expect(await readFormOutcome('claim', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OUTCOME_LIFETIME_MS.error + 1 });
    expect(await readFormOutcome('claim', token)).toBeNull();
  });

  it("opens a refused claim's values for the browser that posted it only, not for whoever holds the address", async () => {
    const typed = { ...FIELDS, description: 'too short' };
    const outcome = { status: 'error' as const, message: 'Please provide a detailed description' };
    const token = await saveFormOutcome('claim', { ...outcome, fieldErrors: {}, values: typed }, 'key-of-the-poster');
    expect(await readFormOutcome('claim', token, 'key-of-the-poster')).toMatchObject({ values: typed });
    // The address shared, or synced to another device's history: the page is an unknown token's.
    expect(await readFormOutcome('claim', token, 'key-of-someone-else')).toBeNull();
    expect(await readFormOutcome('claim', token, null)).toBeNull();
    const db = await getDb();
    const [row] = await db
      .select()
      .from(formOutcomes)
      .where(eq(formOutcomes.form, 'claim'))
      .orderBy(desc(formOutcomes.createdAt))
      .limit(1);
    expect(row!.owner).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('key-of-the-poster');
  });

  it('keeps what was typed when a file is refused, and stores none of the files', async () => {
    const keysBefore = await storedKeys();
    const token = tokenOf(
      await postForm(
        claimForm(FIELDS, [
          ['files', pdf, 'bill.pdf'],
          ['files', sampleExe(), 'scan.pdf'],
        ]),
      ),
    );
    expect(await readFormOutcome('claim', token)).toMatchObject({
      status: 'error',
      message: '"scan.pdf" is not a PDF, JPEG, PNG, DOC or DOCX file. Please attach one of those.',
      values: { firstName: 'Maria', description: MEDICAL_DETAIL },
    });
    expect(await storedKeys()).toEqual(keysBefore);
  });

  it("keeps a visitor's sends through their corrections, tells a limited visitor why on the page, and refuses another site's post outright", async () => {
    const headers = visitorHeaders();
    const send = async (fields: Record<string, string | undefined>) =>
      readFormOutcome('claim', tokenOf(await postForm(claimForm(fields), headers)));
    // Without JavaScript every mistake is a post: six of them, more than the five sends a connection
    // has in ten minutes, and the claim they were for still goes in.
    for (let i = 0; i < 6; i += 1) expect(await send({ ...FIELDS, firstName: '' })).toMatchObject({ status: 'error' });
    expect(await send(FIELDS)).toMatchObject({ status: 'success', reference: expect.stringMatching(/^CLM-/) });
    // The six cost a send and a half: two more claims, then the limit, said on the page.
    for (let i = 0; i < 2; i += 1) expect(await send(FIELDS)).toMatchObject({ status: 'success' });
    const limited = await send(FIELDS);
    expect(limited).toMatchObject({ status: 'error', message: expect.stringMatching(/^Too many submissions/) });
    // Refused before a field is read: the address the Spanish form posts to still lands on the Spanish page.
    const spanish = await POST_FORM(
      new Request(`http://localhost${claimFormEndpoint('es')}`, { method: 'POST', headers, body: claimForm(FIELDS) }),
    );
    expect(spanish.status).toBe(303);
    expect(spanish.headers.get('location')).toMatch(/^\/es\/claims\/sent\/[A-Za-z0-9_-]{43}$/);

    const outcomesBefore = await countRows('form_outcomes');
    const crossSite = await postForm(
      claimForm(FIELDS),
      visitorHeaders({ origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    expect(await countRows('form_outcomes')).toBe(outcomesBefore);
  });
});
