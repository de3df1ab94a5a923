import 'server-only';
import busboy from 'busboy';
import { MB, uploadMessages, type UploadLimits } from '@/lib/upload-limits';
import { getEnv } from '../env';
import { HttpError } from '../http/errors';
import type { FileStore } from '../storage/file-store';
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

export function uploadLimits(): UploadLimits {
  const env = getEnv();
  return { maxFileMb: env.UPLOAD_MAX_FILE_MB, maxFiles: env.UPLOAD_MAX_FILES, maxTotalMb: env.UPLOAD_MAX_TOTAL_MB };
}

/**
 * Reads a claim's multipart body as a stream: text fields into memory (small, capped), each file
 * through a FileInspector (size, SHA-256, type from the bytes) into the encrypted store. Limits
 * are enforced while reading; a body declared too large is refused before a byte is read. On any
 * failure every file already stored is deleted before the HttpError is thrown: a rejected claim
 * leaves nothing behind.
 */
export async function parseClaimUpload(request: Request, store: FileStore): Promise<ParsedClaimUpload> {
  const limits = uploadLimits();
  const maxFile = limits.maxFileMb * MB;
  const maxTotal = limits.maxTotalMb * MB;
  const maxBody = maxTotal + FIELDS_ALLOWANCE_BYTES;

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new HttpError(415, 'Please send the claim as multipart/form-data.');
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBody) throw new HttpError(413, uploadMessages.totalTooLarge(limits));
  if (!request.body) throw new HttpError(400, 'The claim form is empty.');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      preservePath: true,
      defParamCharset: 'utf8',
      limits: { fileSize: maxFile, fields: 30, fieldSize: 16 * 1024, fieldNameSize: 100, parts: 30 + limits.maxFiles * 2 },
    });
  } catch {
    throw new HttpError(400, 'The upload could not be read (malformed multipart body).');
  }

  const fields: Record<string, string> = {};
  const files: (StoredFile & { position: number })[] = [];
  const uploads: Promise<void>[] = [];
  let failure: HttpError | undefined;
  let fileCount = 0;
  const active = new Set<FileInspector>();
  let totalFileBytes = 0;
  const fail = (error: HttpError) => {
    failure ??= error;
  };

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(new HttpError(413, `The field "${name.slice(0, 40)}" is too long.`));
    else fields[name] = value;
  });
  parser.on('fieldsLimit', () => fail(new HttpError(413, 'The claim has too many fields.')));
  parser.on('partsLimit', () => fail(new HttpError(413, uploadMessages.tooManyFiles(limits))));

  parser.on('file', (fieldName, stream, info) => {
    stream.on('error', () => {});
    const name = info.filename ?? '';
    // An empty file input (nothing chosen) arrives as a part with no file name: not a file.
    if (failure || (!name && fieldName === 'files')) {
      stream.resume();
      return;
    }
    const problem = !FILE_FIELD.test(fieldName)
      ? new HttpError(400, `Unexpected file field "${fieldName.slice(0, 40)}".`)
      : !name || name.length > 255 || /[\u0000-\u001f\u007f]/.test(name)
        ? new HttpError(400, uploadMessages.badName())
        : /[/\\]/.test(name) || name === '.' || name === '..'
          ? new HttpError(400, uploadMessages.pathInName(name))
          : ++fileCount > limits.maxFiles
            ? new HttpError(413, uploadMessages.tooManyFiles(limits))
            : undefined;
    if (problem) {
      fail(problem);
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
          const rejection = inspector.size === 0 ? uploadMessages.empty(name) : !mediaType ? uploadMessages.wrongType(name) : undefined;
          if (rejection || failure) {
            await store.delete(key);
            if (rejection) fail(new HttpError(inspector.size === 0 ? 400 : 415, rejection));
            return;
          }
          files.push({ position, key, originalName: name, mediaType: mediaType!, sizeBytes: inspector.size, sha256: inspector.sha256() });
        },
        (error: unknown) => {
          stream.unpipe(inspector);
          stream.resume();
          fail(error instanceof HttpError ? error : new HttpError(400, 'A file could not be read. Please attach it again.'));
        },
      ),
    );
  });

  // Pumps the body into the parser by hand, counting it: once a body without Content-Length is
  // clearly over the limit, reading stops (the stream is cancelled) instead of discarding gigabytes.
  const reader = request.body.getReader();
  const parsed = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.once('error', reject);
  });
  parsed.catch(() => {});
  // Destroying the parser on a failure makes it (and open file parts) emit errors nobody awaits.
  parser.on('error', () => {});
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), parsed.then(() => ({ done: true, value: undefined }))]);
      if (done || !value) break;
      received += value.byteLength;
      if (received > maxBody) {
        fail(new HttpError(413, uploadMessages.totalTooLarge(limits)));
        break;
      }
      if (!parser.write(value)) await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), parsed]);
    }
    if (!failure) {
      parser.end();
      await parsed;
    }
  } catch (error) {
    fail(error instanceof HttpError ? error : new HttpError(400, 'The upload could not be read (malformed multipart body).'));
  }
  if (failure) {
    await reader.cancel().catch(() => {});
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
    files: files.map((file) => ({ key: file.key, originalName: file.originalName, mediaType: file.mediaType, sizeBytes: file.sizeBytes, sha256: file.sha256 })),
  };
}
