import 'server-only';
import { ACCEPTED_MEDIA_TYPES } from './sniff';

/**
 * A claim document's name as the visitor's browser sent it, made safe to store and show
 * (docs/decisions/101). The name is data: it is never used as a path (files are stored under
 * random keys), but staff see it in the console, e-mails and the CRM, so it must not hide its
 * real extension, carry markup, or run on for pages.
 */
export const MAX_FILE_NAME_LENGTH = 120;

/** C0/C1 controls and DEL: a NUL or a line break in a name is an attack or a broken client, never a person. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Bidirectional formatting characters (U+202E turns "cod.exe" into "exe.doc" on screen), and invisible ones. */
const BIDI_AND_INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/** Markup and characters that mean something in a path, a header or a shell: replaced, never kept. */
const UNSAFE = /[<>"'`|*?:\\/]/g;

export type NameCheck =
  { ok: true; name: string; extension: string } | { ok: false; reason: 'control' | 'path' | 'empty' };

/** The extensions each accepted type may carry; the type comes from the bytes, the extension must agree. */
export const EXTENSIONS_BY_MEDIA_TYPE: Record<string, readonly string[]> = {
  [ACCEPTED_MEDIA_TYPES.pdf]: ['pdf'],
  [ACCEPTED_MEDIA_TYPES.jpg]: ['jpg', 'jpeg'],
  [ACCEPTED_MEDIA_TYPES.png]: ['png'],
  [ACCEPTED_MEDIA_TYPES.doc]: ['doc'],
  [ACCEPTED_MEDIA_TYPES.docx]: ['docx'],
};
export const ACCEPTED_NAME_EXTENSIONS = new Set(Object.values(EXTENSIONS_BY_MEDIA_TYPE).flat());

/**
 * Refuses control characters and folder paths (a 400 with a clear message); otherwise returns the
 * name normalised: Unicode NFC, bidi and invisible characters removed, markup and path characters
 * replaced by "_", whitespace collapsed, cut to 120 characters keeping the extension.
 */
export function normaliseFileName(raw: string): NameCheck {
  if (CONTROL.test(raw)) return { ok: false, reason: 'control' };
  if (/[/\\]/.test(raw) || raw === '.' || raw === '..') return { ok: false, reason: 'path' };
  let name = raw.normalize('NFC').replace(BIDI_AND_INVISIBLE, '').replace(UNSAFE, '_').replace(/\s+/g, ' ').trim();
  // Leading dots would make a hidden file of it anywhere it is saved.
  name = name.replace(/^[.\s]+/, '');
  if (!name) return { ok: false, reason: 'empty' };
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const suffix = extension && extension.length <= 10 ? `.${extension}` : '';
    name = `${name.slice(0, MAX_FILE_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
  }
  return { ok: true, name, extension };
}

/** True when the name's extension is one the detected type may carry (a .pdf must be a PDF, and so on). */
export function extensionMatches(extension: string, mediaType: string): boolean {
  return (EXTENSIONS_BY_MEDIA_TYPE[mediaType] ?? []).includes(extension);
}
