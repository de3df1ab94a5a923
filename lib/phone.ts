import { phoneKey } from './contact-key.ts';

/**
 * The tel: link of a number, the one rule for the site's configured numbers and the console's
 * links to call: a US number (ten digits, or eleven with the leading 1, however written) as +1 and
 * its ten digits; one written with + and another country code (7 to 15 digits, E.164) as written;
 * none for anything else (too short to dial, or foreign without its country code), which a
 * configured number cannot be (server/env-schema.ts).
 */
export function telHref(phone: string): string | undefined {
  const national = phoneKey(phone);
  if (national) return `tel:+1${national}`;
  const digits = phone.replace(/\D/g, '');
  // Country code 1 is the US's and its neighbours': eleven digits, which phoneKey took above.
  const international = phone.trim().startsWith('+') && !digits.startsWith('1');
  return international && digits.length >= 7 && digits.length <= 15 ? `tel:+${digits}` : undefined;
}

/** A US number kept as its ten digits ('7875550123'), as people read it: '(787) 555-0123'; anything else as it is. */
export function phoneForReading(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

/**
 * A number as the visitor typed it, shown the one way staff read a US number ('2105550144' and
 * '+1 210.555.0144' both '(210) 555-0144'); anything else (abroad, an extension) as typed.
 */
export function phoneAsRead(typed: string): string {
  const national = phoneKey(typed);
  return national ? phoneForReading(national) : typed.trim();
}
