import 'server-only';
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';
import { COMMON_BASE_WORDS, COMMON_PASSWORDS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 256;

/**
 * Why a password is refused, or null when it is acceptable: at least 12 characters, not on the
 * common list, not a common word or the account's own address dressed up with digits and symbols.
 */
export function passwordProblem(password: string, email = ''): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'This password is on a list of common passwords. Choose another.';
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const localPart = email.toLowerCase().split('@')[0] ?? '';
  if (
    core === '' ||
    COMMON_BASE_WORDS.has(core) ||
    (localPart.length >= 3 && core === localPart.replace(/[^a-z]/g, ''))
  ) {
    return 'This password is too easy to guess. Choose another.';
  }
  if (new Set(lower).size <= 3) return 'This password is too easy to guess. Choose another.';
  return null;
}

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

/** An argon2id PHC string ($argon2id$v=19$m=...,t=...,p=...$salt$hash). */
export function hashPassword(password: string): Promise<string> {
  return argon2id({ password, salt: randomBytes(16), ...PARAMS, outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !password) {
    // Spend the same time as a real check, so the answer does not reveal the account has no password.
    // An empty password is never right, and the hashing library refuses it: a stand-in is hashed.
    await hashPassword(password || ' ');
    return false;
  }
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}
