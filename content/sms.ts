/**
 * The fixed words of the texts the site sends and answers (decision 181). Nothing a visitor typed
 * goes into a text: only the brand, the reference and the agency's phone.
 */

/** The outbox topics of the confirmation texts. */
export const SMS_TOPICS = { lead: 'lead.sms_confirmation', claim: 'claim.sms_confirmation' } as const;
export type SmsConfirmationKind = keyof typeof SMS_TOPICS;

export interface SmsContact {
  brand: string;
  phone: string;
}

/** One short text (one or two segments): what was received, its reference, the phone, STOP and HELP. */
export function confirmationSmsText(kind: SmsConfirmationKind, reference: string, contact: SmsContact): string {
  const what = kind === 'claim' ? 'your claim' : 'your request';
  const next =
    kind === 'claim' ? 'An advisor will contact you about it.' : 'A licensed advisor will be in touch within 24 hours.';
  return `${contact.brand}: we received ${what} (ref ${reference}). ${next} Questions? Call ${contact.phone}. Reply STOP to opt out, HELP for help.`;
}

/** The answer to HELP or AYUDA: who we are and how to reach us, and how to stop. */
export function helpSmsText(contact: SmsContact): string {
  return `${contact.brand}: licensed health and life insurance advisors. Call ${contact.phone}. Msg & data rates may apply. Reply STOP to opt out.`;
}

/** The words that opt a number out, in English and Spanish (compared trimmed, upper-cased, accents kept). */
export const SMS_STOP_WORDS: readonly string[] = [
  'STOP',
  'STOPALL',
  'END',
  'CANCEL',
  'UNSUBSCRIBE',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  'ALTO',
  'PARAR',
  'CANCELAR',
  'NO MAS',
  'NO MÁS',
];

/** The words that ask for help. */
export const SMS_HELP_WORDS: readonly string[] = ['HELP', 'INFO', 'AYUDA'];

/** What an inbound text asks for: its whole body, trimmed and case-folded, is one keyword or nothing. */
export function smsKeyword(body: string): 'stop' | 'help' | null {
  const word = body.trim().replace(/\s+/g, ' ').toUpperCase();
  if (SMS_STOP_WORDS.includes(word)) return 'stop';
  if (SMS_HELP_WORDS.includes(word)) return 'help';
  return null;
}
