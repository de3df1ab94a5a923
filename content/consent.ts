import type { Locale } from '@/lib/i18n/locale';
import { CONSENT_TOPICS as SUBMISSION_CONSENT_TOPICS } from './submissions';

/**
 * Consent wording (decision 123).
 *
 * The footer carries the product specification's disclaimer (section 2, "Footer disclaimer"),
 * unchanged: `consentDisclosure`.
 *
 * Every form that takes a phone number carries one unticked checkbox whose label IS the consent to
 * calls and texts, automated dialing and prerecorded messages included: `consentCheckboxWording`.
 * Nothing else on a form claims consent. Ticking is not required (consent is not a condition of
 * purchase). Each submission records the version and the exact words shown (`consentPlainText`);
 * bump the version whenever the wording changes.
 */
// checkbox-2 (issue 24): the opt-out page is a link, and the label names what the form is about.
export const CONSENT_DISCLOSURE_VERSION = '2026-11-checkbox-2';

/** The footer disclaimer of the product specification (section 2). */
export function consentDisclosure(optOutPhone: string): string {
  return (
    'By submitting, you confirm you are 18 or older and agree that InsuranceMatch and its licensed agents may ' +
    'contact you by phone calls, text messages and e-mails at the number and address you provided, including ' +
    'calls and texts made with an automated dialing system or prerecorded messages. Consent is not a condition ' +
    `of purchase. You can revoke it at any time by calling ${optOutPhone}. Message and data rates may apply.`
  );
}

/** A run of the checkbox label: plain words, or a link (its words are what the reader sees). */
export interface ConsentPart {
  text: string;
  href?: string;
}

/**
 * The checkbox label: its version, its language and its runs, in order (the opt-out page and the
 * privacy policy are links). The consent record keeps the language beside the words (decision 183).
 */
export interface ConsentWording {
  version: string;
  language: Locale;
  // Read-only: a translation's wording (content/es/consent.ts) is one too.
  parts: readonly ConsentPart[];
}

export const PRIVACY_POLICY_PATH = '/privacy';
export const OPT_OUT_PATH = '/opt-out';

/**
 * "may call and text me about ...": what the form is about, so the consent names it. Its keys are
 * the forms whose checkbox gives consent (the subject types of consent records); each type's words
 * file holds its topic (content/submissions/index.ts).
 */
export const CONSENT_TOPICS = SUBMISSION_CONSENT_TOPICS;
export type ConsentSubject = keyof typeof CONSENT_TOPICS;

export function consentCheckboxWording({
  agencyName,
  optOutPhone,
  subject,
}: {
  agencyName: string;
  optOutPhone: string;
  subject: ConsentSubject;
}): ConsentWording {
  return {
    version: CONSENT_DISCLOSURE_VERSION,
    language: 'en',
    parts: [
      {
        text:
          `Yes, ${agencyName} and its licensed agents may call and text me about ${CONSENT_TOPICS[subject]} at the phone ` +
          'number I gave, including calls and texts made with an automated dialing system and prerecorded or ' +
          'artificial-voice messages. I am 18 or older. This consent is optional and not a condition of any purchase; ' +
          `without it, ${agencyName} replies by e-mail or calls only in answer to this request. I can withdraw it at ` +
          'any time on our ',
      },
      { text: 'opt-out page', href: OPT_OUT_PATH },
      { text: ` or by calling ${optOutPhone}. Message and data rates may apply. See our ` },
      { text: 'Privacy Policy', href: PRIVACY_POLICY_PATH },
      { text: '.' },
    ],
  };
}

/** The label exactly as a reader sees it (links by their words), for the consent record. */
export function consentPlainText(wording: ConsentWording): string {
  return wording.parts.map((part) => part.text).join('');
}

/** What a consent record and the agency's e-mail say, in words. */
export const CONTACT_STATEMENTS = {
  given: 'consent to calls and texts, including automated dialing and prerecorded messages (checkbox ticked)',
  notGiven: 'no consent to calls or texts: reply by e-mail, or call only in answer to this request',
} as const;

export function contactStatement(checked: boolean): string {
  return checked ? CONTACT_STATEMENTS.given : CONTACT_STATEMENTS.notGiven;
}
