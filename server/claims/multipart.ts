import 'server-only';
import busboy from 'busboy';
import { MB, uploadMessages, type UploadLimits } from '@/lib/upload-limits';
import { getEnv } from '../env';
import { ClientGoneError, HttpError } from '../http/errors';
import type { FileStore } from '../storage/file-store';
import { ACCEPTED_NAME_EXTENSIONS, EXTENSIONS_BY_MEDIA_TYPE, extensionMatches, normaliseFileName } from './file-names';
import { FileInspector } from './sniff';

export interface StoredFile {
  key: string;
  originalName: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
}

export interface ParsedClaimUpload {
  fields: Record<string, string>;
  files: StoredFile[];
}

/** Room for the text fields and multipart framing on top of the files' own limit. */
const FIELDS_ALLOWANCE_BYTES = 1 * MB;
const FILE_FIELD = /^(file_\d{1,3}|files)$/;
const MALFORMED_MESSAGE =
  'The upload could not be read (malformed multipart body, or a part header or file name with characters that are not allowed).';

export function uploadLimits(): UploadLimits {
  const env = getEnv();
  return { maxFileMb: env.UPLOAD_MAX_FILE_MB, maxFiles: env.UPLOAD_MAX_FILES, maxTotalMb: env.UPLOAD_MAX_TOTAL_MB };
}

/**
 * Reads a claim's multipart body as a stream: text fields into memory (small, capped), each file
 * through a FileInspector (size, SHA-256, type from the bytes) into the encrypted store. Limits
 * are enforced while reading; of a body declared too large only the text fields before its first
 * file are read (at most the fields' allowance), so the refusal keeps what was typed. On any
 * failure every file already stored is deleted before the HttpError is thrown: a rejected claim
 * leaves nothing behind. Text fields are collected into `fields` as they arrive, so a caller
 * still has what was typed when reading fails (the form without JavaScript shows it again).
 */
