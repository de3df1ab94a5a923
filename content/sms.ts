import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import * as Spanish from './es/sms';

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

/** The texts themselves; `content/es/sms.ts` has them in Spanish. */
export const SMS_TEXTS = {
  /** One short text (one or two segments): what was received, its reference, the phone, STOP and HELP. */
  confirmation: (kind: SmsConfirmationKind, reference: string, contact: SmsContact) => {
    const what = kind === 'claim' ? 'your claim' : 'your request';
    const next =
      kind === 'claim'
        ? 'An advisor will contact you about it.'
        : 'A licensed advisor will be in touch within 24 hours.';
    return `${contact.brand}: we received ${what} (ref ${reference}). ${next} Questions? Call ${contact.phone}. Reply STOP to opt out, HELP for help.`;
  },
  /** The answer to HELP or AYUDA: who we are and how to reach us, and how to stop. */
  help: (contact: SmsContact) =>
    `${contact.brand}: licensed health and life insurance advisors. Call ${contact.phone}. Msg & data rates may apply. Reply STOP to opt out.`,
  /**
   * The one answer to an opt-out word the provider does not confirm itself (PROVIDER_STOP_WORDS):
   * the number is out, and how to reach us.
   */
  stopped: (contact: SmsContact) =>
    `${contact.brand}: you are opted out and will receive no more texts from us. Questions? Call ${contact.phone}.`,
};

/** The confirmation text of a lead or claim, in the visitor's language. */
export function confirmationSmsText(
  kind: SmsConfirmationKind,
  reference: string,
  contact: SmsContact,
  locale: Locale = 'en',
): string {
  return pick(locale, SMS_TEXTS, Spanish.SMS_TEXTS).confirmation(kind, reference, contact);
}

/** The answer to HELP (English) or AYUDA (Spanish). */
export function helpSmsText(contact: SmsContact, locale: Locale = 'en'): string {
  return pick(locale, SMS_TEXTS, Spanish.SMS_TEXTS).help(contact);
}

/** The confirmation of an opt-out by a word the provider does not answer (every Spanish one). */
export function stoppedSmsText(contact: SmsContact, locale: Locale = 'en'): string {
  return pick(locale, SMS_TEXTS, Spanish.SMS_TEXTS).stopped(contact);
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

/**
 * The opt-out words the provider answers itself with the carrier-required confirmation (Twilio's
 * default opt-out handling knows these English words only): a reply from us would be a second text
 * after STOP. Any other opt-out word gets our one confirmation (decision 181, issue 26).
 */
export const PROVIDER_STOP_WORDS: readonly string[] = [
  'STOP',
  'STOPALL',
  'END',
  'CANCEL',
  'UNSUBSCRIBE',
  'QUIT',
  'REVOKE',
  'OPTOUT',
];

/** The Spanish keywords: the answer to one of them is in Spanish. */
export const SPANISH_SMS_WORDS: readonly string[] = ['ALTO', 'PARAR', 'CANCELAR', 'NO MAS', 'NO MÁS', 'AYUDA'];

/** An inbound text's whole body as keywords are compared: trimmed, spaces collapsed, upper-cased. */
function keywordOf(body: string): string {
  return body.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** What an inbound text asks for: its whole body, trimmed and case-folded, is one keyword or nothing. */
export function smsKeyword(body: string): 'stop' | 'help' | null {
  const word = keywordOf(body);
  if (SMS_STOP_WORDS.includes(word)) return 'stop';
  if (SMS_HELP_WORDS.includes(word)) return 'help';
  return null;
}

/** The language to answer a keyword in: Spanish for a Spanish word, otherwise English. */
export function smsKeywordLanguage(body: string): Locale {
  return SPANISH_SMS_WORDS.includes(keywordOf(body)) ? 'es' : 'en';
}

/** Whether the provider itself confirms this opt-out word (then we send nothing). */
export function providerConfirmsStop(body: string): boolean {
  return PROVIDER_STOP_WORDS.includes(keywordOf(body));
}
