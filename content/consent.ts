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
export const CONSENT_DISCLOSURE_VERSION = '2026-11-checkbox-1';

/** The footer disclaimer of the product specification (section 2). */
export function consentDisclosure(optOutPhone: string): string {
  return (
    'By submitting, you confirm you are 18 or older and agree that InsuranceMatch and its licensed agents may ' +
    'contact you by phone calls, text messages and e-mails at the number and address you provided, including ' +
    'calls and texts made with an automated dialing system or prerecorded messages. Consent is not a condition ' +
    `of purchase. You can revoke it at any time by calling ${optOutPhone}. Message and data rates may apply.`
  );
}

/** The checkbox label in three parts: the words before the privacy-policy link, the link's text, the words after. */
export interface ConsentWording {
  version: string;
  before: string;
  linkText: string;
  linkHref: string;
  after: string;
}

export const PRIVACY_POLICY_PATH = '/privacy';
export const OPT_OUT_PATH = '/opt-out';

export function consentCheckboxWording({ agencyName, optOutPhone }: { agencyName: string; optOutPhone: string }): ConsentWording {
  return {
    version: CONSENT_DISCLOSURE_VERSION,
    before:
      `Yes, ${agencyName} and its licensed agents may call and text me about health and life insurance at the phone ` +
      'number I gave, including calls and texts made with an automated dialing system and prerecorded or ' +
      'artificial-voice messages. I am 18 or older. This consent is optional and not a condition of any purchase; ' +
      `without it, ${agencyName} replies by e-mail or calls only in answer to this request. I can withdraw it at ` +
      `any time on the opt-out page (${OPT_OUT_PATH}) or by calling ` +
      `${optOutPhone}. Message and data rates may apply. See our `,
    linkText: 'Privacy Policy',
    linkHref: PRIVACY_POLICY_PATH,
    after: '.',
  };
}

/** The label exactly as a reader sees it, for the consent record. */
export function consentPlainText(wording: ConsentWording): string {
  return `${wording.before}${wording.linkText}${wording.after}`;
}

/** What a consent record and the agency's e-mail say, in words. */
export const CONTACT_STATEMENTS = {
  given: 'consent to calls and texts, including automated dialing and prerecorded messages (checkbox ticked)',
  notGiven: 'no consent to calls or texts: reply by e-mail, or call only in answer to this request',
} as const;

export function contactStatement(checked: boolean): string {
  return checked ? CONTACT_STATEMENTS.given : CONTACT_STATEMENTS.notGiven;
}