export async function parseClaimUpload(
  request: Request,
  store: FileStore,
  fields: Record<string, string> = {},
): Promise<ParsedClaimUpload> {
  const limits = uploadLimits();
  const maxFile = limits.maxFileMb * MB;
  const maxTotal = limits.maxTotalMb * MB;
  const maxBody = maxTotal + FIELDS_ALLOWANCE_BYTES;

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new HttpError(415, 'Please send the claim as multipart/form-data.');
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  // Refused whatever it holds; its text fields come first on our form, so they are parsed (without
  // JavaScript the page shows them again with the message), and nothing past them. A browser reads
  // the answer only once it has sent the whole body: left unread, the upload stalls and the
  // visitor waits on a blank page. So a body up to four times the limit is read to its end and
  // thrown away; of a larger one, only the fields' allowance.
  const declaredTooLarge = Number.isFinite(declared) && declared > maxBody;
  const readLimit = !declaredTooLarge ? maxBody : declared <= 4 * maxBody ? declared : FIELDS_ALLOWANCE_BYTES;
  if (!request.body) throw new HttpError(400, 'The claim form is empty.');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      preservePath: true,
      defParamCharset: 'utf8',
      // busboy reports its limit when a file REACHES fileSize: one byte more makes the limit inclusive.
      limits: {
        fileSize: maxFile + 1,
        fields: 30,
        fieldSize: 16 * 1024,
        fieldNameSize: 100,
        parts: 30 + limits.maxFiles * 2,
      },
    });
  } catch {
    throw new HttpError(400, MALFORMED_MESSAGE);
  }

  const files: (StoredFile & { position: number })[] = [];
  const uploads: Promise<void>[] = [];
  let failure: HttpError | undefined;
  let fileCount = 0;
  const active = new Set<FileInspector>();
  let totalFileBytes = 0;
  let signalFailure: () => void = () => {};
  const failed = new Promise<void>((resolve) => (signalFailure = resolve));
  const fail = (error: HttpError) => {
    failure ??= error;
    signalFailure();
  };

  // busboy skips a part whose Content-Disposition it cannot parse (a `filename*` with a line break,
  // characters outside the token syntax) without a word: the file would vanish and the claim be
  // stored without it. The parts are counted on the raw bytes as well, and any part the parser
  // did not hand over fails the claim.
  const delimiters = new DelimiterCounter(contentType);
  let partsSeen = 0;
  parser.on('field', () => (partsSeen += 1));
  parser.on('file', () => (partsSeen += 1));

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(new HttpError(413, `The field "${printable(name)}" is too long.`));
    // A file part whose header the parser could not read (e.g. a `filename*` it cannot decode)
    // arrives as a text field under the file's name: that file would vanish, so the claim fails.
    else if (FILE_FIELD.test(name) && value !== '') fail(new HttpError(400, uploadMessages.unreadable()));
    else fields[name] = value;
  });
  parser.on('fieldsLimit', () => fail(new HttpError(413, 'The claim has too many fields.')));
  parser.on('partsLimit', () => fail(new HttpError(413, uploadMessages.tooManyFiles(limits))));

  parser.on('file', (fieldName, stream, info) => {
    stream.on('error', () => {});
    const rawName = info.filename ?? '';
    if (declaredTooLarge) fail(new HttpError(413, uploadMessages.totalTooLarge(limits)));
    if (failure) {
      stream.resume();
      return;
    }
    // An empty file input (nothing chosen) arrives as a part with no file name and no bytes: not a
    // file. A nameless part WITH bytes is a file we cannot name: the claim fails, it never vanishes.
    if (!rawName && fieldName === 'files') {
      stream.on('data', () => fail(new HttpError(400, uploadMessages.unreadable())));
      stream.resume();
      return;
    }
    const checked = normaliseFileName(rawName);
    const name = checked.ok ? checked.name : printable(rawName);
    const problem = !FILE_FIELD.test(fieldName)
      ? new HttpError(400, `Unexpected file field "${printable(fieldName)}".`)
      : !checked.ok
        ? checked.reason === 'path'
          ? new HttpError(400, uploadMessages.pathInName(name))
          : new HttpError(400, uploadMessages.badName())
        : !ACCEPTED_NAME_EXTENSIONS.has(checked.extension) && checked.extension !== ''
          ? new HttpError(415, uploadMessages.wrongType(name))
          : ++fileCount > limits.maxFiles
            ? new HttpError(413, uploadMessages.tooManyFiles(limits))
            : undefined;
    if (problem || !checked.ok) {
      fail(problem ?? new HttpError(400, uploadMessages.badName()));
      stream.resume();
      return;
    }
    const position = fileCount;
    const inspector = new FileInspector((count) => {
      totalFileBytes += count;
      return totalFileBytes > maxTotal ? new HttpError(413, uploadMessages.totalTooLarge(limits)) : undefined;
    });
    // Its errors are handled through store.put's rejection below; this keeps a late second one quiet.
    inspector.on('error', () => {});
    active.add(inspector);
    inspector.once('close', () => active.delete(inspector));
    stream.on('limit', () => inspector.destroy(new HttpError(413, uploadMessages.fileTooLarge(name, limits))));
    stream.pipe(inspector);
    uploads.push(
      store.put(inspector).then(
        async ({ key }) => {
          const mediaType = inspector.size === 0 ? undefined : await inspector.mediaType();
          const rejection =
            inspector.size === 0
              ? new HttpError(400, uploadMessages.empty(name))
              : !mediaType
                ? new HttpError(415, uploadMessages.wrongType(name))
                : checked.extension && !extensionMatches(checked.extension, mediaType)
                  ? new HttpError(415, uploadMessages.extensionMismatch(name))
                  : !inspector.isClean(mediaType)
                    ? new HttpError(415, uploadMessages.notClean(name))
                    : undefined;
          if (rejection || failure) {
            await store.delete(key);
            if (rejection) fail(rejection);
            return;
          }
          // A camera picture may come without an extension: it gets the one of its type.
          const storedName = checked.extension ? name : `${name}.${EXTENSIONS_BY_MEDIA_TYPE[mediaType!]![0]}`;
          files.push({
            position,
            key,
            originalName: storedName,
            mediaType: mediaType!,
            sizeBytes: inspector.size,
            sha256: inspector.sha256(),
          });
        },
        (error: unknown) => {
          stream.unpipe(inspector);
          stream.resume();
          fail(error instanceof HttpError ? error : new HttpError(400, uploadMessages.unreadable()));
        },
      ),
    );
  });

  // Pumps the body into the parser by hand, counting it. After a failure the rest of the body is
  // read and thrown away (up to the limit), so the answer goes out on a request that ended cleanly;
  // past the limit reading stops. A read is never left pending when the stream is cancelled: Next's
  // body stream throws "ReadableStream is already closed" at a chunk that arrives after that.
  const reader = request.body.getReader();
  let parserClosed = false;
  const parsed = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.once('error', reject);
  });
  parsed.then(
    () => (parserClosed = true),
    (error: unknown) => {
      parserClosed = true;
      fail(new HttpError(400, malformedMessage(error)));
    },
  );
  // Destroying the parser on a failure makes it (and open file parts) emit errors nobody awaits.
  parser.on('error', () => {});
  let received = 0;
  let readerDone = false;
  let clientGone = false;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away in the middle of the upload.
      clientGone = true;
      readerDone = true;
      fail(new ClientGoneError(uploadMessages.interrupted()));
      break;
    }
    if (chunk.done) {
      readerDone = true;
      break;
    }
    received += chunk.value.byteLength;
    if (received > readLimit) {
      fail(new HttpError(413, uploadMessages.totalTooLarge(limits)));
      break;
    }
    if (failure || parserClosed) continue;
    delimiters.scan(chunk.value);
    try {
      if (!parser.write(chunk.value))
        await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), parsed.catch(() => {}), failed]);
    } catch (error) {
      fail(new HttpError(400, malformedMessage(error)));
    }
  }
  if (!failure && !parserClosed) {
    parser.end();
    await parsed.catch(() => {});
  }
  if (!failure && delimiters.parts() > partsSeen) fail(new HttpError(400, uploadMessages.unreadable()));
  if (declaredTooLarge) fail(new HttpError(413, uploadMessages.totalTooLarge(limits)));
  if (!readerDone && !clientGone) await reader.cancel().catch(() => {});
  if (failure) {
    // Files still being written stop here; their store.put rejects and removes what was written.
    for (const inspector of active) inspector.destroy(failure);
    parser.destroy();
  }
  await Promise.allSettled(uploads);
  if (failure) {
    await Promise.all(files.map((file) => store.delete(file.key)));
    throw failure;
  }
  // In the order the visitor attached them (uploads finish in any order).
  files.sort((a, b) => a.position - b.position);
  return {
    fields,
    files: files.map((file) => ({
      key: file.key,
      originalName: file.originalName,
      mediaType: file.mediaType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
    })),
  };
}

