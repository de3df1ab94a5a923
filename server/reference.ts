import 'server-only';
import { randomInt } from 'node:crypto';

// Crockford base32 without I, L, O, U: easy to read out on the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A public reference such as CLM-7K2M-Q9XD-3BWA: 12 random characters (60 bits) from the CSPRNG,
 * so a reference can be shown and quoted without revealing how many records exist or letting
 * anyone guess another's.
 * The prefix is the type's own (its definition's `referencePrefix`): CLM, BIZ, LEAD, OPT, HOME.
 */
export function newReference(prefix: Uppercase<string>): string {
  let body = '';
  for (let i = 0; i < 12; i += 1) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
}
