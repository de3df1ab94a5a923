import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { fileEncryptionKey } from './encryption-key';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Short texts encrypted at rest with the same AES-256-GCM key as the stored documents, as one
 * string: `sealed:v1:` + base64(IV | ciphertext | tag). Used for a claim's description and an
 * operator's TOTP secret, so none of them sits in plaintext in the database files or the outbox.
 */
export function sealText(plaintext: string, key: Buffer = fileEncryptionKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** The plaintext of a sealed text; throws when it was tampered with or sealed under another key. */
export function openSealedText(sealed: string, key: Buffer = fileEncryptionKey()): string {
  if (!isSealed(sealed)) throw new Error('not a sealed text');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed text is truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * Opens every sealed string among an object's values, in nested lists and objects too (the
 * webhook's `data`, with its attachments' names), for the moment a message leaves the server; the
 * outbox row itself keeps the sealed form.
 */
export function openSealedFields<T extends Record<string, unknown>>(data: T): T {
  const open = (value: unknown): unknown => {
    if (isSealed(value)) return openSealedText(value);
    if (Array.isArray(value)) return value.map(open);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, open(inner)]));
    return value;
  };
  return open(data) as T;
}
