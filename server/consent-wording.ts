import 'server-only';
import { consentCheckboxWording, type ConsentSubject, type ConsentWording } from '@/content/consent';
import { BRAND } from '@/content/site';
import { getEnv } from './env';

/**
 * The consent checkbox's wording for one kind of form, with this site's agency name and opt-out
 * line: what that form's page shows and what server/consent.ts records with each of its
 * submissions (decision 123). The page and the record take it from here with the same subject,
 * so the recorded words are the words shown.
 */
export function formConsentWording(subject: ConsentSubject): ConsentWording {
  return consentCheckboxWording({ agencyName: BRAND.name, optOutPhone: getEnv().OPT_OUT_PHONE, subject });
}
