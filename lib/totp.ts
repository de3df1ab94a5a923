import { createHmac, timingSafeEqual } from 'node:crypto';

// RFC 6238 (TOTP: SHA-1, 6 digits, 30-second steps), the code authenticator apps show. Kept here,
// without 'server-only', because two sides compute it: the server when it checks a code, and the
// console's browser tests, which play the authenticator app. No secret is stored or made here.
// A library (otpauth) would replace some 50 lines tested against the RFC's own vectors, and the
// replay rule below needs the matched step anyway (decision 110).

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;

/** The time step (unix seconds / 30) a moment falls in. */
export const totpStep = (atMs: number) => Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

/** RFC 6238 code for the time step of `atMs`. */
export function totpCode(secret: string, atMs = Date.now()): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(totpStep(atMs)));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

/**
 * The time step whose code this is, among the current one and its neighbours (a clock off by up
 * to 30 s either way), or null. The caller refuses a step already used (each code works once).
 */
export function matchTotpStep(secret: string, code: string, atMs = Date.now()): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  for (const drift of [-1, 0, 1]) {
    const at = atMs + drift * TOTP_STEP_SECONDS * 1000;
    if (timingSafeEqual(Buffer.from(totpCode(secret, at)), Buffer.from(typed))) return totpStep(at);
  }
  return null;
}

/** True when the code is the current one or a neighbour (no replay check: see matchTotpStep). */
export function verifyTotp(secret: string, code: string, atMs = Date.now()): boolean {
  return matchTotpStep(secret, code, atMs) !== null;
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[=\s]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
