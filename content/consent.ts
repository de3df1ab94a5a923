/**
 * The consent disclosure shown next to every submit button of a form that takes a phone number,
 * and in the footer. Bump the version whenever the wording changes: each submission records the
 * version and the exact text that was shown (TCPA record-keeping).
 */
export const CONSENT_DISCLOSURE_VERSION = '2025-01';

export function consentDisclosure(optOutPhone: string): string {
  return (
    'By submitting, you confirm you are 18 or older and agree that InsuranceMatch and its licensed agents may ' +
    'contact you by phone calls, text messages and e-mails at the number and address you provided, including ' +
    'calls and texts made with an automated dialing system or prerecorded messages. Consent is not a condition ' +
    `of purchase. You can revoke it at any time by calling ${optOutPhone}. Message and data rates may apply.`
  );
}
