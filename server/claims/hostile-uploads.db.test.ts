import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/claims/route';
import { MB } from '@/lib/upload-limits';
import { decryptClaimText } from '@/server/claims/claim-text';
import { getDb } from '@/server/db/client';
import { claimAttachments, claims, consentRecords, outboxMessages } from '@/server/db/schema';
import { getFileStore } from '@/server/storage/store';
import { countRows, resetLimits, setEnv, visitorHeaders } from '@/tests/support/lead-capture';
import { samplePdf, samplePng } from '@/tests/support/sample-files';
import { setupTestDatabase } from '@/tests/support/test-database';
import { captureLog } from '@/tests/support/capture-log';

// Issue 16, items 2, 3 and 7: the hostile multipart requests, sent as raw bytes the way a script
// sends them (a browser would never build most of these).
setupTestDatabase();

const BOUNDARY = '----hostile16';
const TEXT_FIELDS: Record<string, string> = {
  agent: '',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '(305) 555-0134',
  claimType: 'health',
  description: 'Emergency appendectomy on March 3rd, bill not covered',
  urgency: 'high',
  consent: 'on',
};

/** A part with its Content-Disposition parameters written exactly as given (NUL and line breaks included). */
function filePart(disposition: string, bytes: Buffer, type = 'application/octet-stream'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
      'utf8',
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
}
function rawBody(parts: Buffer[], fields: Record<string, string> = TEXT_FIELDS): Buffer {
  const text = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'),
  );
  return Buffer.concat([...text, ...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}
function post(raw: BodyInit | Buffer) {
  const body = Buffer.isBuffer(raw) ? new Uint8Array(raw) : raw;
  return POST(
    new Request('http://localhost/api/claims', {
      method: 'POST',
      headers: visitorHeaders({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }),
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

/** Every stored document: files in DATA_DIR/uploads, or chunk rows on PostgreSQL (decision 150). */
const storedDocuments = () => getFileStore().list();
async function expectNothingStored() {
  expect(await countRows('claims')).toBe(0);
  expect(await countRows('claim_attachments')).toBe(0);
  expect(await countRows('consent_records')).toBe(0);
  expect(await countRows('outbox_messages')).toBe(0);
  expect(await storedDocuments()).toEqual([]);
}
async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { message: string }).message).toMatch(message);
  await expectNothingStored();
}
async function storedNames(): Promise<string[]> {
  const db = await getDb();
  return (await db.select().from(claimAttachments)).map((row) => decryptClaimText(row.originalName));
}

let pdf: Buffer;
beforeAll(async () => {
  await getDb();
  pdf = await samplePdf('Hospital bill');
});
beforeEach(async () => {
  setEnv({ UPLOAD_MAX_FILE_MB: '', UPLOAD_MAX_FILES: '', UPLOAD_MAX_TOTAL_MB: '', LOG_LEVEL: '' });
  await resetLimits();
});
afterEach(async () => {
  const db = await getDb();
  await db.delete(claims);
  await db.delete(consentRecords);
  await db.delete(outboxMessages);
  for (const key of await storedDocuments()) await getFileStore().delete(key);
});

describe('item 2: control characters in part headers and file names', () => {
  it('answers filename="a\\0.png" with a clear 400, thirty times out of thirty, without an uncaught exception', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (error: unknown) => unhandled.push(error);
    process.on('unhandledRejection', onUnhandled);
    process.on('uncaughtException', onUnhandled);
    try {
      for (let i = 0; i < 30; i += 1) {
        await expectRefused(
          await post(rawBody([filePart('name="file_0"; filename="a\u0000.png"', samplePng(), 'image/png')])),
          400,
          /could not be read .*characters that are not allowed/,
        );
        await resetLimits();
      }
    } finally {
      process.off('unhandledRejection', onUnhandled);
      process.off('uncaughtException', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it.each([
    ['an encoded line break', 'name="file_0"; filename*=UTF-8\'\'bill%0A.pdf'],
    ['an encoded carriage return and line feed', 'name="file_0"; filename*=UTF-8\'\'bi%0D%0All.pdf'],
    ['an encoded NUL', 'name="file_0"; filename*=UTF-8\'\'bill%00.pdf'],
  ])('refuses a filename* with %s (400, never 201 with 0 files)', async (_label, disposition) => {
    await expectRefused(
      await post(rawBody([filePart(disposition, pdf, 'application/pdf')])),
      400,
      /characters that are not allowed/,
    );
  });

  it('refuses a NUL in a text part of the multipart body', async () => {
    await expectRefused(
      await post(
        rawBody([filePart('name="file_0"; filename="bill.pdf"', pdf)], {
          ...TEXT_FIELDS,
          description: 'Appendectomy\u0000 bill not covered',
        }),
      ),
      400,
      /character that is not allowed/,
    );
  });
});

describe('item 3: an upload the client abandons', () => {
  it('ends with a 400 logged at debug level only, and keeps nothing', async () => {
    setEnv({ LOG_LEVEL: 'debug' });
    const head = rawBody([]).subarray(0, -`--${BOUNDARY}--\r\n`.length);
    let pulls = 0;
    const aborted = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new Uint8Array(
            Buffer.concat([
              head,
              Buffer.from(
                `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file_0"; filename="bill.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
              ),
              pdf.subarray(0, 200),
            ]),
          ),
        );
      },
      pull(controller) {
        pulls += 1;
        if (pulls > 3) controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        else controller.enqueue(new Uint8Array(32 * 1024));
      },
    });
    let status = 0;
    const logged = await captureLog(async () => {
      status = (await post(aborted)).status;
    });
    expect(status).toBe(400);
    const lines = logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(lines.filter((line) => line.level === 'error' || line.level === 'warn')).toEqual([]);
    expect(lines.some((line) => line.level === 'debug' && /aborted/.test(line.msg))).toBe(true);
    await expectNothingStored();
  });
});

describe('item 7: names and extensions must match the bytes', () => {
  it('refuses x.pdf.html, a PDF followed by HTML, and a PNG named .pdf, naming the file', async () => {
    await expectRefused(
      await post(rawBody([filePart('name="file_0"; filename="x.pdf.html"', pdf, 'text/html')])),
      415,
      /"x\.pdf\.html" is not a PDF/,
    );
    const polyglot = Buffer.concat([
      pdf,
      Buffer.from('\n<html><body><script>alert(document.domain)</script></body></html>\n'),
    ]);
    await expectRefused(
      await post(rawBody([filePart('name="file_0"; filename="bill.pdf"', polyglot, 'application/pdf')])),
      415,
      /"bill\.pdf" carries something other than a document/,
    );
    await expectRefused(
      await post(rawBody([filePart('name="file_0"; filename="scan.pdf"', samplePng(), 'application/pdf')])),
      415,
      /"scan\.pdf" does not match its contents/,
    );
    await expectRefused(
      await post(rawBody([filePart('name="file_0"; filename="bill.png"', pdf, 'image/png')])),
      415,
      /"bill\.png" does not match its contents/,
    );
  });

  it('refuses the right-to-left override trick and stores names without bidi characters, markup or excess length', async () => {
    // "invoice<U+202E>fdp.exe" shows as "invoiceexe.pdf": the real extension is .exe.
    await expectRefused(
      await post(rawBody([filePart('name="file_0"; filename="invoice\u202efdp.exe"', pdf)])),
      415,
      /is not a PDF/,
    );
    const longName = `${'a'.repeat(300)}.pdf`;
    const response = await post(
      rawBody([
        filePart('name="file_0"; filename="<img src=x onerror=alert(1)>bill\u202egnp.pdf"', pdf),
        filePart(`name="file_1"; filename="${longName}"`, pdf),
      ]),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { files: number }).files).toBe(2);
    const [markup, long] = await storedNames();
    expect(markup).toBe('_img src=x onerror=alert(1)_billgnp.pdf');
    expect(long).toHaveLength(120);
    expect(long!.endsWith('.pdf')).toBe(true);
    // Stored under a random key, never under the name.
    for (const key of await storedDocuments()) expect(key).toMatch(/^([0-9a-f]{32}\.enc|db:[0-9a-f]{32})$/);
  });

  it('takes a file of exactly the limit (10 MB) and refuses one byte more', async () => {
    const exactly = await samplePdf('Exactly ten', 10 * MB);
    expect(exactly.length).toBe(10 * MB);
    const response = await post(
      rawBody([filePart('name="file_0"; filename="exactly-10mb.pdf"', exactly, 'application/pdf')]),
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as { files: number }).files).toBe(1);
    const db = await getDb();
    await db.delete(claims);
    await db.delete(consentRecords);
    await db.delete(outboxMessages);
    for (const key of await storedDocuments()) await getFileStore().delete(key);
    const over = Buffer.concat([exactly.subarray(0, exactly.length - 7), Buffer.from('\n%%EOF\n\n')]);
    expect(over.length).toBe(10 * MB + 1);
    await expectRefused(
      await post(rawBody([filePart('name="file_0"; filename="over.pdf"', over, 'application/pdf')])),
      413,
      /"over\.pdf" is larger than 10 MB/,
    );
  });

  it('fails the claim when a file part cannot be read, instead of storing it without the file', async () => {
    // A `filename*` with a literal line break (a folded header line): the parser skips the whole part.
    await expectRefused(
      await post(rawBody([filePart('name="file_0"; filename*=UTF-8\'\'bill\r\n .pdf', pdf, 'application/pdf')])),
      400,
      /could not be read/,
    );
    // A disposition the parser cannot take a name from turns the file into a text field under the file's name.
    await expectRefused(
      await post(rawBody([filePart('name="file_0"; filename*=UTF-8\'', pdf, 'application/pdf')])),
      400,
      /could not be read/,
    );
    // A part of the no-JavaScript picker with bytes but no name.
    await expectRefused(
      await post(rawBody([filePart('name="files"; filename=""', pdf, 'application/pdf')])),
      400,
      /could not be read/,
    );
  });
});
