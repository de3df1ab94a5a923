import { phoneKey } from './contact-key';

/** A tel: link for a US number as configured, e.g. '(202) 555-0142' -> 'tel:+12025550142'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
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