/** Counts the parts of a multipart body on its raw bytes: each `CRLF--boundary` opens one, except the closing one. */
class DelimiterCounter {
  private readonly marker: Buffer;
  private carry: Buffer;
  private count = 0;

  constructor(contentType: string) {
    const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    this.marker = Buffer.from(`\r\n--${match?.[1] ?? match?.[2] ?? ''}`, 'latin1');
    // The body starts with the first delimiter, without the line break before it.
    this.carry = Buffer.from('\r\n');
  }

  scan(chunk: Uint8Array): void {
    const data = Buffer.concat([this.carry, chunk]);
    for (let at = data.indexOf(this.marker); at !== -1; at = data.indexOf(this.marker, at + this.marker.length)) {
      // Only the bytes that were not searched before count: a marker wholly inside the carry was counted already.
      if (at + this.marker.length > this.carry.length) this.count += 1;
    }
    this.carry = Buffer.from(data.subarray(Math.max(0, data.length - this.marker.length + 1)));
  }

  /** Parts opened: delimiters minus the closing one. */
  parts(): number {
    return Math.max(0, this.count - 1);
  }
}

/** A name or field as it may appear in a message: no control characters, not endless. */
function printable(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '?').slice(0, 60);
}

function malformedMessage(error: unknown): string {
  return error instanceof HttpError ? error.message : MALFORMED_MESSAGE;
}
