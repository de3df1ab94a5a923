import 'server-only';
import { Transform, type TransformCallback } from 'node:stream';
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';

export const SAMPLE_BYTES = 64 * 1024;
const ENDING_BYTES = 1024;

// Markers only a real Word file has: a DOCX is a ZIP whose entries include these names; a DOC is
// an OLE2 compound file (D0 CF 11 E0) with a "WordDocument" stream (UTF-16LE in its directory).
const DOCX_MARKERS = [Buffer.from('[Content_Types].xml'), Buffer.from('word/document.xml')];
const DOC_MARKER = Buffer.from('WordDocument', 'utf16le');
const ALL_MARKERS = [...DOCX_MARKERS, DOC_MARKER];
const LONGEST_MARKER = Math.max(...ALL_MARKERS.map((marker) => marker.length));

export const ACCEPTED_MEDIA_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/**
 * Passes a file's bytes through while measuring it: size, SHA-256, the first 64 KB for type
 * detection, and whether the Word markers occur anywhere (they may lie past the first 64 KB).
 * Errors with `limitError()` once the file or the claim's running total is over its limit.
 */
export class FileInspector extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');
  private readonly sample: Buffer[] = [];
  private sampled = 0;
  private tail = Buffer.alloc(0);
  /** The file's last bytes: a PDF ends with %%EOF, not with a web page appended to it. */
  private ending = Buffer.alloc(0);
  private readonly seen = new Set<number>();

  constructor(private readonly onBytes: (count: number) => Error | undefined) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    const limit = this.onBytes(chunk.length);
    if (limit) return callback(limit);
    this.hash.update(chunk);
    if (this.sampled < SAMPLE_BYTES) {
      const part = chunk.subarray(0, SAMPLE_BYTES - this.sampled);
      this.sample.push(part);
      this.sampled += part.length;
    }
    // Search the chunk, plus a small window across the previous chunk's end (no copy of the chunk).
    const seam = this.tail.length ? Buffer.concat([this.tail, chunk.subarray(0, LONGEST_MARKER - 1)]) : undefined;
    ALL_MARKERS.forEach((marker, index) => {
      if (!this.seen.has(index) && (chunk.includes(marker) || seam?.includes(marker))) this.seen.add(index);
    });
    this.tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - LONGEST_MARKER + 1)));
    this.ending =
      chunk.length >= ENDING_BYTES
        ? Buffer.from(chunk.subarray(chunk.length - ENDING_BYTES))
        : Buffer.concat([this.ending, chunk]).subarray(-ENDING_BYTES);
    callback(null, chunk);
  }

  /**
   * False when the bytes carry something besides the document a browser or a viewer could act on:
   * web page markup at the start (browsers sniff the first bytes), or anything but whitespace after
   * a PDF's last %%EOF in its final kilobyte (a PDF followed by HTML).
   */
  isClean(mediaType: string): boolean {
    const head = Buffer.concat(this.sample).subarray(0, 1024).toString('latin1').toLowerCase();
    if (/<(!doctype|html|head|body|script|iframe|svg|object|embed)\b/.test(head)) return false;
    if (mediaType === ACCEPTED_MEDIA_TYPES.pdf) {
      const ending = this.ending.toString('latin1');
      const end = ending.lastIndexOf('%%EOF');
      if (end === -1 || ending.slice(end + 5).includes('<')) return false;
    }
    return true;
  }

  sha256(): string {
    return this.hash.digest('hex');
  }

  /** The accepted media type of the bytes seen, or undefined when they are none of ours. */
  async mediaType(): Promise<string | undefined> {
    const detected = await fileTypeFromBuffer(Buffer.concat(this.sample));
    switch (detected?.ext) {
      case 'pdf':
        return ACCEPTED_MEDIA_TYPES.pdf;
      case 'jpg':
        return ACCEPTED_MEDIA_TYPES.jpg;
      case 'png':
        return ACCEPTED_MEDIA_TYPES.png;
      case 'cfb':
        return this.seen.has(ALL_MARKERS.indexOf(DOC_MARKER)) ? ACCEPTED_MEDIA_TYPES.doc : undefined;
      case 'zip':
      case 'docx':
        return DOCX_MARKERS.every((marker) => this.seen.has(ALL_MARKERS.indexOf(marker)))
          ? ACCEPTED_MEDIA_TYPES.docx
          : undefined;
      default:
        return undefined;
    }
  }
}
